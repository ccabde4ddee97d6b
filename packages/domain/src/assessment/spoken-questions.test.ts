import { describe, expect, it } from 'vitest';
import { countFillerWords } from './filler-words';
import { countQuestions, findQuestions } from './spoken-questions';

describe('questions in unpunctuated speech (the offline recogniser)', () => {
  it.each([
    ['what does your process for invoicing look like today', 1, 'open'],
    ['what are the biggest challenges with that right now', 1, 'open'],
    ['how many employees do you have', 1, 'open'],
    ['what kind of tools do you use', 1, 'open'],
    ['tell me more about that', 1, 'open'],
    ['walk me through how a month end close goes', 1, 'open'],
    ['how is that affecting the team', 1, 'open'],
    ['what would it mean for your team if the month end close took three days', 1, 'open'],
    ['who else needs to sign off i can put together a business case summary for them', 1, 'closed'],
    ['could we book a thirty minute meeting next week to go through it', 1, 'closed'],
    ['do you have a minute', 1, 'closed'],
    ['is that something you are looking at', 1, 'closed'],
    ['does that make sense', 1, 'closed'],
    ['look you need to sign today trust me this is a no brainer can we get the contract signed now', 1, 'closed'],
    ['that makes sense many of our customers use us alongside their current tools what do you like about your current setup', 1, 'open'],
    ['happy to send an email but so i send something relevant how do you handle invoicing today', 1, 'open'],
    // Decision 82: forms a recogniser's flat text keeps, as heard on a user's cold call and as people say them.
    ['how many of those calls would you say you get in a day', 1, 'open'],
    ['what happens when a case goes missing or runs late', 1, 'open'],
    ['what got in the way last time', 1, 'open'],
    ["so what's your budget for this", 1, 'open'],
    ['how do people buy tickets today', 1, 'open'],
    ['and what would success look like for you', 1, 'open'],
    ['so on a scale of one to ten how important is solving this', 1, 'open'],
    ['would it be worth a twenty minute demo next wednesday at two', 1, 'closed'],
    ['would tuesday or wednesday morning work', 1, 'closed'],
    ['does maria have time for that this week', 1, 'closed'],
    ['hi is this walter', 1, 'closed'],
    ['have i caught you at an okay time', 1, 'closed'],
    ["anything else you'd want to see before the trial", 1, 'closed'],
    ['sound good', 1, 'closed'],
    ['oh hang on are you still there', 1, 'closed'],
    ["you're on esri right", 1, 'closed'],
    ['if the certificate checks out are you happy to go ahead with eight seats', 1, 'closed'],
    ['and when a farmer rings up for a part what happens', 1, 'open'],
    // Decision 103: a question after a complete clause, with no acknowledgement before it (user checks by voice).
    ['hi rachel its bomb harm petpath is now still a good time', 1, 'closed'],
    ['so last time you said the no shows were close to new about four thousand a month is that still the big one', 1, 'closed'],
    ['so the quote was thirteen thousand eight hundred a year for all three sites does that still work for you', 1, 'closed'],
    ["i bet she knows every client by their dog's name would it make sense for leanne to join", 1, 'closed'],
    ['you mentioned theft from sites has that caused any trouble with your insurer', 1, 'closed'],
    ["that's fair and worth knowing what got in the way last time", 1, 'open'],
    ['the worst outcome would be disruption in july what would make you comfortable', 1, 'open'],
    ["lovely i'll send the notes over today and you can have a look yeah", 1, 'closed'],
    ["i'll show you three things and then we agree how we move forward okay", 1, 'closed'],
  ] as const)('%s: %i %s', (text, count, kind) => {
    expect(findQuestions(text).map((question) => question.kind)).toEqual(Array(count).fill(kind));
  });

  it('counts each question of a turn once', () => {
    expect(countQuestions('what do you use today and how is that working and who else is involved')).toBe(3);
    expect(countQuestions('okay so what are your goals this year and does that fit the budget')).toBe(2);
  });

  it.each([
    'so basically what we do is we have this platform and it does a lot of things',
    'hi this is sam from quotaflow thanks for taking my call',
    'i will be brief the reason i am calling is we help finance teams cut the time they spend reconciling invoices',
    'i understand it is four hundred dollars a month and it pays for itself within a quarter',
    'i think you would love it too because there is so much it can do for you',
    'we can do an annual term with an exit clause after six months',
    'our platform automates invoices',
    'we have features like dashboards and reports',
    'let me describe how it works',
    'you know we do you know',
    'would love to show you how it works',
    'the thing is this price expires at five today',
    'anyone who clicks gets a two minute lesson right then',
    "here's what's included in the plan",
    'what happens is the van only goes to the machines that need filling',
    'right',
    'i think it can do that yeah',
    "doesn't matter it's less with us",
    // Decision 103: a clause's own 'is that', an embedded question, a relative 'which', an 'okay' that is a state.
    'the point is that the price drops after year one',
    "so what i'm hearing is that price is really important to you",
    'i know what would help your team most',
    "if you sign this month it's fifteen percent off which makes it a really good deal",
    "bye joanne i hope she's okay",
    'we can make it work for you',
    'it does the job for most of our customers',
  ])('no question in: %s', (text) => {
    expect(countQuestions(text)).toBe(0);
  });
});

describe('questions in punctuated text', () => {
  it("trusts the punctuation: one question per '?'", () => {
    expect(findQuestions('Thanks for your time. What does your process look like? And who signs off?')).toEqual([
      { text: 'what does your process look like?', kind: 'open' },
      { text: 'and who signs off?', kind: 'closed' },
    ]);
  });

  it('reads the kind from the clause holding the question', () => {
    expect(findQuestions('Okay, so how does it work today?')[0]?.kind).toBe('open');
    expect(findQuestions('If we solved that, what would it mean for you?')[0]?.kind).toBe('open');
    expect(findQuestions('Is that fair?')[0]?.kind).toBe('closed');
  });

  it('counts a statement with a question form but no question mark as none', () => {
    expect(countQuestions('What we do is simple. We cut close time in half.')).toBe(0);
    expect(countQuestions('Tell me more? Really?')).toBe(2);
  });
});

describe('filler words', () => {
  it.each([
    ['um so uh we help teams', 2],
    ['basically it is actually quite literally simple', 3],
    ['so like we could um like do it', 3],
    ['it is you know really good you know', 2],
    ['it is kind of expensive and sort of slow', 2],
    ['i mean it works', 0],
    ['i mean we could try', 1],
    ['hmm erm ah', 3],
  ])('%s: %i', (text, count) => {
    expect(countFillerWords(text)).toBe(count);
  });

  it.each([
    'we have features like dashboards and reports',
    'i would like to book a meeting',
    'do you know who signs off',
    'i will let you know tomorrow',
    'you know what the problem is',
    'what kind of tools do you use',
    'all kinds of things',
    'that is what i mean',
    'umbrella',
  ])('no filler in: %s', (text) => {
    expect(countFillerWords(text)).toBe(0);
  });
});
