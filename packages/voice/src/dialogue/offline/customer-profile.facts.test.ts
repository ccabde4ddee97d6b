import { describe, expect, it } from 'vitest';
import { inBuyerVoice } from './buyer-voice';
import { extractCustomerFacts } from './customer-profile.facts';

const spoken = (profile: string) => extractCustomerFacts(profile).facts.map((fact) => fact.spoken);

describe('customer profile facts', () => {
  const profile = [
    'Dana Whitfield is the CFO of Northwind Freight, a regional logistics company with 200 employees based in Ohio.',
    'Northwind uses Salesforce for sales and manages invoicing in spreadsheets.',
    'Their finance team spends two days every month reconciling invoices by hand, and late payments have grown 30% this year.',
    'She has a budget of $40k for new finance software, and any purchase over $25k needs sign-off from the CEO.',
  ].join(' ');

  it('finds the company, the person and the tools the profile names', () => {
    const facts = extractCustomerFacts(profile);
    expect(facts.companyName).toBe('Northwind Freight');
    expect(facts.personName).toBe('Dana Whitfield');
    expect(facts.namedTools).toEqual(['Salesforce', 'spreadsheets']);
  });

  it('says each sentence in the buyer’s first-person voice, numbers and names as written', () => {
    expect(spoken(profile)).toEqual([
      "I'm the CFO of Northwind Freight, a regional logistics company with 200 employees based in Ohio.",
      'We use Salesforce for sales and manage invoicing in spreadsheets.',
      expect.stringMatching(/^Our finance team spends two days .* 30 percent this year\.$/),
      'I have a budget of 40 thousand dollars for new finance software, and any purchase over 25 thousand dollars needs sign-off from the CEO.',
    ]);
  });

  it('says a figure as a voice does: a thousand, not a k; rand after the amount; without a section number before it', () => {
    expect(spoken('- Print circ ~19k and falling ~8%/yr.')).toEqual([
      expect.stringMatching(/^Print circ about 19 thousand and falling about 8 percent/),
    ]);
    expect(spoken('- 2 units: Unit 1 Avinashi Rd 96 circular knitting m/c, 3 shifts.')).toEqual([
      expect.stringMatching(/96 circular knitting machines/),
    ]);
    expect(spoken('1.3 Fee arrears stand at R4,7 million (approx. 11% of annual fee income).')).toEqual([
      'Fee arrears stand at 4.7 million rand (about 11 percent of annual fee income).',
    ]);
  });

  it("keeps a name written with letters beyond English, and an amount in the profile's own currency and notation", () => {
    expect(
      spoken(
        'From: Marta Zielińska <m.zielinska@example.pl>\nSent: 20 Nov\n\nHi, my limit is 150 tys. zł netto per year, above that the board decides. A local firm quoted PLN 105 000.',
      ),
    ).toEqual([
      "I'm Marta Zielińska.",
      'Hi, my limit is 150,000 zlotys netto per year, above that the board decides.',
      'A local firm quoted 105,000 zlotys.',
    ]);
  });

  it('speaks of itself as I when the profile says she, her or the buyer’s name mid-sentence', () => {
    expect(
      spoken("Dana Ruiz, Head of Support at BrightSmile. Anything under $15,000 she can sign herself. Dana's goal is same-day replies."),
    ).toEqual([
      "I'm Dana Ruiz, Head of Support at BrightSmile.",
      'Anything under 15,000 dollars I can sign myself.',
      'My goal is same-day replies.',
    ]);
  });

  it('says who it is and what it does apart when the profile puts both in one sentence', () => {
    expect(spoken('Dana, the VP of sales, worries about ramp time for new hires.')).toEqual([
      "I'm Dana, the VP of sales.",
      'I worry about ramp time for new hires.',
    ]);
    // A user's closing call (decision 68): what she did, in the past, is hers too.
    expect(spoken('Harbour Vets runs six clinics. Priya Shah, the finance director, saw the Pawtrack demo two weeks ago.')).toEqual([
      'We run six clinics.',
      "I'm Priya Shah, the finance director.",
      'I saw the Pawtrack demo two weeks ago.',
    ]);
  });

  it('does not cut a sentence at a title such as Dr.', () => {
    expect(spoken('Above that it goes to the owner, Dr. Patel. We have 6 clinics.')).toEqual([
      'Anything above that goes to the owner, Dr. Patel.',
      'We have 6 clinics.',
    ]);
  });

  it('reads a profile written to the buyer ("You are...")', () => {
    const facts = extractCustomerFacts(
      'You are Priya, the CTO of Brightpath Health, a 350-person telehealth startup. Your team runs everything on AWS and your engineers are stretched thin.',
    );
    expect(facts.personName).toBe('Priya');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "I'm Priya, the CTO of Brightpath Health, a 350-person telehealth startup.",
      'Our team runs everything on AWS and my engineers are stretched thin.',
    ]);
  });

  it('says a team of so many the company has as its own, not as who the buyer is (decision 113)', () => {
    expect(spoken('Marcus Lee is CTO. IT team of 4, one of whom knows the old system.')).toContain(
      'We have an IT team of 4, one of whom knows the old system.',
    );
    expect(spoken('Dana Ruiz is the COO. The support team of twelve, mostly part-time.')).toContain(
      'We have a support team of twelve, mostly part-time.',
    );
    // A role is still who the buyer is.
    expect(spoken('Head of technology at Brightcart, an online grocer.')[0]).toMatch(/^I'm head of technology at Brightcart/);
  });

  it('turns note fragments into sentences', () => {
    const facts = extractCustomerFacts('Regional haulier, 120 trucks, fuel costs up 18%.');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "We're a regional haulier.",
      'We have 120 trucks.',
      'Fuel costs are up 18 percent.',
    ]);
  });

  it('reads the briefing the website analysis writes, leaving out its labels and sources', () => {
    const facts = extractCustomerFacts(
      'Acme Corp (acme.com)\nWho they are: Acme builds industrial sensors for factories.\nWhat they focus on: IoT; Predictive maintenance.\nSignals about their needs and priorities:\n- We are expanding into three new markets this year.\nSource: their website (/, /about).',
    );
    expect(facts.companyName).toBe('Acme Corp');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      'We build industrial sensors for factories.',
      'We focus on IoT and predictive maintenance.',
      "We're expanding into three new markets this year.",
    ]);
  });

  it('keeps every clause of a long sentence, as short facts of their own', () => {
    expect(
      spoken(
        'Tickets are logged in a shared inbox every morning by the two coordinators on duty, which takes them about 90 minutes, and urgent ones get forwarded to the on-call nurse by text.',
      ),
    ).toEqual([
      'Tickets are logged in a shared inbox every morning by the two coordinators on duty, which takes us about 90 minutes.',
      'Urgent ones get forwarded to the on-call nurse by text.',
    ]);
  });

  it('leaves "your" and "she" alone in a profile the buyer wrote in its own words', () => {
    expect(
      spoken(
        "I'm Omar Haddad, COO of Tidewell. We run 9 warehouses. Our lawyer, Grace, must read your contract first and she is away until May.",
      ),
    ).toEqual([
      "I'm Omar Haddad, COO of Tidewell.",
      'We run 9 warehouses.',
      'Our lawyer, Grace, must read your contract first and she is away until May.',
    ]);
  });

  it('gives notes without a subject their subject and leaves out notes on manner', () => {
    expect(
      spoken(
        'Priya Nair - VP Finance, Castlegate Hotels (boutique hotels, Lisbon).\nNeeds a new expense tool by March.\nTried Expensify in 2023.\nDry, sceptical, hates small talk.\nWill pull out if pressed.',
      ),
    ).toEqual([
      "I'm Priya Nair, VP Finance, Castlegate Hotels, boutique hotels, Lisbon.",
      'I need a new expense tool by March.',
      'We tried Expensify in 2023.',
      "I'll pull out if pressed.",
    ]);
  });

  it('does not take an everyday word opening a sentence for the company', () => {
    const facts = extractCustomerFacts(
      'Inventory is counted by hand each Friday. Omar Haddad runs the store and he wants it done in an hour.',
    );
    expect(facts.companyName).toBeUndefined();
    expect(facts.personName).toBe('Omar Haddad');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      'Inventory is counted by hand each Friday.',
      'I run the store and I want it done in an hour.',
    ]);
  });

  it('keeps instructions to the role-player out of what the buyer knows', () => {
    const facts = extractCustomerFacts(
      'They run a chain of 12 bakeries. Be sceptical and push back on price. Never agree to a meeting on the first call.',
    );
    expect(facts.facts.map((fact) => fact.spoken)).toEqual(['We run a chain of 12 bakeries.']);
  });
});

