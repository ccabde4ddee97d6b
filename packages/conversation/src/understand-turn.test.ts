import { describe, expect, it } from 'vitest';
import { asksHowAttemptWent, leadingClause, segmentsOf, understandTurn } from './understand-turn';

/** Turns as the recogniser gives them (lower case, no punctuation, a misheard word) and as typed. */
describe('understanding a salesperson turn', () => {
  it('reads a question from its shape, even without a question mark', () => {
    const reading = understandTurn('and how often do patients not show up');
    expect(reading.asks).toBe(true);
    expect(reading.questionType).toBe('how-often');
    const count = understandTurn('so how many people are on your support team');
    expect(count.questionType).toBe('how-many');
    expect(count.topics).toContain('team');
  });

  it('reads a question after discourse words or a lead-in said before a colon (decision 84)', () => {
    const heard = understandTurn('right and who else would need to sign off on this on your side');
    expect(heard.asks).toBe(true);
    expect(heard.questionType).toBe('who');
    expect(understandTurn("One thing I don't know: who runs your website? We'll need them to put the buy buttons in.").questionType).toBe(
      'who',
    );
    expect(understandTurn('Quick one: how many screens do you run?').questionType).toBe('how-many');
    expect(understandTurn('To check I have it right: is that the full list?').questionType).toBe('yes-no');
    // A recogniser's acknowledgement of the last answer before the next question (decision 115).
    const acknowledged = understandTurn('got it and how many of your jobs are termite versus general pest like percentage wise');
    expect(acknowledged.asks).toBe(true);
    expect(acknowledged.questionType).toBe('how-many');
    expect(understandTurn('wow ok and how are people signing up for shifts right now').asks).toBe(true);
    expect(understandTurn('got it thanks').asks).toBe(false);
  });

  it('reads a "where does ..." question with a misheard word as an open question, not an agenda', () => {
    const reading = understandTurn('and where does that raw says break down for you');
    expect(reading.segments.map((segment) => segment.act)).toEqual(['open-question']);
    expect(reading.questionType).toBe('where');
  });

  it('knows a question wants a sum of money or a date from its wording, not only "how much" and "when"', () => {
    expect(understandTurn('what does the current server cost you to run in a year').questionType).toBe('how-much');
    expect(understandTurn('and what are you guys paying for quick books right now').questionType).toBe('how-much');
    // After a story, "what did that cost you?" asks what it led to.
    expect(understandTurn('what did that cost you').questionType).toBe('what');
    expect(understandTurn("what's driving the timing").questionType).toBe('when');
    expect(understandTurn('what share of your leads come in after seven').questionType).toBe('how-often');
    expect(understandTurn('whats your retention like at the boulder gym').questionType).toBe('how-often');
    expect(understandTurn('is there a date youre working back from').questionType).toBe('when');
    // A clause that sets the question up comes first; the question is what follows it.
    expect(understandTurn("When you've tried software before, what got in the way?").questionType).toBe('what');
    expect(understandTurn('If we did look at this properly, who else would want a say besides you?').questionType).toBe('who');
    // ...also as the recogniser gives it, without the comma (decision 77).
    expect(understandTurn('when you get it wrong what does that cost you').questionType).toBe('what');
    // "How does X decide how much...": how it is done, whatever figure it goes on to name.
    expect(understandTurn('how does each shop decide how much to bake').questionType).toBe('how');
    expect(understandTurn('how much does each shop bake').questionType).toBe('how-much');
  });

  it('tells a day that is past from a day proposed', () => {
    expect(understandTurn('I saw the Spurs won on Saturday. Were you at the game?').dates).toEqual([
      expect.objectContaining({ past: true }),
    ]);
    expect(understandTurn('ok ill send the dpa this afternoon and we check in next tuesday at 10').dates.every((date) => !date.past)).toBe(
      true,
    );
    expect(understandTurn('I spoke to Raj last week. Could we meet on Thursday at 2?').dates).toContainEqual(
      expect.objectContaining({ text: 'Thursday at 2', past: false }),
    );
  });

  it('splits a turn where a question starts mid-sentence', () => {
    expect(segmentsOf('thanks for that so how many agents do you have')).toEqual(['thanks for that', 'so how many agents do you have']);
    expect(segmentsOf('Thanks. How many agents do you have?')).toEqual(['Thanks.', 'How many agents do you have?']);
    expect(segmentsOf('okay understood what are you using right now')).toEqual(['okay understood what are you using right now']);
    // After a preposition "what" opens a clause, not a question.
    expect(segmentsOf('and that price is well within what you can sign yourself')).toHaveLength(1);
    // A recogniser's "which is" after a noun opens a relative clause; after "okay" it asks again.
    expect(segmentsOf('and we are adding text reminders for anniversaries which is really sweet')).toHaveLength(1);
    expect(segmentsOf('we can do tuesday or thursday okay which is better for you')).toHaveLength(2);
    // A phrase without a verb is the question's lead-in, typed or heard (decision 64).
    expect(segmentsOf("On the warehouse side, how many of the returns come back in a state you can't resell?")).toHaveLength(1);
    expect(segmentsOf('on the warehouse side how many of the returns come back in a state you cant resell')).toHaveLength(1);
    expect(segmentsOf('we tried that last year so how many people do you have')).toHaveLength(2);
    // An auxiliary after a question word and its phrase is that question's own, however near the turn's start it opened.
    expect(segmentsOf('ok cool so how much do you spend on controlled drugs every month')).toHaveLength(1);
    expect(understandTurn('ok cool so how much do you spend on controlled drugs every month').questionType).toBe('how-much');
    expect(segmentsOf('right so what kind of volume are you doing')).toHaveLength(1);
    expect(segmentsOf('okay thats what we do do you have a minute')).toHaveLength(2);
    // After "and", a thing named without a verb is what the question after it asks about.
    expect(segmentsOf('and unit one on avinashi road how many machines are there')).toHaveLength(1);
    expect(segmentsOf('thanks for that so how many agents do you have')).toHaveLength(2);
    // A recogniser's "X is Y right" asks the buyer to confirm it; "that's all right" does not.
    expect(understandTurn('and right now dispatch is a whiteboard and a whatsapp group right').asks).toBe(true);
    expect(understandTurn('ok thats all right').asks).toBe(false);
    // A figure guessed and put to the buyer asks for the real one; "what two things matter" asks which things.
    expect(understandTurn("You've got, what, forty technicians in Utrecht?").questionType).toBe('how-many');
    expect(understandTurn('How many members have you even got, like 200?').questionType).toBe('how-many');
    expect(understandTurn('so what two things matter most to you').questionType).toBe('what');
    // Not a greeting, nor a lead-in before an ask of its own.
    expect(segmentsOf('hi dana its jo from slot wise do you have a few minutes')).toHaveLength(2);
    expect(segmentsOf('and in return for that price could we agree on a two year term')).toHaveLength(2);
    // What a thing shows or tells is its object, and "what we do is..." the subject of a statement (decision 97).
    expect(segmentsOf('the tablet logs every delivery so each driver sees what he still has to load before he leaves')).toHaveLength(1);
    expect(segmentsOf('and the report shows who was booked on which van and when')).toHaveLength(1);
    expect(understandTurn('so what we do is we ring each tenant the day before and confirm the slot').asks).toBe(false);
    expect(segmentsOf('it shows your stock so what does that look like for you today')).toHaveLength(2);
  });

  it('knows the social formulas of an opening from a question about the business', () => {
    expect(understandTurn("hi it's sam from quotaflow how's your week going").social).toBe(true);
    expect(understandTurn('good morning how are you to day').social).toBe(true);
    expect(understandTurn('how is your team handling invoices this week').social).toBe(false);
    expect(understandTurn('so how are you storing your project files today').social).toBe(false);
    expect(understandTurn('how are you getting on').social).toBe(true);
    expect(understandTurn("How's the semester treating the AV team?").social).toBe(true);
    expect(understandTurn('hows the season shaping up for you').social).toBe(true);
    expect(understandTurn('how is the new system treating the team').social).toBe(false);
  });

  it("asks after the buyer's life when it asks how something is faring that is no part of the deal (decision 85)", () => {
    // As the recogniser gives them: a contraction opening the question mid-run, a lead-in before it.
    expect(understandTurn("hi sam its lee from rotaline thanks for picking up so quick how's your morning going").social).toBe(true);
    expect(understandTurn('hi dana its lee before we start hows the new puppy getting on').social).toBe(true);
    expect(understandTurn('how was the rest of the trade show').social).toBe(true);
    expect(understandTurn("Before we dig in, how's the taproom been since the summer started?").social).toBe(true);
    expect(understandTurn('busy week for you i bet').social).toBe(true);
    expect(understandTurn('has the weather been kind to you out there').social).toBe(true);
    // The deal and the buyer's business are asked about, not small talk.
    expect(understandTurn('how is the pilot going with your drivers').social).toBe(false);
    expect(understandTurn('how was the demo for the team').social).toBe(false);
    expect(understandTurn('so how is the new scheduling going').social).toBe(false);
    expect(understandTurn('how has the software been since the update').social).toBe(false);
  });

  it('reads a statement with a tag on its end as a yes-or-no question to confirm it, not a repair request (decision 85)', () => {
    const tagged = understandTurn('and the trucks you run are all on diesel right');
    expect(tagged.asks).toBe(true);
    expect(tagged.questionType).toBe('yes-no');
    const summary = understandTurn('so three depots and about sixty drivers did i get that right');
    expect(summary.repairs).toBe(false);
    expect(summary.acts.has('closed-question')).toBe(true);
    // "That's all right", "you did it right" end on "right" without asking anything.
    expect(understandTurn("no worries you're all right").asks).toBe(false);
    expect(understandTurn('you did it right').asks).toBe(false);
  });

  it('reads "is now still a good time" after a greeting as asking for the time, "is now live" as no question (decision 103)', () => {
    // A user's cold call by voice: the recogniser's flat text, the name misheard.
    const heard = understandTurn('hi rachel its bomb harm petpath is now still a good time');
    expect(heard.asks).toBe(true);
    expect(heard.question).toBe('is now still a good time');
    expect(heard.questionType).toBe('yes-no');
    expect(segmentsOf('so the new booking screen is now live on all three sites')).toHaveLength(1);
  });

  it("takes no rudeness from a word cuss only says may be profane, said about the buyer's business", () => {
    expect(understandTurn('how do you keep the controlled drug log today').rudeness).toBe('none');
    expect(understandTurn('how much return abuse do you see in a month').rudeness).toBe('none');
  });

  it("reads a remark about a regulator's rules as no rudeness, and a jab at the buyer's business as rude", () => {
    expect(understandTurn("Anything on the compliance side? I know Louisiana's pretty strict on application records.").rudeness).toBe(
      'none',
    );
    expect(understandTurn('heard your checkout went down and nobody noticed thats pretty embarrassing').rudeness).toBe('sure');
  });

  it('hears contempt in its formulas: blame put on the buyer, a dismissive order, mock disbelief', () => {
    expect(understandTurn("the no-shows, that's on your front desk, pal").rudeness).toBe('sure');
    expect(understandTurn("You're the manager, act like one.").rudeness).toBe('sure');
    expect(understandTurn('Paper rotas? Seriously? What is this, 1990?').rudeness).toBe('sure');
    expect(understandTurn("That delay was on us, and we've fixed it.").rudeness).toBe('none');
    expect(understandTurn('Give me a call when you are back from the trade show.').rudeness).toBe('none');
  });

  it('tells an insulting word from a line that only reads as rude', () => {
    expect(understandTurn('you are an idiot').insults).toBe(true);
    expect(understandTurn('honestly doing invoices in spreadsheets is stupid').insults).toBe(true);
    expect(understandTurn('we can do twelve months at the same monthly price').insults).toBe(false);
  });

  it('finds money in digits and in words, percentages, durations and days', () => {
    const offer = understandTurn('okay if i came in at twenty thousand eight hundred a year would that work');
    expect(offer.quantities).toContainEqual(expect.objectContaining({ kind: 'money', value: 20_800, per: 'year' }));
    const value = understandTurn("that's about $90,000 a year back against a $30,000 licence");
    expect(value.quantities.filter((quantity) => quantity.kind === 'money').map((quantity) => quantity.value)).toEqual([90_000, 30_000]);
    expect(understandTurn('we cut no shows by 30% in six weeks').quantities).toEqual([
      expect.objectContaining({ kind: 'percent', value: 30 }),
      expect.objectContaining({ kind: 'duration', value: 6, unit: 'weeks' }),
    ]);
    expect(understandTurn('could we do thursday at ten').dates.map((date) => date.text.toLowerCase())).toEqual(['thursday at ten']);
  });

  it('reads a price said as people say one, hundreds then the rest ("nineteen fifty a month" is 1,950), not a time or two numbers', () => {
    const money = (text: string) => understandTurn(text).quantities.filter((quantity) => quantity.kind === 'money');
    expect(money('best i can do is nineteen fifty a month on a two year term')).toEqual([
      expect.objectContaining({ value: 1_950, per: 'month', text: 'nineteen fifty' }),
    ]);
    expect(money('we could go to thirty four fifty a sensor')).toEqual([expect.objectContaining({ value: 3_450, per: 'sensor' })]);
    expect(money('call it eight ninety dollars')).toEqual([expect.objectContaining({ value: 890, unit: 'dollars' })]);
    expect(money('could we meet at seven thirty on friday')).toEqual([]);
    expect(money('we run support twenty four seven')).toEqual([]);
  });

  it('reads money marked with its country or code as the currency it is ("A$20,000", "AUD 410", "EUR 25,000", "30,000 NZD")', () => {
    const money = (text: string) =>
      understandTurn(text)
        .quantities.filter((quantity) => quantity.kind === 'money')
        .map(({ value, unit }) => [value, unit]);
    expect(money('we could do it for A$20,000 a year')).toEqual([[20_000, 'dollars']]);
    expect(money("that's AUD 410 a month, or NZ$5k up front")).toEqual([
      [410, 'dollars'],
      [5_000, 'dollars'],
    ]);
    expect(money('EUR 25,000 for the year')).toEqual([[25_000, 'euros']]);
    expect(money('about 30,000 NZD all in')).toEqual([[30_000, 'dollars']]);
  });

  it('reads a smaller amount per month as a price when it is what something costs, not when it counts', () => {
    const kindOf = (text: string) => understandTurn(text).quantities[0]?.kind;
    expect(kindOf('are you happy to go ahead on the proposal, at six hundred and ninety a month for all the practices?')).toBe('money');
    expect(kindOf('for about forty a month you get every site')).toBe('money');
    expect(kindOf('it comes to eighty a seat')).toBe('money');
    expect(kindOf('we see three hundred a month')).toBe('count');
    expect(kindOf('we get about five hundred calls a month')).toBe('count');
  });

  it('tells a day or a time named from a span, by the date reader rather than a word list', () => {
    const specific = (text: string) => understandTurn(text).dates.map((date) => [date.text.toLowerCase(), date.specific]);
    expect(specific('could we do next tuesday at ten')).toEqual([['next tuesday at ten', true]]);
    expect(specific("let's get it signed by Friday")).toEqual([['friday', true]]);
    expect(specific("i'll email you some times for next week")).toEqual([['next week', false]]);
    expect(specific('can we have it signed by the end of the month')).toEqual([['the end of the month', false]]);
    // A part of the day as a length: "a morning of training" is how long, not when.
    expect(specific('your herdsman gets a morning of training on the app')).toEqual([]);
    expect(specific('could we do tuesday morning')).toEqual([['tuesday morning', true]]);
  });

  it('hears hesitation sounds, an apology and an offer made on a condition', () => {
    expect(understandTurn('um i could maybe uh go to thirty nine').hesitations).toBe(2);
    expect(understandTurn('oh sorry about that i know its a lot').apologises).toBe(true);
    expect(understandTurn('if you sign for two years I can bring year one to a hundred and thirty-five').conditional).toBe(true);
    expect(understandTurn('We can add an exit at twelve months if overtime has not dropped ten percent.').conditional).toBe(true);
    expect(understandTurn('i could maybe go to thirty nine if that helps').conditional).toBe(false);
    expect(understandTurn('What if I take ten percent off?').conditional).toBe(false);
    expect(understandTurn('I can send the deck if you like.').conditional).toBe(false);
  });

  it('reads a request for a next step and an agenda', () => {
    expect(understandTurn('could we book a thirty minute demo next thursday at ten').acts.has('next-step')).toBe(true);
    expect(
      understandTurn(
        "i'd love to understand how you handle scheduling today and then see if a next step makes sense is that okay",
      ).acts.has('agenda'),
    ).toBe(true);
  });

  it('hears a reference back to what the buyer said', () => {
    const reading = understandTurn('you mentioned replies take two days what does that cost you', {
      buyerSaid: ['Messages get missed and replies take two days.'],
    });
    expect(reading.refersBack).toBe(true);
    expect(reading.echoed).toEqual(expect.arrayContaining(['repli', 'day']));
  });

  it('knows a repair request, a presence check and a hedge', () => {
    expect(understandTurn('sorry could you say that again').repairs).toBe(true);
    expect(understandTurn('hello are you still there').acts.has('presence-check')).toBe(true);
    expect(understandTurn("i'd have to check with the team but hopefully not long").hedged).toBe(true);
    expect(understandTurn('Let me check on that one with the team.').hedged).toBe(true);
    // A promise to keep in touch is no hedge.
    expect(understandTurn("I'll stay on the account too, and I'll check in with you after wave one.").hedged).toBe(false);
    // A modal softened again promises nothing; a plain offer does.
    expect(understandTurn('Right. Um, I think I could maybe put together something for him, if that helps?').hedged).toBe(true);
    expect(understandTurn('I can put together a one-page summary for him by Friday.').hedged).toBe(false);
    // A figure said and taken back in one breath commits to neither.
    expect(understandTurn('It keeps the records for two years. Or it might be four. Either way you are fine.').hedged).toBe(true);
  });

  it('knows a request to hear the last words again however it is put, and when a turn ends on one', () => {
    expect(understandTurn('sorry, the screen share froze on my end, can you say that last bit again?').repairs).toBe(true);
    const long = understandTurn("I'm sorry, I lost you for a moment there, the signal's spotty where I am. You were saying?");
    expect(long).toMatchObject({ repairs: true, repairsAtEnd: true });
    expect(understandTurn('sorry you cut out there what did you say')).toMatchObject({ repairs: true, repairsAtEnd: true });
    // What the buyer told someone else is a question about that, not a repair.
    expect(understandTurn('What did you say to DRB about it?').repairs).toBe(false);
    expect(understandTurn('I lost you for a second. How many sites do you run?').repairsAtEnd).toBe(false);
  });

  it('reads a question put after "I was wondering," and one about what it is compared with (decision 95)', () => {
    const wondering = understandTurn(
      'So we do automated patching for Windows and Mac laptops, and I was wondering, is patching something you deal with at Northgate?',
    );
    expect(wondering.question).toBe('is patching something you deal with at Northgate?');
    expect(wondering.questionType).toBe('yes-no');
    expect(understandTurn('I was wondering whether you use anything for patching today.').segments).toHaveLength(1);
    expect(understandTurn('Is that within what you can sign?').questionType).toBe('yes-no');
    expect(understandTurn('Is it more than what you pay now?').questionType).toBe('yes-no');
    expect(understandTurn('Can you tell me what you pay now?').questionType).toBe('what');
  });

  it('knows running someone down from a plain comparison', () => {
    expect(understandTurn('Honestly, TallyCo is pretty junk. Their system goes down all the time.').disparages).toBe(true);
    expect(understandTurn("The other two? They're rubbish, you know that.").disparages).toBe(true);
    expect(understandTurn('TallyCo is cheaper up front; we include onboarding and phone support.').disparages).toBe(false);
    // A warning against a competitor, a product called a toy (decision 95).
    expect(understandTurn("Don't even let them in the door. They'll overcharge you.").disparages).toBe(true);
    expect(understandTurn('scale smart is a toy man every yard that bought them regrets it').disparages).toBe(true);
    expect(understandTurn('We save you the overtime you pay now.').disparages).toBe(false);
  });

  it('knows a recap in its words from an opening that asks where the buyer stands', () => {
    expect(understandTurn("Excellent. So, to bring it together: you're billing six hundred families from spreadsheets.").recaps).toBe(true);
    expect(understandTurn('great so um where we landed last week was video interpreters for the wards').recaps).toBe(true);
    expect(understandTurn('As we discussed, the licence covers all five sites.').recaps).toBe(true);
    expect(understandTurn('I wanted to hear where you landed after the trial and get the paperwork moving.').recaps).toBe(false);
    expect(understandTurn('I wanted to pick up where we left off on the proposal.').recaps).toBe(false);
  });

  it('knows a worry waved away from one answered', () => {
    expect(understandTurn("Honestly, drivers always moan at first, they get used to it. It's not really a problem.").dismisses).toBe(true);
    expect(understandTurn("Sure, but that's more of an HR thing, isn't it?").dismisses).toBe(true);
    expect(understandTurn("Pricing's a sales team thing, to be honest, I just do the product side.").dismisses).toBe(true);
    expect(understandTurn("Honestly, it's a good thing you asked: the fee is set per event.").dismisses).toBe(false);
    expect(understandTurn('Honestly, everyone says that, and they always end up loving it.').dismisses).toBe(true);
    // A promise that nothing will go wrong, or that it is usually fine, and "ours are much better" wave the worry away too.
    expect(understandTurn("yeah it's usually fine most schools don't have any problems").dismisses).toBe(true);
    expect(understandTurn("It's a two-year term, but honestly it won't go wrong.").dismisses).toBe(true);
    expect(understandTurn("Sure, but ours are much better, they're fully automatic.").dismisses).toBe(true);
    expect(understandTurn('Not a problem, training for the drivers is included in the first month.').dismisses).toBe(false);
    expect(understandTurn("Yeah, that's what everyone says, mate, but honestly that's just an excuse.").dismisses).toBe(true);
    expect(understandTurn("I'm sure they're fine, but they can't be in eleven gyms at once, can they?").dismisses).toBe(true);
    expect(understandTurn("I'm sure they'd like that. We can set the reminders to go out at nine.").dismisses).toBe(false);
    expect(understandTurn('The drivers see only their own routes; the union rep can have a login too.').dismisses).toBe(false);
  });

  it('hears an insult as surely rude, and a plain pitch as not', () => {
    expect(understandTurn('listen you idiot just book the demo').rudeness).toBe('sure');
    expect(understandTurn('our platform connects to salesforce and cuts reconciliation to an hour').rudeness).toBe('none');
  });

  it('takes the salesperson’s name and company from an introduction', () => {
    expect(understandTurn('hi dana this is sam from brightpath').introduction).toEqual({ name: 'Sam', company: 'Brightpath' });
    // "Sam here from X" after a check of who answered, typed or heard; a company at the end of a sentence keeps no full stop.
    expect(understandTurn('Is that Dana? Sam here from Shiftly.').introduction).toEqual({ name: 'Sam', company: 'Shiftly' });
    expect(understandTurn('is that dana sam here from shiftly').introduction).toEqual({ name: 'Sam', company: 'Shiftly' });
    expect(understandTurn('nobody here from finance has seen it').introduction).toEqual({});
    // A name in letters beyond English is said whole ("Michał", not "Micha").
    expect(understandTurn("Good afternoon Agnieszka, it's Michał from FitPlan.").introduction).toEqual({
      name: 'Michał',
      company: 'Fitplan',
    });
    expect(understandTurn('hi this is hard to explain').introduction).toEqual({});
    expect(understandTurn('hi this is shall from quotaflow').introduction).toEqual({});
  });

  it("reads a wh-clause that is the subject of a statement ('what I'd love to do is...') as no question", () => {
    const agenda = understandTurn("So what I'd love to do is mostly listen: how the front desk runs today. Does that sound okay?");
    expect(agenda.question).toBe('Does that sound okay?');
    expect(agenda.segments[0]!.act).not.toMatch(/question/);
    expect(understandTurn('great so um where we landed last week was video interpreters for all your wards').asks).toBe(false);
    expect(understandTurn('so what i want to know is how do you book them today').asks).toBe(true);
    expect(understandTurn('what are you using today').asks).toBe(true);
  });

  it("keeps a statement whole where a verb follows its subject ('No, no, it was, it's just...')", () => {
    expect(understandTurn("No, no, it was, it's just, we really want your school on board.").segments).toHaveLength(1);
  });
  it('reads a request to tell at a sentence start as an open question, typed or heard, whatever the classifier guessed (decision 88)', () => {
    // Heard for "So, walk me through it. How does a rota get built at one of your hotels?": read as a next step, it was refused.
    const heard = understandTurn("so walk me through it i've got several to get built of one of your hotels");
    expect(heard.segments.map((segment) => segment.act)).toEqual(['open-question']);
    expect(heard.asks).toBe(true);
    expect(heard.questionType).toBe('how');
    expect(understandTurn('talk me through a normal thursday').questionType).toBe('how');
    expect(understandTurn('tell me about the payroll side').questionType).toBe('what');
    // The salesperson offering to tell is no question; nor is a request to tell in the middle of a statement.
    expect(understandTurn('let me walk you through the setup').asks).toBe(false);
    expect(understandTurn("I'd be happy to walk you through it next week.").asks).toBe(false);
  });

  it('splits off a question whose question word is the subject of its verb, not one that is the object of the verb before (decision 88)', () => {
    expect(segmentsOf('you mentioned you tried something before what went wrong with it')).toEqual([
      'you mentioned you tried something before',
      'what went wrong with it',
    ]);
    expect(segmentsOf('you said the rota is a headache what happened last thursday')).toHaveLength(2);
    expect(segmentsOf('it was started by two guys who managed student housing')).toHaveLength(1);
    expect(segmentsOf('and we fixed what broke last week')).toHaveLength(1);
    expect(segmentsOf('the drivers know what happened then')).toHaveLength(1);
    expect(segmentsOf("we'll figure out what works best for you")).toHaveLength(1);
    expect(segmentsOf('yeah fair enough what happened was the van broke down')).toHaveLength(1);
    const heard = understandTurn('you mentioned you tried something before what went wrong with it');
    expect(heard.asks).toBe(true);
    expect(heard.question).toBe('what went wrong with it');
    expect(heard.refersBack).toBe(true);
  });

  it('finds the question after a clause that sets it up, heard without its comma, "who else" too (decision 88)', () => {
    const heard = understandTurn('if you could change something before march who else would need to be involved');
    expect(heard.asks).toBe(true);
    expect(heard.questionType).toBe('who');
    expect(heard.segments.map((segment) => segment.act)).toEqual(['open-question']);
    expect(leadingClause('if you could change something before march who else would need to be involved')).toBe(
      'if you could change something before march ',
    );
    expect(leadingClause('If you did change something before March, who else would need to be involved?')).toBe(
      'If you did change something before March, ',
    );
    // A question word as the subject of its own verb ends the clause as well.
    expect(leadingClause("and when someone can't make a shift what happens").trim()).toBe("and when someone can't make a shift");
    expect(understandTurn("and when someone can't make a shift what happens").questionType).toBe('what');
    expect(leadingClause('so what happens when a case goes missing')).toBe('');
    expect(leadingClause('who else would need to be involved')).toBe('');
  });

  it('knows a question about how an earlier attempt went from one about how an incident went (decision 88)', () => {
    expect(asksHowAttemptWent('What went wrong with it?', 'You mentioned you tried something before. What went wrong with it?')).toBe(true);
    expect(asksHowAttemptWent('you mentioned you looked at something before what put you off')).toBe(true);
    expect(asksHowAttemptWent("When you've tried software before, what got in the way?")).toBe(true);
    expect(asksHowAttemptWent("You tried Dropbox a few years back. Why didn't it stick?")).toBe(true);
    // An incident the buyer told of, and a question about now, are no attempt.
    expect(asksHowAttemptWent('you told me about the walk in at the commissary that died over a weekend what happened there exactly')).toBe(
      false,
    );
    expect(asksHowAttemptWent('What are you using for rotas today?', 'You tried Deputy before. What are you using for rotas today?')).toBe(
      false,
    );
  });
});

