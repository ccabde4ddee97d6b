import { describe, expect, it } from 'vitest';
import { FactIndex } from './fact-index';
import { questionSubject } from './quantities';
import { countedBy, embeddedQuestion, questionAgent, questionTypeOf, understandTurn } from './understand-turn';
import { contentStemsOf, wordsOf } from './words';

const FACTS = [
  "I'm head of patient support at BrightSmile, a group of 6 dental clinics.",
  'My team of 9 coordinators answers about 2,500 patient emails and calls a month from a shared Gmail inbox.',
  'Messages get missed and patients complain that replies take two days.',
  'Anything under 15,000 dollars a year I can sign myself; above that it goes to the owner.',
  'We want same-day replies before the busy January season.',
].map((text, id) => ({ id, text }));

const best = (index: FactIndex, question: string) => index.search(understandTurn(question))[0];

describe('retrieving the fact a question asks for', () => {
  const index = new FactIndex(FACTS);

  it('answers a question about how things are done now with the present, and a tool, rather than the past', () => {
    const shifts = new FactIndex(
      [
        'I tried VolunteerHub for volunteer shift sign-ups on a free trial two years ago.',
        'Sign-ups go through SignUpGenius, hours in a big Excel sheet.',
        'Money is tight, every dollar is three meals.',
      ].map((text, id) => ({ id, text })),
    );
    const question = understandTurn('what are you using for volunteer sign-ups right now');
    expect(shifts.search(question, { now: true })[0]?.fact.id).toBe(1);
    expect(shifts.search(question)[0]?.fact.id).toBe(0);
  });

  it.each([
    ['how many people answer patient emails', 1],
    ['how many clinics do you have', 0],
    ['where does that break down', 2],
    ['whats your budget for something like this', 3],
    ['what would good look like by january', 4],
    ['do you use any software for the inbox today', 1],
  ])('"%s" finds fact %i', (question, id) => {
    expect(best(index, question)?.fact.id).toBe(id);
  });

  it.each(['how many stores do you have', 'how many locations are you in', 'how many sites would that be'])(
    '"%s" is answered by a count of any kind of site ("11 garden centres")',
    (question) => {
      const sites = new FactIndex(
        [
          "We're a family-owned chain of 11 garden centres across Victoria.",
          'We employ 260 people and stock over 14,000 lines.',
          'Our Ringwood flagship opened in 2011.',
        ].map((text, id) => ({ id, text })),
      );
      const reading = understandTurn(question);
      expect(sites.search(reading, { counted: countedBy(question) })[0]?.fact.id).toBe(0);
    },
  );

  it('answers a question about goals with the wish, not a fact that shares a stray word ("this year")', () => {
    const wishes = new FactIndex([
      { id: 0, text: 'We pay our current provider 19,000 dollars a year.' },
      { id: 1, text: 'I want the price locked for 2 years and I would prefer to pay quarterly.' },
    ]);
    const match = best(wishes, 'what are your goals for this year');
    expect(match?.fact.id).toBe(1);
    expect(match?.confidence).toBeGreaterThanOrEqual(0.3);
  });

  it('is not confident about a question the facts do not answer', () => {
    const match = best(index, 'when does your contract with your current vendor renew');
    expect(match === undefined || match.confidence < 0.3).toBe(true);
  });

  it('does not take a fact without the day, figure or length a question wants for its answer', () => {
    for (const question of ['which day of the week are patients most likely to complain', 'how long does it take to hire a coordinator']) {
      const match = best(index, question);
      expect(match === undefined || match.confidence < 0.3, question).toBe(true);
    }
  });

  it('answers "who" with the clause of a sentence that names who decides, though the name is in its second half', () => {
    const split = new FactIndex([
      {
        id: 0,
        text: 'I can approve anything up to 30,000 dollars a year on my own.',
        sentence: 'I can approve anything up to 30,000 dollars a year on my own; above that it goes to my business partner, Gary Whitlock.',
      },
      {
        id: 1,
        text: 'Above that it goes to my business partner, Gary Whitlock.',
        sentence: 'I can approve anything up to 30,000 dollars a year on my own; above that it goes to my business partner, Gary Whitlock.',
      },
      { id: 2, text: 'We manage 1,150 apartments in 19 buildings.' },
    ]);
    const match = best(split, 'who else would be involved in choosing something like this');
    expect(match?.fact.id).toBe(1);
    expect(match!.confidence).toBeGreaterThanOrEqual(0.3);
  });
});