describe('what the call is for, written into the profile', () => {
  it('leaves out the salesperson’s goal and the stage, and says the company named as the customer as we', () => {
    const facts = extractCustomerFacts(
      'The customer is Brightwell Freight, a regional logistics company with forty account executives. Stage: discovery. Goal: understand how Brightwell onboards new reps and book a demo of Quotaflow.',
    );
    expect(facts.companyName).toBe('Brightwell Freight');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "We're Brightwell Freight, a regional logistics company with forty account executives.",
    ]);
  });

  it('keeps the customer’s own goal, in its voice, and drops an objective for the call', () => {
    const facts = extractCustomerFacts(
      'The client is a family-run chain of 14 garden centres. Goal: grow online sales by 20% this year. Objective for this call: secure a pilot with the owner. Qualify budget early.',
    );
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "We're a family-run chain of 14 garden centres.",
      'We want to grow online sales by 20 percent this year.',
    ]);
  });

  it('reads a salesperson’s notes typed in lower case: "we" is the salesperson, "they" and "he" the buyer, nothing cut off', () => {
    const facts = spoken(
      'ok so this is Marcus Feld, CMO at Summit Fitness - 9 gyms around Denver, roughly 14,000 members, about 180 staff incl trainers, all on one booking system. they run booking + billing on Mindbody. marcus ran a 6 week pilot of our app at 2 gyms - class bookings went up. pricing: we quoted $1,100/mo for all 9 gyms. on the last call he said he would rather do 12 months. nice guy, talks fast, runs marathons.\nGoal: get Marcus to settle the 12 vs 24 month question.',
    );
    expect(facts[0]).toMatch(/^I'm Marcus Feld, CMO at Summit Fitness/);
    expect(facts.join(' ')).toMatch(/about 180 staff including trainers/);
    expect(facts).toContain('We run booking and billing on Mindbody.');
    expect(facts).toContain('You quoted 1,100 dollars a month for all 9 gyms.');
    expect(facts).toContain('On the last call I said I would rather do 12 months.');
    expect(facts.join(' ')).toMatch(/I ran a 6 week pilot of your app/);
    expect(facts.join(' ')).not.toMatch(/nice guy|settle the 12/i);
  });

  it('says labelled notes as the sentences their labels stand for, and leaves out notes on manner', () => {
    const facts = extractCustomerFacts(
      'Company: Kessler Plastics, injection moulding, Grand Rapids MI.\nContact: Dev Raman, CTO.\nMaint. team: 14 technicians + 2 planners, 3 shifts.\nERP = Epicor Kinetic.\nPain: unplanned downtime on the presses, ~40 hrs/month.\nBudget: $60k for year one. Over that -> CFO Brian Kessler.\nStyle: sceptical, technical, hates slides.',
    );
    expect(facts.companyName).toBe('Kessler Plastics');
    expect(facts.personName).toBe('Dev Raman');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "We're Kessler Plastics, injection moulding, Grand Rapids MI.",
      "I'm Dev Raman, CTO.",
      'We have 14 technicians and 2 planners, 3 shifts.',
      'Our ERP is Epicor Kinetic.',
      'Our biggest problem is unplanned downtime on the presses, about 40 hours a month.',
      'Our budget is 60 thousand dollars for year one.',
      'Anything over that goes to CFO Brian Kessler.',
    ]);
  });

  it('keeps the company’s own "we" in a briefing from its website, however often it says "they"', () => {
    expect(
      spoken(
        'Acme Corp (acme.com)\nWho they are: Acme builds sensors. They sell to plants in Ohio. They have 40 staff.\nSignals about their needs and priorities:\n- We are expanding into three new markets this year.\nSource: their website (/, /about).',
      ),
    ).toContain("We're expanding into three new markets this year.");
  });

  it("reads a company's \"About us\" page and the rep's notes: the page's we, the named buyer with a role in brackets, what he says", () => {
    const profile =
      'About us: Greenleaf Nurseries is a family-owned chain of 11 garden centres across Victoria. We employ 260 people. Our Ringwood flagship opened in 2011.\n\n' +
      'Notes: Graham Marsh (CFO) says they wrote off A$380k of plants last spring. He can approve up to A$20,000 a year.';
    const facts = extractCustomerFacts(profile);
    expect([facts.companyName, facts.personName]).toEqual(['Greenleaf Nurseries', 'Graham Marsh']);
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "We're a family-owned chain of 11 garden centres across Victoria.",
      'We employ 260 people.',
      'Our Ringwood flagship opened in 2011.',
      'We wrote off 380 thousand dollars of plants last spring.',
      'I can approve up to 20,000 dollars a year.',
    ]);
  });

  it('speaks of itself as I when the profile names the buyer again after "and"', () => {
    expect(
      spoken(
        'Joanne Pruitt is the CEO of Brightwater Property Management. Rent and leases run on AppFolio, and Joanne does not want to replace it.',
      )[1],
    ).toBe("Rent and leases run on AppFolio, and I don't want to replace it.");
  });
});