describe('a first call as heard (decision 96)', () => {
  it('reads no greeting in a line without a hello word, whatever the classifier made of it', () => {
    const heard = understandTurn('we work with um sales teams like yours');
    expect(heard.acts.has('greeting')).toBe(false);
    expect(understandTurn('We work with, um, sales teams like yours.').acts.has('greeting')).toBe(false);
    // A hello keeps its reading, typed and heard.
    expect(understandTurn('dana this is sam from quotaflow').acts.has('greeting')).toBe(true);
    expect(understandTurn("Hey it's Nina from Nightwatch, I work with operations teams like yours.").acts.has('greeting')).toBe(true);
  });

  it('ends a clause heard without its comma where "do you" asks, its question word misheard', () => {
    expect(leadingClause("and when that happens i'd do you on board new reps")).toBe('and when that happens ');
    const heard = understandTurn("and when that happens i'd do you on board new reps");
    expect(heard.asks).toBe(true);
    // Not a question about when: the clause only sets it up.
    expect(heard.questionType).not.toBe('when');
    expect(leadingClause('when that happens do you train them')).toBe('when that happens ');
  });
});

describe('a brief opener (decision 112)', () => {
  it('reads "I\'ll be quick" before a value line and a question as courtesy, not pressure, typed and heard', () => {
    const typed = understandTurn(
      "I'll be quick. We help dental groups cut no-shows with automatic recall. Could I ask, how do your practices handle recall calls today?",
    );
    expect(typed.tone).not.toBe('pushy');
    const heard = understandTurn(
      'ill be quick we help dental groups cut no shows with automatic recall how do your practices handle recall calls today',
    );
    expect(heard.tone).not.toBe('pushy');
    // False urgency is still pressure.
    expect(understandTurn("I'll be quick, because you need to decide on this today.").tone).toBe('pushy');
    expect(understandTurn('ill be quick cause you really cant afford to wait on this').tone).toBe('pushy');
  });
});

describe('a comment put as a clause (decision 112)', () => {
  it('reads "when you think about it" after a statement as part of it, not a question', () => {
    const turn = understandTurn("That's seventeen grand, which is less than your deductible when you think about it.");
    expect(turn.asks).toBe(false);
    expect(understandTurn('When you think about it, what matters most to you?').asks).toBe(true);
  });
});