describe('the subject of a question, for "I\'d have to check on …"', () => {
  it.each([
    ['what is your renewal date?', 'our renewal date'],
    ['can you tell me what a good outcome looks like for you today?', 'good outcome'],
  ])('"%s" is about "%s"', (question, subject) => {
    expect(questionSubject(question)).toBe(subject);
  });

  it('takes no subject from an idiom ("keep track of")', () => {
    expect(questionSubject('how do you keep track of it?')).toBeUndefined();
  });

  it('takes the subject from the question, not its lead-in', () => {
    expect(questionSubject('On a normal surgery day, roughly how many controlled-drug entries does a clinic make?')).toBe(
      'controlled-drug entries',
    );
    expect(questionSubject('on the warehouse side how many of the returns come back in a state you cant resell')).toBe('returns');
  });

  it('takes no subject from a word that points back or a phrase after a preposition', () => {
    expect(questionSubject('what went wrong there')).toBeUndefined();
    expect(questionSubject('which day of the week has the most no shows')).not.toMatch(/^of\b/);
  });

  it('does not count people with a product\'s number ("Microsoft 365") or with minutes', () => {
    const index = new FactIndex([
      { id: 0, text: 'We use Revit and AutoCAD; email runs on Microsoft 365.' },
      { id: 1, text: 'A big model takes 15 minutes to open.' },
      { id: 2, text: "I'm the CTO of a 58-person firm with two offices." },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0];
    // Which of the people is counted: those in Revit (decision 64), not everyone.
    expect(countedBy('and how many of your people are in revit every day')).toEqual(['revit']);
    expect(ask('and how many of your people are in revit every day')?.confidence ?? 0).toBeLessThan(0.3);
    expect(ask('how many people work at the firm')?.fact.id).toBe(2);
  });

  it('answers a question about a part of a whole with the part, never the count of the whole (recogniser text too)', () => {
    const index = new FactIndex([
      { id: 0, text: 'Tugs, belt loaders, ground power units, and 11 de-icing trucks.' },
      { id: 1, text: '412 powered units.' },
      { id: 2, text: 'About 4,500 returns a month.' },
      { id: 3, text: 'The Milwaukee team opens Revit models over a VPN, and a big model can take 12 to 15 minutes to open.' },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0]?.confidence ?? 0;
    expect(countedBy('I was wondering, of those 412 units, roughly how many are electric tugs?')).toEqual(['electr', 'tug']);
    expect(countedBy('Of those write-offs, how many were tenants who had been late before?')).toEqual(['tenant']);
    expect(countedBy('how many of the returns come back in a state you can resell')).toEqual(['back', 'state', 'resel']);
    expect(ask('I was wondering, of those 412 units, roughly how many are electric tugs?')).toBeLessThan(0.3);
    expect(ask('on the warehouse side how many of the returns come back in a state you can resell')).toBeLessThan(0.3);
    expect(ask('and how many of your people are in revit every day')).toBeLessThan(0.3);
    // The whole itself is still answered.
    expect(ask('how many returns do you get a month')).toBeGreaterThan(0.3);
    expect(ask('how many units do you run')).toBeGreaterThan(0.3);
  });

  it('answers a question for a sum of money only with a fact that holds one', () => {
    const index = new FactIndex([
      { id: 0, text: 'Our accounts payable team of 3 processes about 1,200 invoices a month.' },
      { id: 1, text: 'Tugs, belt loaders, ground power units, and 11 de-icing trucks.' },
      { id: 2, text: 'Core is Symitar, on Genesys Cloud.' },
      { id: 3, text: 'Last year we paid around 8,000 dollars in late fees.' },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0];
    expect(ask("What's the average value of an invoice you process?")?.confidence ?? 0).toBeLessThan(0.3);
    expect(ask('what does a new belt loader cost you these days')?.confidence ?? 0).toBeLessThan(0.3);
    expect(ask('What does Symitar charge you for API access, roughly?')?.confidence ?? 0).toBeLessThan(0.3);
    expect(ask('how much did you pay in late fees last year')?.fact.id).toBe(3);
    expect(ask('how many invoices do you process')?.fact.id).toBe(0);
  });

  it('answers "how much" of a thing only with a figure of that thing', () => {
    const index = new FactIndex([
      { id: 0, text: 'We move about 2.1M tons a year with 48 vehicles: 31 haul trucks and 17 wheel loaders.' },
      { id: 1, text: 'The fleet burns about 3 million litres of diesel fuel a year.' },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0];
    expect(countedBy('how much fuel do those 48 vehicles burn in a year roughly')).toEqual(['fuel']);
    expect(countedBy('how much do you spend on training')).toEqual([]);
    expect(countedBy('how much time do your managers spend')).toEqual([]);
    expect(ask('how much fuel do those 48 vehicles burn in a year roughly')?.fact.id).toBe(1);
    const withoutFuel = new FactIndex([
      { id: 0, text: 'We move about 2.1M tons a year with 48 vehicles: 31 haul trucks and 17 wheel loaders.' },
    ]);
    const [best] = withoutFuel.search(understandTurn('How much fuel do those 48 vehicles burn in a year?'), {
      counted: countedBy('How much fuel do those 48 vehicles burn in a year?'),
    });
    expect(best?.confidence ?? 0).toBeLessThan(0.3);
  });

  it('answers a question about time spent with the time, not only with money', () => {
    const index = new FactIndex([
      { id: 0, text: 'Managers spend about 3 hours a week coaching.' },
      { id: 1, text: 'We spend 40,000 dollars a year on training.' },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0];
    expect(ask('how much time do your managers spend on coaching each week')?.fact.id).toBe(0);
    expect(ask('how much do you spend on training')?.fact.id).toBe(1);
  });

  it('answers "how many people" with a count of people, not the count of shops in the company line', () => {
    const index = new FactIndex([
      { id: 0, text: 'I run operations at Crumb & Co, a chain of 14 bakeries in Bristol and Bath.' },
      { id: 1, text: 'Each shop counts stock by hand on Sunday evenings: two staff per shop, about three hours.' },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0];
    expect(ask('how many people')?.fact.id).toBe(1);
    expect(ask('how many people um do the counting each week')?.fact.id).toBe(1);
    expect(ask('how many bakeries do you have')?.fact.id).toBe(0);
  });

  it('takes no answer to a question about a rate from a fact without one', () => {
    const index = new FactIndex([
      { id: 0, text: "I'm the CMO of Summit Fitness, 9 gyms around Denver; the Boulder one only opened in June." },
    ]);
    expect(index.search(understandTurn('whats your retention like at the boulder gym since it opened'))[0]?.confidence ?? 0).toBeLessThan(
      0.3,
    );
  });

  it('answers a question about timing with the date something is due, not the month a past event happened', () => {
    const index = new FactIndex([
      { id: 0, text: "In June two designers overwrote each other's work and lost three days." },
      { id: 1, text: 'The server warranty runs out on March 31 and I will not buy another one.' },
    ]);
    expect(index.search(understandTurn("what's driving the timing for you"))[0]?.fact.id).toBe(1);
  });
  it('answers "how many" only with a count of what was asked', () => {
    const index = new FactIndex([
      { id: 0, text: 'Today, work orders go on paper tickets, owned by one planner.' },
      { id: 1, text: 'We run 6 physiotherapy clinics with 40 therapists.' },
    ]);
    const ask = (question: string) =>
      index.search(
        { contentStems: contentStemsOf(wordsOf(question)), topics: [], questionType: 'how-many' },
        { counted: countedBy(question) },
      )[0];
    expect(ask('how many work orders do you close in a month')?.confidence ?? 0).toBeLessThan(0.3);
    expect(ask('how many clinics do you have')?.fact.id).toBe(1);
    expect(ask('how many physio clinics are there')?.fact.id).toBe(1);
  });

  it('takes one of what is counted, said with "a" beside a count, as part of the answer', () => {
    const index = new FactIndex([
      { id: 0, text: 'We have 4 restaurants plus a commissary kitchen that preps for all of us.' },
      { id: 1, text: 'Insurance did not cover the loss.' },
    ]);
    const question = 'how many kitchens would we be covering';
    const [best] = index.search(
      { contentStems: contentStemsOf(wordsOf(question)), topics: [], questionType: 'how-many' },
      { counted: countedBy(question) },
    );
    expect(best?.fact.id).toBe(0);
    expect(best?.confidence).toBeGreaterThan(0.3);
  });

  it('answers how something is done with what its people do, not with a count of them (decision 77)', () => {
    const index = new FactIndex([
      { id: 0, text: 'We run 18 shops around Leeds, baked each night at one central bakery.' },
      { id: 1, text: "Each shop manager phones in tomorrow's order by 4pm from gut feel." },
      { id: 2, text: 'We use Square at the tills and Excel for orders.' },
    ]);
    const ask = (question: string) =>
      index.search(
        { ...understandTurn(question), contentStems: contentStemsOf(wordsOf(question)).filter((stem) => stem !== 'decid') },
        { counted: countedBy(question), agent: questionAgent(question), minor: embeddedQuestion(question) },
      )[0];
    expect(questionTypeOf('how does each shop decide how much to bake')).toBe('how');
    expect(questionAgent('how does each shop decide how much to bake')).toEqual(['shop']);
    expect(questionAgent('how does your team handle invoicing today')).toEqual([]);
    expect(embeddedQuestion('how does each shop decide how much to bake')).toEqual(['bake']);
    expect(ask('how does each shop decide how much to bake')?.fact.id).toBe(1);
    expect(ask('how many shops do you have')?.fact.id).toBe(0);
  });

  it('answers "how" with the fact that says by what means', () => {
    const index = new FactIndex([
      { id: 0, text: 'Orders go out to 8 suppliers by text message and phone calls.' },
      { id: 1, text: "We throw away roughly 2,000 dollars of bread a month and I can't tell which shop over-orders." },
    ]);
    expect(best(index, 'How do you place your orders now?')?.fact.id).toBe(0);
  });

  it('counts people said before the figure ("a payroll team of 4"), and no count of places answers "how many staff"', () => {
    const index = new FactIndex([
      { id: 0, text: 'A payroll team of 4 spends every Monday and Tuesday keying them.' },
      { id: 1, text: 'Everything is baked each night at one central bakery.' },
    ]);
    const ask = (question: string) => index.search(understandTurn(question), { counted: countedBy(question) })[0];
    expect(ask('How many people spend their Mondays keying timesheets today?')?.fact.id).toBe(0);
    expect(ask('how many staff work in the central bakery')?.confidence ?? 0).toBeLessThan(0.3);
  });

  it('answers "which system" only with a fact that names one', () => {
    const index = new FactIndex([
      { id: 0, text: '38 percent of lift tickets are bought online; I want 60 percent within three seasons.' },
      { id: 1, text: 'We use Square at the tills and Excel for orders.' },
    ]);
    expect(best(index, 'which ticketing system are you on today')?.fact.id).not.toBe(0);
    expect(best(index, 'what system do you use for orders')?.fact.id).toBe(1);
  });
  it('finds a verb of a fact in any of its forms, the irregular ones too ("get built" for "builds") (decision 88)', () => {
    const index = new FactIndex([
      { id: 0, text: "I'm Marcus Webb, Director of Operations at Lakeside Hotels - 6 hotels in the Lake District." },
      { id: 1, text: 'Each GM builds the rota in Excel every Thursday; swaps happen over WhatsApp.' },
    ]);
    // As the recogniser heard "how does a rota get built at one of your hotels?".
    expect(best(index, "so walk me through it i've got several to get built of one of your hotels")?.fact.id).toBe(1);
    expect(best(index, 'how does a rota get built')?.confidence ?? 0).toBeGreaterThanOrEqual(0.3);
  });

  it('knows a fact that tells of something tried before from one about the past that tried nothing (decision 88)', () => {
    const index = new FactIndex(
      [
        'We tried Deputy two years ago and staff hated the app.',
        'Overtime was 310 thousand pounds last year, roughly 18 percent over budget.',
        'They looked at Tessitura two years ago: way too big and way too expensive.',
        'Can you guarantee in writing that we are moved over and tested by February 15?',
      ].map((text, id) => ({ id, text })),
    );
    expect([0, 1, 2, 3].map((id) => index.tellsOfAttempt(id))).toEqual([true, false, true, false]);
  });
});

describe('a question that wants a figure (decision 105)', () => {
  const facts = new FactIndex(
    [
      'About 2,300 web leads a month across the 4 stores.',
      'Failed debit orders are followed up by hand by two bursary clerks per campus.',
      'About 31 percent of our support tickets are "where is my refund?".',
    ].map((text, id) => ({ id, text })),
  );
  const top = (question: string) => {
    const reading = understandTurn(question);
    return facts.search(reading, { counted: countedBy(reading.question ?? question) })[0];
  };

  it('reads what a count written with a comma counts ("2,300 web leads")', () => {
    expect(top('how many leads do you get a month across all the stores')?.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('takes no fact without a sum for what is spent, charged or paid, and a figure of any kind for what something costs', () => {
    const salary = top("What's the salary bill for those bursary clerks per year?");
    expect(salary === undefined || salary.confidence < 0.3).toBe(true);
    expect(top('what is the wait on refunds costing you in support tickets')?.fact.id).toBe(2);
  });

  it('answers "how many of your tenants are on autopay" with a percentage of what sets the part apart', () => {
    const tenants = new FactIndex(
      ['Autopay enrolment is 34 percent.', 'About 35 percent of leads arrive after hours.'].map((text, id) => ({ id, text })),
    );
    const fit = (question: string, share: string[]) => tenants.search(understandTurn(question), { share })[0];
    expect(fit('how many of your tenants are on autopay', ['autopay'])?.confidence).toBeGreaterThanOrEqual(0.3);
    const elsewhere = fit('how many of those leads end up buying from another dealer', ['buy', 'anoth', 'dealer']);
    expect(elsewhere === undefined || elsewhere.confidence < 0.3).toBe(true);
  });
});

describe('clauses cut from one sentence, and how much time (decision 112)', () => {
  const sentence = 'Front desk staff spend about 3 hours a day on recall calls and the no-show rate is around 12 percent.';
  const index = new FactIndex([
    { id: 0, text: 'Front desk staff spend about 3 hours a day on recall calls.', sentence },
    { id: 1, text: 'The no-show rate is around 12 percent.', sentence },
    { id: 2, text: 'We have 6 practices in the Midlands.' },
  ]);

  it('answers "how much time" with the clause that holds a length, as "how long"', () => {
    expect(best(index, 'And how much time does that take the front desk?')).toMatchObject({ fact: { id: 0 } });
    expect(best(index, 'And how much time does that take the front desk?')!.confidence).toBeGreaterThanOrEqual(0.3);
  });

  it('finds each clause by its own words', () => {
    expect(best(index, "what's your no show rate like at the moment")).toMatchObject({ fact: { id: 1 } });
    expect(best(index, 'how do your practices handle recall calls today')).toMatchObject({ fact: { id: 0 } });
  });
});

describe('the topics a fact has by what it says', () => {
  it('takes what the buyer cannot do or know for its problem', () => {
    const index = new FactIndex(
      [
        "We can't tell which channel actually drives sales because the reports only credit the last click.",
        'There is no way to see which supplier is late until the goods are missing.',
        'We spend around 1.2 million dollars a year on paid search.',
      ].map((text, id) => ({ id, text })),
    );
    expect(index.topicsOf(0)).toContain('pain');
    expect(index.topicsOf(1)).toContain('pain');
    expect(index.topicsOf(2)).not.toContain('pain');
  });
});