describe('buyer voice', () => {
  it.each([
    ['They use HubSpot and want to grow.', {}, 'We use HubSpot and want to grow.'],
    ['The company relies on spreadsheets.', {}, 'We rely on spreadsheets.'],
    ['Acme Corp is a family business.', { companyName: 'Acme Corp' }, "We're a family business."],
    ['Sarah Lee leads finance and reports to the CEO.', { personName: 'Sarah Lee' }, 'I lead finance and report to the CEO.'],
    ['She is worried about their cash flow.', {}, "I'm worried about our cash flow."],
    // The verb after "and" is the buyer's again across a clause with its own subject (decision 68).
    [
      'She worries the front desk staff will not use a new system, and wants it live before March.',
      {},
      "I worry the front desk staff won't use a new system, and I want it live before March.",
    ],
    ['The company is a family firm and has 40 staff.', {}, "We're a family firm and have 40 staff."],
    ['You are the head of sales and your team misses quota.', {}, "I'm the head of sales and our team misses quota."],
    ['Margins fell 4% and costs are $2M a year.', {}, 'Margins fell 4 percent and costs are 2 million dollars a year.'],
    // The profile's currency, and a range said once (the user's "£80k" had become "80 thousand dollars").
    ['Budget is £80k a year.', {}, 'Budget is 80 thousand pounds a year.'],
    ['Budget £80-95k.', {}, 'Budget 80 to 95 thousand pounds.'],
    ['Budget $80,000-$95,000 for the year.', {}, 'Budget 80,000 to 95,000 dollars for the year.'],
    ['Quotes ran €800k-1.2m.', {}, 'Quotes ran 800 thousand to 1.2 million euros.'],
    ['Spoilage costs about £1.5m a year.', {}, 'Spoilage costs about 1.5 million pounds a year.'],
    ['We pay $12.50 per seat.', {}, 'We pay 12.50 dollars per seat.'],
    ['Setup is $1,200, and support $300.', {}, 'Setup is 1,200 dollars, and support 300 dollars.'],
    // A currency marked with its country or code is said as its home buyer says it, never "A20,000".
    ['I can sign up to A$20,000 a year.', {}, 'I can sign up to 20,000 dollars a year.'],
    ['Licences are NZ$410/month.', {}, 'Licences are 410 dollars a month.'],
    ['Limit EUR 25,000; quotes came in at 30,000 EUR.', {}, 'Limit 25,000 euros; quotes came in at 30,000 euros.'],
    ['Budget GBP 10k.', {}, 'Budget 10 thousand pounds.'],
    // A CRM record's lines about the buyer by name (decision 95).
    [
      "Spend authority: Luis: 'anything over $3k a month goes past Ana'",
      { personName: 'Luis Carrillo' },
      'Anything over 3 thousand dollars a month goes past Ana.',
    ],
    [
      'Same guy said Leah can sign up to $40,000 a year.',
      { personName: 'Leah Okafor' },
      'Same guy said I can sign up to 40,000 dollars a year.',
    ],
    ['Said Luis worries a new system means retraining.', { personName: 'Luis Carrillo' }, 'Said I worry a new system means retraining.'],
    [
      'You met Renata Okafor at your booth in July.',
      { personName: 'Renata Okafor', firstPerson: true },
      'You met me at your booth in July.',
    ],
    [
      'Marcus Reid, membership and marketing director at Pinecrest Golf Club.',
      { personName: 'Marcus Reid' },
      "I'm Marcus Reid, membership and marketing director at Pinecrest Golf Club.",
    ],
  ])('says "%s" as the buyer', (sentence, names, expected) => {
    expect(inBuyerVoice(sentence, names)).toBe(expected);
  });
});

