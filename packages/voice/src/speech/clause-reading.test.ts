import { describe, expect, it } from 'vitest';
import { readClause } from './clause-reading';

describe('clause reading: what the words so far are, from a part-of-speech tagger', () => {
  it.each([
    ['we work with um', 'open'],
    ['and when that happened', 'open'],
    ['hi dana', 'open'],
    // A greeting and a word: an address, whatever the recogniser made of the name.
    ['morning roof', 'open'],
    ['good afternoon data', 'open'],
    ['good morning', 'short-answer'],
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
    // A comment clause after a clause (decision 87): the clause may go on, so it is no closed end or answer.
    ["it's been a rough few weeks for everyone you know", 'statement'],
    ['it is what we should do you know', 'statement'],
    ["it's the potatoes i'd worry about you know", 'open'],
    ["i don't want it to come across as you know", 'open'],
    ['we can do that i mean', 'statement'],
    ['how long does it take you know', 'question'],
    ['do you know', 'question'],
    ['you know', 'open'],
    // A focusing adverb before what it picks out, and an ordinal opener.
    ["it's just", 'open'],
    ["i've just", 'open'],
    ['first of all', 'open'],
    ['how are you', 'question'],
    // A question word and its copula run together (decision 117); alone, or before a determiner, it still waits.
    ["what's the worst bit of january for you", 'question'],
    ["how's the team getting on with it", 'question'],
    ["what's the", 'open'],
    ["who's", 'open'],
    ['how many vans are you running now', 'question'],
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
    // "is that" inside a clause introduces what follows; it does not tack a question on.
    ['the reason i ask is that most teams', 'statement'],
    // "let me ..." announces the speaker's next words; it asks nothing of the listener.
    ['let me put it another way', 'statement'],
    ['sales teams like yours', 'fragment'],
    // A main clause whose last phrase is closed: a pronoun object, a predicate adjective, a verb that needs nothing more, a time adverbial.
    ['we can do that', 'closed-statement'],
    ['that would be great', 'closed-statement'],
    ['i think that would work', 'closed-statement'],
    ['we renewed last march', 'closed-statement'],
    ['i will send the summary today', 'closed-statement'],
    // "that" and "this" go with no plural noun: "works" is their verb ("that works", not "those works").
    ['that works for us', 'closed-statement'],
    // ... not when a noun ends it, nor when its last phrase has not had what it needs ("that" after a noun opens a relative clause).
    ['i was looking at your site that', 'open'],
    ['we have about that', 'statement'],
    ['our pricing is per seat per month', 'statement'],
    // A restart ("could help you could help") or an aside ("what was it") inside: more is coming.
    ['i think we could help you could help', 'statement'],
    ['we quoted you for what was it', 'statement'],
    ['just to make sure i follow', 'statement'],
    // Decision 61. A verdict on what was just said ends on its noun; "you" is the object of a subject's verb (not of "ask" or "tell").
    ["that's a fair point", 'closed-statement'],
    ['that is a good question', 'closed-statement'],
    ['that makes sense', 'closed-statement'],
    ['right i hear you', 'closed-statement'],
    ['i wanted to ask you', 'statement'],
    ['i could send you', 'statement'],
    ['we can help you', 'closed-statement'],
    ["that's the main thing is budget", 'statement'],
    // ... and "that" after a preposition may be a determiner ("about the," heard "about that"), "let me see" looks for what comes,
    // a part of the day needs its determiner ("two mornings," heard "to morning").
    ['i was going fast about that', 'statement'],
    ['thing is when music drops like that', 'statement'],
    ['your on let me see', 'open'],
    ['just let me know', 'statement'],
    ['we do tool to morning', 'statement'],
    ['we can send it this afternoon', 'closed-statement'],
    ['we can meet tomorrow morning', 'closed-statement'],
    // A verb of telling or asking and whom to, or a question word and its copula, wait for the rest ("Tell me, ...", "Who's, ...").
    ['tell me', 'open'],
    ["who's", 'open'],
    ['what is', 'open'],
    ['can you tell me more', 'question'],
    ['who is it', 'question'],
    // A reaction with its subject left out, its verb agreeing with a "that" never said.
    ['makes sense', 'short-answer'],
    ['works for me', 'short-answer'],
    ["there's one thing", 'statement'],
    // Words out of English order are the recogniser's guesses, no question and no answer.
    ["i'm are you", 'fragment'],
    ['could i us', 'fragment'],
    ["i'd be install", 'fragment'],
    ["i'm not sure", 'short-answer'],
    ['it will be fine', 'closed-statement'],
    // Read from what was said, not misheard: a subject that is a noun phrase, an adverb-tagged complement, an opening "thanks".
    ['next week is fine', 'closed-statement'],
    ['that sounds right', 'closed-statement'],
    ['thanks that is really helpful', 'closed-statement'],
    ['it takes about two weeks to set up', 'statement'],
    ['do you want the fuel cards or not', 'question'],
    ["we'll do it", 'short-answer'],
    ['hi maria how are you', 'question'],
    ['what would may vision easy yours', 'question'],
    // An auxiliary and its subject wait for the verb; "that" right after an auxiliary is the subject, not an object said first.
    ['would you', 'open'],
    ['does that do', 'open'],
    ['does that work', 'question'],
    ['there are', 'open'],
    // "have" opens a question as the perfect's auxiliary, with a participle to come.
    ['have you seen the quote', 'question'],
    ['have you got a minute', 'question'],
    ['we have we land', 'closed-statement'],
    // Decision 72. A preposition is stranded only by a question word that is its object: the question has a subject of its own.
    ['who else would be involved in', 'open'],
    ['who else should i talk to', 'question'],
    ['which tools do you work with', 'question'],
    // An auxiliary tacks a question on only with a subject it agrees with ("is we", "do that" are no question).
    ['what we do is we presented on each unit', 'statement'],
    ['and the install we do that too', 'statement'],
    ['the price stays the same does that work for you', 'question'],
    // A negative auxiliary and its pronoun at the end are a tag question.
    ["it was closer to five thousand wasn't it", 'question'],
    ["you'd rather wait until the new budget wouldn't you", 'question'],
    // "i've", "we've": subjects, so "what i've ..." is a clause still waiting for its verb, not a question.
    ["what i've come to us", 'open'],
    ["so where we've landed does", 'open'],
    // A conjunction and then an adverb or a discourse marker: the next clause is still to come.
    ['and maybe', 'open'],
    ['and then', 'open'],
    ['i hear that a lot and to be honest', 'open'],
    ['do you want the fuel cards or not', 'question'],
    // A word said twice at the end is a restart.
    ['near you have have', 'open'],
    ['is it the the', 'open'],
    ['no no', 'short-answer'],
    // "let's" with a verb phrase that closes proposes it; "let's see" looks for what comes.
    ["let's do it", 'closed-statement'],
    ["let's see", 'open'],
    ["let's", 'open'],
    // Decision 98. A question word and its verb before a copula say what happened (a pseudo-cleft): a statement.
    ['so what happened was the big way on your roof', 'statement'],
    ['what worries me is the cost', 'statement'],
    ['what happened', 'question'],
    // An auxiliary opens a question only before its subject, and an auxiliary right after its subject tacks none on.
    ['can be a tone', 'statement'],
    ['i did you your email about told us', 'closed-statement'],
    // A question word and only its auxiliary, or "do" or a modal with no verb after its subject: the question is still to come.
    ['who else would', 'open'],
    ['but when do', 'open'],
    ['how long does', 'open'],
    ['what does a as an existing customer', 'open'],
    ['would five days a week work for you', 'question'],
    // After a preposition (not "to") a word is a noun, not a verb still owed its object.
    ['does alan still sign off on spend', 'question'],
    ['we want to spend', 'open'],
    // "have got" is "have", and owes its object.
    ["we've got", 'open'],
    ["we've got it", 'short-answer'],
    // A negated phrase answers; "no" and a determiner corrects, and goes on.
    ['not a problem', 'short-answer'],
    ['no the training', 'fragment'],
    // A number may be a subject; "that" and a noun judge what was said; a day after the object says when.
    ["eight o'clock works", 'closed-statement'],
    ["that's a shame", 'closed-statement'],
    ["that's a fair", 'statement'],
    ["we'll see you thursday", 'closed-statement'],
    // Decision 107. A focusing adverb after its subject or verb, "that" after a noun, a demonstrative asked about alone,
    // a subject with no verb: what they go with is still to come.
    ["it's only", 'open'],
    ['our customers are mostly', 'open'],
    ['email mostly', 'short-answer'],
    ['is there anything that', 'open'],
    ['the bit that', 'open'],
    ['is this', 'open'],
    // After an opener too (decision 117: fresh-10's "Sorry, {500} is that, {400} have you got someone with you?").
    ['sorry is that', 'open'],
    ['sorry is it', 'question'],
    ['is it', 'question'],
    ['is that right', 'question'],
    ['we well', 'open'],
    ['we also', 'open'],
    ['me too', 'short-answer'],
    ["i'll send you", 'statement'],
    ["i'll call you", 'short-answer'],
    ['thank you', 'short-answer'],
    ['', 'empty'],
  ] as const)('"%s" is %s', (text, reading) => {
    expect(readClause(text)).toBe(reading);
  });
});
