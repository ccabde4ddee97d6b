/**
 * A thirteenth hesitant-speech set, written and committed before any detector heard it, by someone who had
 * not read the end-of-turn rules and read only the format of `fresh-callers-10.ts` (decision 104): unseen
 * until decision 114 made it a tuning set.
 * A different call from the other sets (discovery, a negotiation, a renewal, a demo follow-up, a cold
 * call to a facilities manager, a closing call with procurement, a complaint turned upsell, a price
 * increase to a hotel, a web-form follow-up with an accountant): a save call to a school after a
 * renewal went wrong. Sam, an account manager at Copyline (managed printing for schools: copiers,
 * toner, a service contract), rings Janet, the school business manager at a secondary academy in
 * Leeds. Her contract renewed itself on the first of September for three years with no review, the
 * colour rate went from four point two pence a page to six and a half, the reprographics copier has
 * jammed since October, the engineer missed two visits, and she has sent three emails and is weighing
 * the service clause that lets her leave. It is a fortnight before the mocks; the bell goes, she has
 * break duty, the line cuts out. Sam apologises without excuses and goes through three things: an
 * engineer (Graham) at ten past eight tomorrow with a loan machine the same day if needed, the old
 * rate back-dated to September (about eleven hundred and forty pounds in credit) with a wrongly
 * charged scanning fee taken off, and himself as the one contact instead of the helpdesk. He asks for
 * till the end of January, offers to help with the exit himself if it is not sorted, reads out his
 * mobile number, and books Tuesday at quarter to four in her office with her and the head, Mr Daniels.
 *
 * The caller stops where people do on the phone. Counts by pause kind (199 pauses): 36 after a
 * complete sentence that the caller carries on from ("That makes sense. {1200} And the other thing
 * is", "Have you, {500} um, {700} given notice yet? {700} Or are you still deciding?"); 27 after a
 * filler ("um,", "uh,", "So,", "Oh,"); 20 after an opener or aside that breaks in ("Sorry,", "I
 * know,", "Look,", "honestly,", "Hang on,", "No,", "say,", "is it two weeks,", "and one last
 * thing,"); 17 after a clause or phrase that could have ended the turn, with a comma, before it goes on
 * ("I've checked the job sheets, {600} and", "you ring me, {300} not the helpdesk"); 14 after a
 * conjunction ("and", "so", "because", "Because"); 12 after a preposition ("for,", "from,", "at,",
 * "in,", "to,", "about,", "with"); 11 after a list item (dates, prices, "Or Wednesday, {450} or
 * Thursday,", "tomorrow, {350} ten past eight, {400} Graham"); 9 after a phrase put in front of the
 * main clause ("First of all,", "On the invoices,", "For the loan machine,"); 9 after a subject
 * before its verb; 9 after a verb before its object or complement ("is go through,", "getting,",
 * "Did you say", "Have you got,"); 9 while a number is read out or recalled ("let me see,", "let me
 * work it out,", "what,", the mobile number in three groups); 7 after a turn-opening "Okay,",
 * "Right,", "Great," or "So,"; 4 after a lead-in ("So what I'd like to do", "What I'm asking for");
 * 4 after an "if" clause before its main clause; 3 after an address term and its comma ("Hi Janet,",
 * "Janet,", "Thanks, Janet,"); 3 after "Could I ask,"; 3 after a determiner ("a,", "the,"); 1 inside
 * a relative clause ("the one that"); 1 after a false start before its repair ("I'll, {500} let me
 * just write that down"). Pauses of 300-1300 ms. The complete turns are statements, reactions and
 * questions (open, closed, a tag, a statement said as a question, either-or), two long ones without a
 * pause, one that ends on a trailing "so." and two on a trailing "or?" where Sam has finished, and
 * short answers ("Yes.", "Sure.", "No.", "No, not yet.", "Okay, go on.", "Tuesday works."). Voices
 * awb first (fresh-10 was kal16 first). The room 1 dB louder than the existing set's (fresh-10's was
 * 2 dB quieter, fresh-9's 2 dB louder): Sam rings from the open-plan office at Copyline's Leeds depot,
 * next to the workshop, so the pauses carry a little more room (`FRESH_11_ROOM_GAIN`). Same notation
 * as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 74 turns, 199 pauses of 300-1300 ms. */