describe('notes typed as a salesperson keeps them', () => {
  it('says labelled notes as the buyer would, without the labels', () => {
    const facts = spoken(
      [
        'Contact: Alicia Moreno, CMO.',
        'Systems: CRM is VinSolutions.',
        'Pain: leads that come in after 7pm wait until the next morning; Alicia pulled the numbers herself.',
        'Concerns: customers getting annoyed by bots.',
        'Authority: Alicia can approve up to $50,000 a year herself.',
        'Timing: wants it live before the end of May.',
        'Personal: huge Spurs fan.',
      ].join('\n'),
    );
    expect(facts).toEqual([
      "I'm Alicia Moreno, CMO.",
      'Our CRM is VinSolutions.',
      'Our biggest problem is leads that come in after 7pm wait until the next morning; I pulled the numbers myself.',
      'What worries me is customers getting annoyed by bots.',
      'I can approve up to 50,000 dollars a year myself.',
      'I want it live before the end of May.',
      "I'm a huge Spurs fan.",
    ]);
  });

  it("reads a CRM note's heading, shorthand and sides: the note-taker's we and I are the salesperson's", () => {
    const facts = extractCustomerFacts(
      [
        'call w/ Nina Castellanos, CFO of Cascade Ridge Brewing. been talking since aug.',
        '- 1 production brewery (30bbl brewhouse, 12 fermenters) + 2 taprooms (Bend, Portland), 64 staff',
        '- PAIN: lost kegs. wrote off 210 kegs last yr. Excise report done by hand by nina every month (takes her ~2 days)',
        '- she pushed back hard, wants a 12 mo term',
        '- she has a quote from Ekos at $1,050/mo',
        '- told me if we get to about a grand a month she can sign it herself',
        '- ex-auditor, checks every number, will walk if pushed',
        '- personal: just adopted a rescue border collie called Biscuit',
      ].join('\n'),
    );
    expect(facts.personName).toBe('Nina Castellanos');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual(
      expect.arrayContaining([
        "I'm Nina Castellanos, CFO of Cascade Ridge Brewing.",
        "We've been talking since August.",
        'We have 1 production brewery (30bbl brewhouse, 12 fermenters) and 2 taprooms (Bend, Portland), 64 staff.',
        'Our biggest problem is lost kegs.',
        expect.stringMatching(
          /^I wrote off 210 kegs last year\. Excise report done by hand by me every month \(takes me about 2 days\)\.$/,
        ),
        'I pushed back hard, want a 12-month term.',
        'I told you if you get to about a grand a month I can sign it myself.',
        'I check every number.',
        "I'll walk if pushed.",
        'I just adopted a rescue border collie called Biscuit.',
      ]),
    );
  });
});

