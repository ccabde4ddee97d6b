/**
 * A twelfth hesitant-speech set, written and committed before any detector heard it, by someone who had
 * not read the end-of-turn rules and read only the format of `fresh-callers-9.ts`: unseen until decision 104 made it a tuning set.
 * A different call from the other sets (discovery, a negotiation, a renewal, a demo follow-up, a cold
 * call to a facilities manager, a closing call with procurement, a complaint turned upsell, a price
 * increase to a hotel): a follow-up to an inbound web-form lead, with a distracted owner. Tom, who
 * sells Ledgerline (practice software for small accountancy firms: a client portal, deadline
 * reminders, time tracking, e-signatures) from home, rings Helen, who runs a four-person practice in
 * Stockport and filled in the website form at quarter past eleven on a Sunday night. It is the run-up
 * to the January self-assessment deadline: she is on spreadsheets, email and a shared drive, her
 * other phone keeps going and someone comes to her desk, so Tom stops, waits, finds his place again
 * and hurries. He walks her through the portal, the reminders (payroll and pensions deadlines too),
 * Making Tax Digital, the migration, the time tracking and the price (thirty-two pounds a user a
 * month on the annual plan, thirty-eight monthly, no contract), advises setting up in February
 * rather than mid-January with a trial on ten clients now, offers a reference practice in
 * Macclesfield, reads out his mobile number, and books Thursday at half two on Teams with Helen and
 * Dawn, her bookkeeper.
 *
 * The caller stops where people do on the phone. Counts by pause kind (173 pauses): 37 after a
 * sentence or clause that could have ended the turn but goes on (2 after a full stop: "We do the
 * payroll deadlines. {700} and the pensions side as well"); 22 after a filler ("um,", "uh,", "Oh,",
 * "so,", a "you know," mid-sentence); 14 after a list item; 13 after a verb before its object or
 * complement ("you're using", "I'm guessing", "and found it,", "I'll send you,", "are"); 11 while a
 * number is read out or recalled ("it's about, {500} eleven, {400} twelve hundred", "let me see,",
 * "what was it,", "let me work it out,", the mobile number in three groups); 11 after a preposition
 * ("at", "after,", "for,", "in,", "out of,", "by,", "to,", "with", "on"); 9 after a subject before
 * its verb; 8 after a false start or self-correction before its repair ("We, {400} well, {500} I",
 * "Is this,", "What's the,", "Or if that's,", "And I'll,"); 8 after an aside or opener that breaks in
 * ("Sorry,", "where was I,", "say,", "Dawn, was it,", "and one last thing,", "honestly,"); 7 after a
 * determiner ("the,", "your,"); 5 after an address term and its comma ("Hi Helen,", "Thanks,
 * Helen,"); 5 after a turn-opening "So,", "Okay," or "Right,"; 5 after an "if" or "when" clause
 * before its main clause; 4 after a phrase put in front of the main clause ("On price,", "Or on the
 * annual,"); 4 after a conjunction ("and", "but", "so", "Because"); 3 after "Could I ask,"; 3 inside
 * a relative clause ("the January deadline that, {700} that's", "the bit that", "anything that,"); 2
 * after a lead-in ("So what I'd suggest is", "What Dawn would probably like"); 2 after a trailing
 * "you know,". Pauses of 300-1300 ms. The complete turns are statements, reactions and questions
 * (open, closed, a tag, a statement said as a question, either-or), two long ones without a pause,
 * two that end on a trailing "so." and two on a trailing "or?" where Tom has finished, and short
 * answers ("Yes.", "Sure.", "No.", "Thursday works.", "No, that's it."). Voices kal16 first (fresh-9
 * was awb first). The room 2 dB quieter than the existing set's (fresh-9's was 2 dB louder, fresh-8's
 * 3 dB quieter): Tom works from a spare bedroom at home, door shut, so the pauses carry less room
 * than the sales floor of fresh-9 (`FRESH_10_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 67 turns, 173 pauses of 300-1300 ms. */
