import { describe, expect, it } from 'vitest';
import { readClause } from './clause-reading';

describe('clause reading: what the words so far are, from a part-of-speech tagger', () => {
  it.each([
    ['we work with um', 'open'],
    ['and when that happened', 'open'],
    ['hi dana', 'open'],
    ['could i ask', 'open'],
    ['i was looking at your site and', 'open'],
    ['what i hear from other cfos is', 'open'],
    // A question word and a subject: the subject of a sentence still to come, not a question.
    ['what we tend to find', 'open'],
    ['so what i would suggest', 'open'],
    ['what we found was a month off the ramp', 'statement'],
    ['what do we do next', 'question'],
    ['if a new rep takes six months', 'open'],
    ['the setup takes about', 'open'],
    ["we work with don't", 'open'],
    // After an auxiliary, "you" and "it" are the subject: the question's verb is still to come.
    ['so when the quarter closes do you', 'open'],
    ['and how often would it', 'open'],
    ['is there', 'open'],
    ['and are there', 'open'],
    ['is there a catch', 'question'],
    ['how are you', 'question'],
    ['how much is it', 'question'],
    ['how long does it take a new hire to become productive', 'question'],
    ['is that every team', 'question'],
    ['what are you worried about', 'question'],
    ['can you tell me more about that', 'question'],
    ['send me the numbers', 'question'],
    ['yes', 'short-answer'],
    ['of course', 'short-answer'],
    ['tuesday at ten', 'short-answer'],
    ['good point', 'short-answer'],
    ['we have customers in freight', 'statement'],
    // A verb that needs an object (WordNet's sentence frames) has not had it yet.
    ['do you have', 'open'],
    ['i can send', 'open'],
    ['right now your managers probably spend', 'open'],
    ['do you agree', 'question'],
    ['does that work', 'question'],
    ["i don't know", 'short-answer'],
    // ... unless the object came first, the verb is passive or progressive, or "do" stands for a verb said before.
    ['what crm do you use', 'question'],
    ["i'm many managers do you have", 'question'],
    ['it was sent', 'short-answer'],
    ["we're hiring", 'short-answer'],
    ['yes we do', 'short-answer'],
    // Discourse markers preface what is still to be said.
    ['honestly', 'open'],
    ['so basically', 'open'],
    ['um to be fair', 'open'],
    ['actually yes', 'short-answer'],
    ['that makes sense', 'statement'],
    // "is that" inside a clause introduces what follows; it does not tack a question on.
    ['the reason i ask is that most teams', 'statement'],
    // "let me ..." announces the speaker's next words; it asks nothing of the listener.
    ['let me put it another way', 'statement'],
    ['sales teams like yours', 'fragment'],
    ['', 'empty'],
  ] as const)('"%s" is %s', (text, reading) => {
    expect(readClause(text)).toBe(reading);
  });
});