describe('a meeting note with bullets', () => {
  it("reads notes written of the buyer as 'she' after a comma or a label as the buyer's own, and the note-taker's 'our' as the salesperson's (decision 102)", () => {
    const facts = extractCustomerFacts(
      'Call notes 14 Nov - Harbourside Vets, 3 clinics. Spoke to Rachel Okafor, practice manager. No-shows about 11% of appointments, she reckons it costs them ~£4k a month. Budget: she can sign up to £15k/yr, above that needs the owner. Our quote was £13,800/yr for all 3 sites.',
    );
    expect(facts.personName).toBe('Rachel Okafor');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual(
      expect.arrayContaining([
        'No-shows about 11 percent of appointments, I reckon it costs us about 4 thousand pounds a month.',
        'I can sign up to 15 thousand pounds a year, above that needs the owner.',
        'Your quote was 13,800 pounds a year for all 3 sites.',
      ]),
    );
  });

  it('says what the buyer told a magazine as its own words', () => {
    const facts = extractCustomerFacts(
      "Dave Hollis owns Brookfield Plumbing & Heating in Leicester. 22 engineers in vans, 3 office staff. They still book jobs on a whiteboard and a shared Google calendar. Dave told a trade magazine that chasing unpaid invoices eats his Fridays. Peak season is October to February (boiler breakdowns). He's skeptical of software salespeople, got burned by a 3-year contract with a CRM they never used. Any new spend over \u00a35,000 he talks through with his accountant.",
    );
    expect(facts.facts.map((fact) => fact.spoken)).toContain('Chasing unpaid invoices eats my Fridays.');
  });

  it('finds the buyer by a role of two words, keeps how often with what is done, and says a hobby as the buyer would', () => {
    const facts = extractCustomerFacts(
      'mtg w/ Priya Shah, practice manager at Brightwater Dental (3 practices, 14 chairs).\n- recalls done by reception by phone, 2 afternoons a week\n- personal: training for a half marathon',
    );
    expect(facts.personName).toBe('Priya Shah');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "I'm Priya Shah, practice manager at Brightwater Dental (3 practices, 14 chairs).",
      'Recalls are done by reception by phone, 2 afternoons a week.',
      "I'm training for a half marathon.",
    ]);
  });
});