export const FRESH_11_HESITANT_TURNS: readonly string[] = [
  "Hi Janet, {600} it's Sam Whitfield from Copyline. {800} I think you've been trying to get hold of us.",
  "Sorry, {300} is this a bad time? {700} I know it's nearly break.",
  "So, {600} um, {1100} I've read all three of your emails. {900} And I'm not going to make excuses.",
  "First of all, {600} I'm sorry. {1000} That's not how this should have gone.",
  "Could I ask, {700} just so I've got it right, {500} when did the machine in reprographics {450} first start jamming?",
  'And the engineer was booked for, {500} um, {800} the fourteenth of October, {600} and then again on the twenty-first?',
  "He didn't turn up either time. {800} I've checked the job sheets, {600} and there's no visit logged.",
  "That's on us, {500} and {900} there's no other way to put it.",
  'And the renewal, {600} I can see it went through on the first of September, {500} uh, {700} automatically.',
  'The colour rate went from, {500} let me see, {900} four point two pence, {300} to six and a half.',
  'You should have had a review before that happened. {800} Whoever was looking after you then {600} should have rung you in July.',
  "I know, {350} I know you've heard that from us before.",
  "So what I'd like to do {700} is go through, {500} um, {700} three things. {800} And then you tell me if I've missed anything.",
  "The first one is the machine. {1000} I've got an engineer booked for tomorrow at, {500} uh, {700} ten past eight, {500} before the kids are in.",
  "His name's Graham, and {700} he's our senior engineer for, {500} um, {600} the whole of West Yorkshire.",
  "And if he can't fix it there and then, {700} we'll swap it for a loan machine {400} the same day.",
  'Sorry, {500} was that the bell? {800} Do you need to go?',
  "No, {400} honestly, {600} take your time. {900} I'll hold on.",
  'Okay, {500} um, {1100} sorry, {400} where was I?',
  "Right, {600} the second thing is the rate. {800} I've spoken to my manager, {500} and we're putting you back on the old pricing.",
  "So that's four point two for colour, {600} point six of a penny for mono, {500} and it's backdated to the first of September.",
  'Which, by my numbers, {600} comes to, {500} um, {800} about eleven hundred, {600} eleven forty {500} in credit.',
  "I'll put that in writing today, so {800} you'll have it before you leave tonight.",
  "And the third thing, {600} which is probably the one that {700} matters most to you, {500} is that you'll deal with one person. {800} And that's me.",
  "You won't be ringing the helpdesk and {500} getting, {600} um, {700} someone different every time.",
  'Could I ask, {600} roughly how many copies go through reprographics, {500} in a normal week?',
  "Because {700} with the mocks coming up in, {500} is it two weeks, {600} I'm guessing that's going to double.",
  'That makes sense. {1200} And the other thing is {600} the toner.',
  "Are you still ordering toner through the portal, {500} or by email? {700} Because the portal, {600} uh, {700} I'll be honest, {600} it's not great.",
  'I can set it up so it, {500} um, {700} orders itself when you get down to, {500} say, {500} twenty percent.',
  'Janet, {600} can I ask you something? {1000} Have you, {500} um, {700} given notice yet? {700} Or are you still deciding?',
  "No, {400} that's completely fair. {900} I'd be doing the same in your shoes.",
  "The contract's got a, {500} um, {700} a service clause in it. {800} Two missed visits in a row {600} would trigger it, {500} to be fair.",
  "So I'm not going to pretend {600} you're stuck with us. {1100} You're not.",
  "What I'm asking for {700} is till the end of January. {800} If it's not sorted by then, {700} I'll help you with the exit myself.",
  'Does Mr Daniels, {500} um, {700} has the head seen your emails yet?',
  "Because I'd like to, {600} uh, {600} come in and see you both. {800} In person, {500} I mean.",
  'Would after school work? {700} Say, {500} Tuesday at quarter to four?',
  "Or Wednesday, {450} or Thursday, {350} whatever's easiest with your duties.",
  'Tuesday at quarter to four, {500} in your office, {600} with you and Mr Daniels.',
  "And I'll bring the credit note, {600} the new rate card, {500} and, {500} uh, {700} Graham's report from tomorrow.",
  'Uh, {1300} sorry, {500} you cut out for a second there.',
  "Did you say {600} the staff room one's playing up as well?",
  "Right, {400} I'll get Graham to look at that one too, {500} while he's in.",
  'Is it the, {500} um, {700} the little one by the kettle?',
  "Okay, {500} I'll, {500} let me just write that down.",
  "On the invoices, {600} there's also the, {500} uh, {700} the scanning charge you asked about.",
  "That shouldn't be there. {900} Scanning's included, {350} it always has been.",
  "So I'll take that off as well. {800} It's, {500} let me work it out, {1200} about sixty pounds a term.",
  'With the mocks, {600} I can also send you a second machine on loan for, {500} um, {700} the two weeks.',
  "Because {600} honestly, {500} if reprographics goes down during mocks, {800} that's your week gone.",
  "And about, {500} um, {700} the three-year term, {600} I can't cut it on the phone. {800} But I can take it to my director this week.",
  "I'd rather you stayed because {600} it's working, {500} not because {500} you're tied in.",
  "That's fair, because {800} I'd want that in writing too.",
  "Sorry, {500} I know you've got, {500} um, {600} break duty, so {700} I'll be quick.",
  "For the loan machine, {600} we'd need someone to sign for it at {600} reception. {700} Is that still Karen?",
  "And she's there from, {400} what, {700} half seven?",
  "Great, {600} I'll ring her this afternoon, {500} and {500} let her know Graham's coming.",
  "I know, {600} it's the third time someone's said that to you. {900} I get it.",
  "The difference this time {700} is I've put my name on it, and {600} my mobile.",
  "It's oh-seven-seven-oh-two, {600} four-one-eight, {600} nine-nine-three.",
  'Have you got, {500} um, {600} a pen handy?',
  "Look, {600} I'm not expecting you to trust us overnight. {900} I'd just like the chance to show you.",
  'So, {600} tomorrow, {350} ten past eight, {400} Graham. {800} Then Tuesday at quarter to four with me.',
  'And if anything goes wrong before then, {700} anything at all, {500} you ring me, {300} not the helpdesk.',
  "Thanks, Janet, {600} really. {800} I know you didn't have to take this call.",
  "Oh, {500} and one last thing, {600} do you want Graham's report sent to you, {500} or to Mr Daniels as well?",
  "Because {900} what I don't want {600} is you hearing it from the staff first. {800} You should hear it from me.",
  'Could I ask, {600} would it help if I, {500} uh, {700} put something in writing for the governors?',
  "And with {600} the budget the way it is this year, {600} I know every penny {600} gets looked at. {800} So I'll itemise the credit.",
  "We've had a couple of schools in, {500} uh, {700} Bradford with the same model. {800} It was a firmware thing in the end.",
  "It's not an excuse. {800} But it means Graham knows what he's looking for.",
  'Hang on, {500} let me just pull up your account. {1300} Right, {500} got it.',
  "I'm sorry again. {1100} Speak to you Tuesday.",
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 51 turns, 33 without a question mark. */
export const FRESH_11_COMPLETE_TURNS: readonly string[] = [
  "Hi Janet, it's Sam from Copyline.",
  'Is this a bad time?',
  "I've read all three of your emails.",
  'Yes.',
  'When did it first start jamming?',
  'Sure.',
  "That's on us.",
  'How many copies go through in a normal week?',
  'Mm, I hear you.',
  'Did the engineer ever ring you?',
  'Right.',
  'No, not yet.',
  'Okay, go on.',
  'Tuesday works.',
  'Is that the bell?',
  'Have you given notice yet?',
  'I completely understand.',
  "We'll backdate the credit to September.",
  "You've had two missed visits, haven't you?",
  'Of course.',
  'Is Karen still on reception?',
  'Which one is it, the big one in reprographics or the one in the staff room?',
  'Absolutely.',
  "That shouldn't have happened.",
  'Graham will be there at ten past eight.',
  'Does Mr Daniels know?',
  'Fair enough.',
  'Sorry, go on.',
  'No.',
  'Thanks, Janet.',
  "So the staff room one's broken as well?",
  "I'll send the credit note today.",
  "What I'd like to do is get Graham in tomorrow morning before the students arrive, put you back on the old rate from the first of September, take the scanning charge off, and then sit down with you and the head on Tuesday so you can decide properly whether you want to stay with us.",
  'I just wanted to ring you myself rather than send another email, so.',
  'Do you want me to call back after break, or?',
  'Would you rather I emailed or rang?',
  "If the machine in reprographics still isn't right by Friday, we'll replace it with a new one at no cost to the school, and you can keep the loan machine in reprographics until the mocks are over as well.",
  'Okay, speak Tuesday.',
  'Makes sense.',
  'Quarter to four it is.',
  'Is it paper jams or is it the finisher?',
  "That's completely fair.",
  'Have you got a pen?',
  'No rush.',
  "I'll let you get to break duty.",
  "Yes, that's right.",
  'Sure, I can do that.',
  "How's the budget looking this year?",
  'Shall I copy Mr Daniels in, or?',
  'Brilliant, thank you.',
  "Is there anything else I've missed?",
];

/** How much louder the room is under this set than under the existing set: +1 dB (louder). */
export const FRESH_11_ROOM_GAIN = 1.12;