export const FRESH_10_HESITANT_TURNS: readonly string[] = [
  "Hi Helen, {600} it's Tom at Ledgerline, {700} you filled in our form on Sunday night?",
  'Is this, {500} is now an okay time, {600} or shall I ring back after lunch?',
  "So, {700} um, {900} I've got your form here, {600} and you said there's, {500} let me see, {1200} four of you?",
  "You put that you're using {700} spreadsheets and email {350} and a shared drive for most of it.",
  "That's the, {450} um, {750} the thing we hear most, {600} to be honest.",
  'Could I ask, {700} what made you fill it in on a Sunday at {500} quarter past eleven?',
  "I'm guessing it's the, {500} the January deadline that, {700} that's keeping you up.",
  'We work with about, {500} um, {800} three hundred and forty practices your size.',
  'And the bit that {700} people usually like first {600} is the client portal.',
  "So, {600} your client gets a link, {500} they upload their P60 {500} and their bank statements, {600} and it's all filed against their record.",
  'Sorry, {500} is that, {400} have you got someone with you?',
  "No, that's fine, {700} I'll hang on.",
  'So, {600} where was I, {800} the reminders.',
  "It sends the reminders for you. {800} and then it chases them again after, {500} um, {800} ten days if nothing's come in.",
  'We do the payroll deadlines. {700} and the pensions side as well.',
  'Auto-enrolment, {500} the re-declarations, {600} that kind of thing.',
  "And with Making Tax Digital coming in for, {500} uh, {800} the next lot of sole traders in April, {450} that's where most practices {600} are worried at the moment.",
  'How many of your, {500} um, {700} self-assessment clients are over the thirty thousand?',
  'We, {400} well, {500} I set up about forty practices on it myself last year.',
  "On price, {600} it's about, {500} eleven, {400} twelve hundred a year {600} for four users.",
  "If you went monthly, {600} it's, {400} um, {800} thirty-eight.",
  'Helen, {500} can I be honest with you for a second?',
  'The worst time to move systems {700} is the middle of January.',
  "So what I'd suggest is {800} we get you set up in, {500} um, {700} February, {600} once the deadline's done.",
  'But you could start the trial now, {600} and just put, {500} say, {600} ten clients through it.',
  'You send us the spreadsheet, {600} and the, {500} the client list out of, {600} is it Xero you use, {500} or QuickBooks?',
  "Could I ask, {600} is it just you who'd decide, {700} or is there a partner?",
  "And your bookkeeper, {600} Dawn, was it, {500} she'd be using it the most, {600} I'd imagine.",
  'What Dawn would probably like {700} is the time tracking.',
  "It's, {500} you just start a timer on the client, {600} and it goes on the, {500} the invoice at the end of the month.",
  'A lot of practices find they were, {600} um, {900} under-billing by, {500} what was it, {900} twelve percent or so.',
  "Sorry, {400} you've got a lot on, {700} I can hear your phone going.",
  'Do you want me to, {500} um, {700} ring you back in ten minutes?',
  "Okay, {500} I'll be quick, {600} I promise.",
  "The three things I'd want to show you {600} are {600} the portal, {500} the deadline calendar, {350} and the time tracking.",
  'Oh, {500} and the e-signatures, {600} for the engagement letters.',
  'When a client signs, {600} it files it {500} straight onto their record.',
  "Because at the moment I'm guessing {600} you're printing them, {500} scanning them {300} and emailing them back.",
  "And if a client, {500} um, {800} doesn't upload anything, {600} it flags it on your dashboard, {500} in red.",
  'One of our practices in, {500} uh, {700} Macclesfield {600} got their last return in {600} on the twenty-ninth.',
  "I could put you in touch with {600} the owner, Raj, {500} if it'd help to hear it from someone who's done it.",
  "Helen, {500} is there anything that, {600} that's put you off this kind of thing before?",
  'Because some people have tried {600} one of the bigger systems, {500} and found it, {500} you know, {700} a bit much for a small practice.',
  "And there's no contract on the monthly plan, {700} you can stop whenever.",
  "Could I ask, {700} roughly how many clients you've got in total, {600} not just self-assessment?",
  "So it'd be you, {500} Dawn, {400} and the, {400} the two juniors, {600} so four logins.",
  'Unless the, {500} um, {1100} the part-time admin {500} needs one as well.',
  "So for four users {600} that's, {500} let me work it out, {1100} a hundred and twenty-eight a month, {600} plus VAT.",
  'Or on the annual, {500} it comes down to about, {500} fifteen, {400} sixteen hundred for the year.',
  "What's the, {400} what's the best day for you {600} next week?",
  "I've got Thursday at, {500} uh, {1000} half two, {450} or Friday morning.",
  "Or if that's, {500} if January's too mad, {600} we can leave it till February.",
  "I'll send you, {500} um, {800} the trial link, {600} and a short video on the portal.",
  "It's only, {500} what, {800} four minutes long, {500} you can watch it between clients.",
  "And Helen, {500} if Dawn's got questions, {600} she can ring me direct.",
  "My mobile's oh seven seven oh nine, {650} four one two, {400} uh, {700} three three eight.",
  'Right, {500} so, {600} Thursday at half two, {500} on Teams, {500} with you and Dawn.',
  "And I'll, {400} I'll send the invite {600} as soon as we're off the phone.",
  "Thanks, Helen, {500} I know it's, {500} you know, {700} not the week for it.",
  "Oh, {600} and one last thing, {500} did you want the trial on {500} your email {400} or Dawn's?",
  'It just saves a lot of chasing, you know, {800} especially in January.',
  "It's a lot for four people, you know, {900} at this time of year.",
  'Uh, {1300} sorry, {500} can you still hear me all right?',
  "It's quicker for the clients, {500} and {600} they actually do it, {500} which is the main thing.",
  "We can import the deadlines, {500} but {700} the notes on each client {600} you'd have to bring over yourself.",
  "Most of the setup's done by us, {500} so {600} you're not losing a weekend to it.",
  'Because {700} honestly, {500} January is when people notice it most.',
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 47 turns, 31 without a question mark. */
export const FRESH_10_COMPLETE_TURNS: readonly string[] = [
  "Hi Helen, it's Tom from Ledgerline.",
  'Is now a good time?',
  "You filled in our form on Sunday night, didn't you?",
  'Yes.',
  'How many of you are there in the practice?',
  'Sure.',
  "I just wanted to see where you'd got to with it, so.",
  'Are you on Xero or QuickBooks?',
  'Mm, that makes sense.',
  'The client portal is the bit most people like first.',
  'Right.',
  'No rush at all.',
  'Who does most of the chasing at the moment?',
  'It does the payroll and pensions deadlines too.',
  'Thursday works.',
  'Do you want me to ring back after lunch, or?',
  "That's a lot of clients for four people.",
  "Is it just you who'd decide?",
  'Of course.',
  "No, that's it.",
  "The way most practices your size use it is that every client gets their own portal link in the autumn, the reminders go out on their own in October and again in December, and by the first week of January you can see on one screen exactly who's sent everything and who you still need to chase.",
  'How long does a return usually take you?',
  'Fair enough.',
  'We do the migration for you.',
  "What's the worst bit of January for you?",
  "Oh, I didn't know that.",
  "It's thirty-two pounds per user per month.",
  'Would February be better?',
  'Absolutely.',
  "So you'd start with the portal, then?",
  "There's no contract on the monthly plan.",
  'Sorry, go on.',
  'Which suits you better, Thursday or Friday?',
  'Great, Thursday at half two then.',
  'No.',
  'Does Dawn use Xero as well?',
  "That's really helpful, thanks.",
  'I can send it over today, so.',
  "If you put your ten most disorganised clients through the trial in the next fortnight, you'll know by the end of the month whether it saves you enough chasing to be worth the hundred and twenty-eight pounds, and if it doesn't, you just stop.",
  'Have you looked at anything else?',
  'Not a problem.',
  "You'll get the trial link and a short video.",
  'Shall I put Dawn on the invite as well, or?',
  'Okay, speak Thursday.',
  'Makes sense.',
  'Is that your phone again?',
  "I'll let you get back to it.",
];

/** How much louder the room is under this set than under the existing set: -2 dB (quieter). */
export const FRESH_10_ROOM_GAIN = 0.79;

/**
 * What Helen said just before each of Tom's lines, in the order of the lines above (decision 117):
 * written from the call's story after the lines, for the end of turn's reading of the dialogue.
 * Where Tom carries on with his own explanation, Helen's line is the short acknowledgement a
 * listener gives ("Mm-hm.", "Okay."); the product's buyer greets with "Hello, who's calling?".
 */
export const FRESH_10_BUYER_BEFORE_HESITANT: readonly string[] = [
  "Hello, who's calling?",
  'Oh, yes, hello.',
  "Go on, I've got a few minutes.",
  'Yes, that was me.',
  "That's about it, yes.",
  'Mm.',
  'Mm-hm.',
  'Okay.',
  'Right.',
  'Okay.',
  'Hang on, just put it on the desk, Dawn.',
  'Sorry, can you give me one second?',
  'Sorry about that. Where were we?',
  'Mm-hm.',
  'Okay.',
  'Which bits of pensions?',
  'Right.',
  "We've got a few of those, yes.",
  'Have you done many practices our size?',
  'What does it cost?',
  'Is that if we pay for the year?',
  "It's a bit more than I'd hoped.",
  'Sure.',
  'Mm.',
  "I can't see us doing anything before February.",
  'What would you need from us to move everything over?',
  "I'd want Dawn to see it.",
  "It'd be me, really.",
  'Yes, Dawn.',
  'How does the time tracking work?',
  'Okay.',
  "Sorry, that's the other phone.",
  "Sorry, I've got someone at the door.",
  "I've really only got five minutes.",
  'So what would you show us?',
  'Mm-hm.',
  'Okay.',
  "That's us, yes.",
  'What if they just ignore it?',
  'Does it actually work, though?',
  "I'd like to hear that, I think.",
  'Mm.',
  'We looked at one a couple of years ago and it was far too much.',
  'Right.',
  "It's hard to say.",
  'About three hundred and fifty, all in.',
  'Mm-hm.',
  'How much would that be?',
  'And if we paid for the year?',
  "I'd like Dawn to see it.",
  "Thursday or Friday's best.",
  "Thursday's a bit tight, actually.",
  'Can you send me something to look at?',
  "I don't have much time for videos.",
  "She'll have questions.",
  "What's your number?",
  'Thursday at half two is fine.',
  'Great.',
  "Yes, I'll be there.",
  'Okay, speak then.',
  'Mm.',
  'Mm.',
  'Hello? Are you still there?',
  "Clients don't use these portals, in my experience.",
  'Can we bring our deadlines over?',
  'How long does the setup take?',
  "I'd still need convincing, to be honest.",
];

/** What Helen said just before each of the complete turns above, in their order (decision 117). */
export const FRESH_10_BUYER_BEFORE_COMPLETE: readonly string[] = [
  "Hello, who's calling?",
  'Oh, hello, yes.',
  'Sorry, what was it about?',
  'Is this about the form I filled in?',
  "I'm not sure how much you know about us.",
  'Can you hold on a second?',
  'Oh, yes, the form. What did you want to ask?',
  "We'd need it to work with our accounts software.",
  "Honestly, we're just swamped with the chasing.",
  'So what would we use first?',
  'The chasing is the bit that kills us.',
  "Sorry, I'll just be a minute.",
  'We spend half of January chasing clients.',
  'What does it do with deadlines?',
  'Could we do Thursday?',
  "I'm in the middle of something, to be honest.",
  "We've got about three hundred and fifty clients.",
  "I'd have to think about it.",
  'Can you just give me a second?',
  'Is there anything else you need from me?',
  'How would we actually use it?',
  'The returns themselves take forever.',
  "I don't want to rush into anything.",
  'Moving everything over sounds like a nightmare.',
  "January's always chaos here.",
  'Dawn already does some of that in a spreadsheet.',
  'What does it cost?',
  "I don't think we can do January.",
  'Can you send me the details?',
  "I'd probably want the portal first.",
  "I don't want to be tied in.",
  'Sorry, I was going to say',
  'I could do next week.',
  'Thursday at half two works for me.',
  'Is there a minimum term?',
  'Dawn does the bookkeeping.',
  "We've looked at a couple before.",
  'Can you send something over?',
  "I'm still not sure it's worth it for us.",
  "We're not in a hurry.",
  'Sorry, that was the other line.',
  'What happens after the call?',
  "I'll want Dawn there.",
  "I'll have to go, I've got a client in.",
  "We'd start small.",
  'Sorry, hang on.',
  'Sorry, I really have to go.',
];