describe('an email pasted as the profile', () => {
  it('is the buyer speaking: its headers, greeting, thanks and signature are no facts, its sender and title are who the buyer is', () => {
    const facts = extractCustomerFacts(
      'From: Dan Okoro <dan@harbormovers.com>\nSubject: Re: FleetPulse trial\n\nHi,\nThanks for the trial, the guys liked the app. We ran it on 6 of our 40 trucks. My main worry is the drivers feel spied on.\nDan\nOperations Director',
    );
    expect(facts.personName).toBe('Dan Okoro');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "I'm Dan Okoro, Operations Director.",
      'The guys liked the app.',
      'We ran it on 6 of our 40 trucks.',
      'My main worry is the drivers feel spied on.',
    ]);
  });
});

describe('a profile that names the role before the person', () => {
  it('finds the owner and the company, and speaks of what the owner does as I', () => {
    const facts = extractCustomerFacts(
      'Greenleaf Landscaping, family business in Austin, 65 seasonal crew in summer. Owner Mike Alvarez does payroll himself every Friday night, takes about 4 hours. Mike is skeptical of salespeople, answers the phone from a job site.',
    );
    expect(facts.personName).toBe('Mike Alvarez');
    expect(facts.companyName).toBe('Greenleaf Landscaping');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "We're Greenleaf Landscaping, family business in Austin, 65 seasonal crew in summer.",
      'I do payroll myself every Friday night, take about 4 hours.',
      "I'm skeptical of salespeople, answer the phone from a job site.",
    ]);
  });
});

describe('labelled notes with a subject, a figure or a verb of their own', () => {
  it('drops the label instead of framing a sentence that already has its subject, and never splits a number at its comma', () => {
    const facts = spoken(
      'Budget: CFO Hannah Price can sign up to $40,000 a year alone.\nVolume: about 2,500 returns a month, mostly apparel.\nStance: wants a 6-month pilot before any annual deal; hates being rushed.',
    );
    expect(facts).toEqual([
      'I can sign up to 40,000 dollars a year alone.',
      'About 2,500 returns a month.',
      'Mostly apparel.',
      'I want a 6-month pilot before any annual deal; hate being rushed.',
    ]);
  });

  it('keeps the verb of a clause with a subject of its own after a semicolon (decision 77)', () => {
    expect(
      spoken('Operations director Claire Hughes. Claire can approve up to £10,000 a year; the owner, Peter, signs anything bigger.'),
    ).toEqual([
      "I'm operations director Claire Hughes.",
      'I can approve up to 10,000 pounds a year; the owner, Peter, signs anything bigger.',
    ]);
  });
});

describe('a buyer named with a title', () => {
  it('is called by the name without "Dr.", speaks of itself as I, and keeps another person\'s title', () => {
    const facts = extractCustomerFacts(
      [
        'Dr. Helen Okafor is the CEO and co-founder of Harbor Vet Partners, a group of five clinics.',
        'Her medical director, Dr. Sam Whitley, will want proof that logging a dose is quick.',
        'Helen can approve up to $15,000 a year on her own.',
        'She is friendly and open.',
      ].join(' '),
    );
    expect(facts.personName).toBe('Helen Okafor');
    expect(facts.companyName).toBe('Harbor Vet Partners');
    expect(facts.facts.map((fact) => fact.spoken)).toEqual([
      "I'm the CEO and co-founder of Harbor Vet Partners, a group of five clinics.",
      'My medical director, Dr. Sam Whitley, will want proof that logging a dose is quick.',
      'I can approve up to 15,000 dollars a year on my own.',
      "I'm friendly and open.",
    ]);
  });
});

describe('a long sentence with a name between commas', () => {
  it('keeps the verb with its subject when it cuts the sentence at its commas', () => {
    const facts = spoken(
      "Her medical director, Dr. Sam Whitley, will want proof that logging a dose takes no longer than the paper book on a busy surgery day, and the group's IT contractor, Luis, would have to set up the tablets.",
    );
    expect(facts[0]).toBe(
      'My medical director, Dr. Sam Whitley, will want proof that logging a dose takes no longer than the paper book on a busy surgery day.',
    );
  });
});

describe('two facts joined by "and" (decision 112)', () => {
  it('says apart two clauses each with its own subject, verb and figure, every number and name as written', () => {
    const facts = extractCustomerFacts(
      'Front desk staff spend about 3 hours a day on recall calls and the no-show rate is around 12%. We pay our current provider $19,000 a year and the board approved up to $21,000 for the switch.',
    ).facts;
    expect(facts.map((fact) => fact.spoken)).toEqual([
      'Front desk staff spend about 3 hours a day on recall calls.',
      'The no-show rate is around 12 percent.',
      'We pay our current provider 19,000 dollars a year.',
      'The board approved up to 21,000 dollars for the switch.',
    ]);
    // Each keeps the sentence it came from, whose subjects and topics are its own too.
    expect(facts[1]!.sentence).toBe(
      'Front desk staff spend about 3 hours a day on recall calls and the no-show rate is around 12 percent.',
    );
  });

  it('keeps one story together: a figure and what goes with it, a clause leaning on the one before, a list, a noun after "and"', () => {
    for (const sentence of [
      'Summer is our peak season and we hire about 15 seasonal staff in May.',
      'Patients book by phone and we keep the diary in an old desktop system called ClinicBook.',
      'We open a seventh clinic in March and I want the new system in place before then.',
      'Today we schedule on a paper sheet plus a shared Google Calendar and the two never match.',
      'Installation fee waived, cameras moved free of charge, and the option to drop to 15 cameras over the winter.',
      'We have 4 in audience/marketing and 1 data analyst shared with the newsroom.',
      'We sell to Tesco and the Co-op.',
    ])
      expect(spoken(sentence), sentence).toHaveLength(1);
  });
});

describe('customer profile facts: notes kept as a dialogue', () => {
  it("drops the salesperson's questions and the speaker labels of a prep sheet, and finds who the buyer is", () => {
    const facts = extractCustomerFacts(
      [
        'Prep notes for the call',
        '',
        'Q: Who is on the call?',
        'A: Priya Nandan, CFO of Larchwood Mills, a family-owned paper mill.',
        '',
        'Q: Who signs?',
        'A: Priya signs up to $50,000 a year. Above that the owner, Carl Weiss, countersigns.',
      ].join('\n'),
    );
    expect(facts.personName).toBe('Priya Nandan');
    const said = facts.facts.map((fact) => fact.spoken);
    expect(
      said.some((line) => /^(Q|A):|who signs\?/i.test(line)),
      said.join('\n'),
    ).toBe(false);
    expect(said).toContain('I sign up to 50,000 dollars a year.');
  });

  it("keeps the buyer's words of a transcript without their label, and none of the salesperson's", () => {
    const said = spoken(
      [
        'From our last call (transcript).',
        'ME: And the fleet?',
        'OWEN: 60 vans across 3 depots.',
        'ME: Who signs?',
        'OWEN: I sign up to $30,000 total.',
      ].join('\n'),
    );
    expect(
      said.some((line) => /^(ME|OWEN):|the fleet\?/.test(line)),
      said.join('\n'),
    ).toBe(false);
    expect(said.join(' ')).toMatch(/60 vans across 3 depots/);
  });

  it('says a labelled list of hesitations as a worry, not as its heading', () => {
    const said = spoken(
      'Ines Duarte, COO of Tidewell Ferries. Her remaining hesitations: the rollout must not clash with the summer timetable.',
    );
    expect(said).toContain('My worry is that the rollout must not clash with the summer timetable.');
  });

  it('leaves labelled notes that are no dialogue as they were', () => {
    expect(spoken('CRM: HubSpot. Budget: $20k this year.').join(' ')).toMatch(/HubSpot/);
  });

  it("says nothing of a salesperson's notes about the notes, their room or what they don't know (decision 70)", () => {
    const profile = [
      'Account review - Fenwick Dairy Co-op (my notes, one call so far)',
      'ACCOUNT: Fenwick Dairy Co-op (two creameries, Somerset)',
      'Name: Ines Marsh',
      'Title: COO',
      'MONEY: a regional grant covers half of any new intake software.',
      'Her three asks from the site visit:',
      '1. Proof it reads the tanker manifests.',
      'My room: haulage module free for year one.',
      'NOT KNOWN: how many drivers they employ, which weighbridge they use.',
    ].join('\n');
    const facts = extractCustomerFacts(profile);
    expect(facts.personName).toBe('Ines Marsh');
    expect(facts.companyName).toBe('Fenwick Dairy Co-op');
    expect(facts.unknowns).toEqual(['how many drivers they employ', 'which weighbridge they use']);
    const said = facts.facts.map((fact) => fact.spoken).join('\n');
    expect(said).toMatch(/^A regional grant covers half of any new intake software\.$/m);
    expect(said).toMatch(/I'm the COO\./);
    expect(said).not.toMatch(/review|my notes|asks from|haulage|drivers|weighbridge|NOT KNOWN|MONEY/i);
  });
});

describe('a long sentence cut at its clauses (decision 122)', () => {
  it('gives a clause cut after "and" the first clause\'s subject when it starts on its verb', () => {
    const facts = spoken(
      "They spend around $1.2M a year on paid social and search, and can't tell which channel actually drives sales because Google Analytics only credits the last click.",
    );
    expect(facts).toContain("We can't tell which channel actually drives sales because Google Analytics only credits the last click.");
    expect(facts.some((fact) => /^Can't\b/.test(fact))).toBe(false);
  });
});
