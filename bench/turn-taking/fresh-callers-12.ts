/**
 * A fourteenth hesitant-speech set, written and committed before any detector heard it, by someone who
 * had not read the end-of-turn rules and read only the format of `fresh-callers-11.ts` (decision 114):
 * unseen until decision 124 made it a tuning set.
 * A different call from the other sets (discovery, a negotiation, a renewal, a demo follow-up, a cold
 * call to a facilities manager, a closing call with procurement, a complaint turned upsell, a price
 * increase to a hotel, a web-form follow-up with an accountant, a save call to a school): a
 * multi-threaded deal where the rep rings the finance director to test the business case before it
 * goes to her board. Alex Brennan, an account executive at Routewise (van tracking and route planning
 * for trade fleets), rings Fiona Marsh, the finance director of Harcourt Heating, a plumbing and
 * heating firm in Bristol with sixty-four vans. Gary, the operations director, is sold; Dean, the
 * fleet manager, ran a six-week trial on eight vans over the summer that cut fuel by thirteen percent
 * and overtime by about a fifth. It is month end and Fiona has twenty minutes. She says the summer
 * flatters the fuel number, so Alex takes it from the eleven percent in Gary's case down to eight
 * (thirty-two thousand nine hundred and sixty of a four hundred and twelve thousand pound fuel bill),
 * keeps overtime at fifteen percent of ninety-six thousand, drops the extra-jobs revenue altogether,
 * and works the cost out aloud: twenty-nine pounds per van per month, eighteen fifty-six a month,
 * twenty-two thousand two hundred and seventy-two a year plus VAT, forty-five pounds a van to install
 * (waived if she signs before the end of March), paying back in a bit over six months, about nine on
 * fuel alone. She will not sign thirty-six months on the back of eight vans; he offers twenty-four
 * with a break at twelve tied to a five percent fuel saving. Someone comes to her door, the line
 * drops, and she points out that four of the vans are being sold (sixty vans is seventeen forty a
 * month). He covers the private mode the union rep agreed to, asks for last year's fuel spend by van,
 * promises a revised model and a one-page summary by Wednesday lunchtime, reads out his mobile number
 * twice, and books Thursday at half nine with her and Gary, ahead of the board on the fourteenth of
 * March.
 *
 * The caller stops where people do on the phone. Counts by pause kind (262 pauses): 43 after a complete
 * sentence that the caller carries on from ("That's a fair point. {1000} In winter", "Gary's sold on it.
 * {800} But I'd rather", "have you had a chance to look at it yet? {800} Or has it only just landed?");
 * 36 after a filler ("um,", "uh,", "Uh,", "Oh,", "so,"); 29 after a clause or phrase that could have
 * ended the turn, with a comma, before it goes on ("eight vans, {500} for six weeks", "Plus VAT, {400}
 * obviously", "is twenty-four months, {600} with a break at twelve"); 22 after an opener or aside that
 * breaks in ("Sorry,", "No,", "Look,", "Honestly,", "Hang on,", "I know,", "But again,", "say,",
 * "actually,", "well,", "one more thing,", "Anyway,"); 21 after a phrase put in front of the main clause
 * ("Then on overtime,", "On payment,", "The insurance one,", "And my mobile,", "legally"); 21 after a
 * verb before its object or complement ("you spent,", "which is,", "So call it,", "Did you say", "Have
 * you got,", "I'd rather you were"); 15 after a list item ("fifteen on overtime,", "the revised model,",
 * "Half nine, {500} Thursday, {400} you, {400} me, {400} and Gary"); 12 after a subject before its verb
 * ("you think the summer", "fuel on its own", "Our installer", "if I,"); 10 after a turn-opening "Okay,",
 * "Right,", "So," or "Yes,"; 10 after a preposition ("on,", "by,", "of,", "in,", "about,", "from"); 9
 * after a conjunction ("and", "so", "or", "than", "Because"); 9 while a number is read out or recalled
 * ("let me just find it,", "let me work it out,", "twenty-two thousand, {500} two hundred and
 * seventy-two", the mobile number in three groups, twice); 7 after an "if" clause before its main clause;
 * 6 after a determiner ("the,", "a,", "your,"); 4 after a lead-in ("the reason I'm calling", "So what I'd
 * suggest", "What I can do", "What I'll do"); 3 after an address term and its comma ("Hi Fiona,",
 * "Fiona,", "Thanks, Fiona,"); 2 after "Could I ask,"; 2 after a false start before its repair ("I'll,
 * {500} actually, let me check", "We could, {500} well, we did"); 1 inside a relative clause ("a number
 * that"). Pauses of 400-1200 ms. The complete turns are statements, reactions and questions (open,
 * closed, a tag, a statement said as a question, either-or), two long ones without a pause, one that ends
 * on a trailing "so." and two on a trailing "or?" where Alex has finished, and short answers ("Yes.",
 * "Sure.", "Right.", "No, go ahead.", "Okay, go on.", "Thursday works."). Voices kal16 first (fresh-11
 * was awb first). The room 1 dB quieter than the existing set's (fresh-11's was 1 dB louder, fresh-10's 2
 * dB quieter, fresh-9's 2 dB louder): Alex rings from a glass phone booth in Routewise's Bristol office
 * with the door shut, so the pauses carry a little less room (`FRESH_12_ROOM_GAIN`). Same notation as
 * `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 79 turns, 262 pauses of 400-1200 ms. */
export const FRESH_12_HESITANT_TURNS: readonly string[] = [
  "Hi Fiona, {600} it's Alex Brennan from Routewise. {800} Gary said you might be expecting me.",
  'Sorry, {400} have I caught you in the middle of month end? {700} I can always ring back this afternoon.',
  "No, {400} that's fine, {500} twenty minutes is plenty.",
  "So, {600} um, {900} the reason I'm calling {600} is the business case Gary sent over. {800} I wanted to go through the numbers with you, {500} before it goes to the board.",
  'Could I ask, {700} have you had a chance to look at it yet? {800} Or has it only just landed?',
  'Okay, {500} so just to set the scene, {600} Dean ran the trial on, {500} uh, {700} eight vans, {500} for six weeks over the summer.',
  'And across those eight, {600} fuel came down by, {500} um, {800} thirteen percent.',
  "But in the business case {600} we've only used eleven. {900} Just to leave a bit of room.",
  'Right, {500} so you think the summer {600} flatters it a bit.',
  "That's a fair point. {1000} In winter your engineers are doing, {500} um, {700} a lot more emergency call-outs, {600} and those are much harder to plan.",
  "So what I'd suggest {700} is we take it down to eight percent. {800} And see if it still stacks up.",
  'Eight percent of, {500} let me just find it, {900} four hundred and twelve thousand, {600} is thirty-two, {500} nine hundred and sixty.',
  'So call it, {500} uh, {700} thirty-three thousand a year on fuel.',
  'Then on overtime, {600} Dean pulled the timesheets for the last twelve months, {600} and you spent, {500} um, {700} about ninety-six thousand.',
  "The trial vans did about a fifth less overtime. {900} But again, {500} we've only put fifteen percent in, {600} which is, {500} uh, {600} fourteen thousand four hundred.",
  "And the extra jobs, {600} I know, {400} I know that's Dean's number, {600} not yours.",
  "Honestly, {500} I'd take it out altogether. {900} Leave the revenue side as upside, {500} and let the savings carry it.",
  "Yes, {400} so {600} on the cost side, {600} it's twenty-nine pounds per van per month.",
  'Sixty-four vans, {500} at twenty-nine pounds, {600} comes to, {500} um, {800} eighteen fifty-six a month.',
  "So over a year {600} that's twenty-two thousand, {500} two hundred and seventy-two. {800} Plus VAT, {400} obviously.",
  "And the install is, {500} uh, {700} forty-five pounds a van. {800} So that's two thousand, {500} eight hundred and eighty, {600} one-off.",
  "If you sign before the end of March, {700} I'm allowed to waive the install. {800} I've checked that with my director.",
  'So with eight percent on fuel, {600} fifteen on overtime, {500} and no extra jobs at all, {700} it pays back in, {500} um, {800} a bit over six months.',
  'And if you took the overtime out as well, {700} fuel on its own {600} pays for it in about nine.',
  "Right, {400} so, {500} where does that leave us? {800} On eight percent, {500} it's still about, {500} uh, {700} twenty-two thousand saved in year one.",
  'Is the, {500} the fuel budget {500} going up next year? {800} Or are you holding it flat?',
  'Sorry, {400} go on. {700} You were asking about the term?',
  "Yes, {400} the standard is thirty-six months. {800} But I know that's, {500} uh, {700} a long time to sign up for on the back of eight vans.",
  'What I can do {700} is twenty-four months, {600} with a break at twelve.',
  "And the break would be tied to the savings. {900} So if fuel isn't down by, {500} say, {500} five percent, {600} at the twelve-month point, {600} you can walk away.",
  "Twelve months on its own, {600} I'd struggle to get through. {800} Because the install, {500} uh, {600} is really the bit we lose money on.",
  "Look, {500} I'd rather give you a proper break clause, {600} than knock a couple of quid off, {500} and {600} lock you in for three years.",
  'On payment, {600} you can go monthly by direct debit, {500} or annually up front, {500} and annual gets you, {500} um, {700} five percent off.',
  'When does your, {500} uh, {600} your financial year start? {700} Is it April?',
  'Right, {500} so if it started in April, {700} the whole first year {600} would sit in one budget.',
  'Hang on, {500} let me just write that down. {1200} Okay, {500} go on.',
  "The insurance one, {600} I'd leave out completely. {900} Some insurers give you a discount for telematics, {600} but I wouldn't bank on it.",
  "Because {700} the last thing I want {600} is your board picking holes in a number that {600} we can't stand behind.",
  'Could I ask, {600} who else is going to be looking at it? {800} Is it just you and Gary, {500} or the whole board?',
  "And the board's on, {500} is it the fourteenth? {700} Of March?",
  "So I've got, {500} uh, {700} about two weeks. {800} That's fine.",
  "What I'll do {700} is rework the model with your numbers, {600} and get it to you by, {500} um, {700} Wednesday lunchtime.",
  "Oh, {500} and on the privacy side, {600} I know some of your engineers {600} weren't keen on being tracked.",
  "There's a, {500} um, {700} a private mode. {800} After six o'clock, {600} or at weekends, {500} it stops recording where the van goes.",
  'Dean said the, {500} uh, {700} the union rep was happy with that, {600} once it was explained.',
  "Fiona, {600} can I be honest with you? {900} Gary's sold on it. {800} But I'd rather you were {500} sold on the numbers.",
  "Sorry, {500} is someone at the door? {700} No, {400} go ahead, {500} I'll hold.",
  'Uh, {1200} sorry, {500} I think I lost you there for a second.',
  'Did you say {600} the fuel figure includes the, {500} um, {700} the vans that are off the road?',
  "Because {800} if the fuel figure includes, {500} uh, {600} the four vans you're selling, {700} then the base is wrong.",
  "Sixty-four is what Dean gave me. {900} But if it's sixty, {600} it's, {500} let me work it out, {1100} about seventeen forty a month.",
  "I'll, {500} actually, {500} let me check that with Dean first, {600} rather than guess.",
  'We could, {500} well, {500} we did something similar for a heating firm in Swindon. {800} They had, {500} um, {600} about forty vans.',
  'And the fuel cards, {600} are they, {500} um, {700} still all on the one account?',
  "That helps, because {700} we can pull the fuel card data straight in. {800} So you'd see the saving month by month, {600} without anyone doing a spreadsheet.",
  "I know, {500} I know, {400} everyone says that. {900} But it's, {500} literally a report that comes out on the first of the month.",
  "The three things I'll send you are, {600} um, {700} the revised model, {500} the contract with the break clause in it, {600} and, {500} uh, {600} Dean's trial data.",
  'Would it help if I, {500} um, {700} put the numbers on one page for the board?',
  "Boards don't want, {500} uh, {700} twenty slides. {800} They want one page, {500} and a payback date.",
  "And with the fuel price where it is, {700} I'd say eight percent is, {500} honestly, {600} on the careful side.",
  'Right, {500} Thursday. {700} What time works for you and Gary?',
  'Half nine, {500} Thursday, {400} you, {400} me, {400} and Gary.',
  "Shall I send the invite, {500} or {600} would you rather Gary's PA did it?",
  'And my mobile, {600} in case anything comes up before then, {600} is oh-seven-eight-one-one, {600} five-six-two, {500} three-oh-four.',
  'Have you got, {500} uh, {600} somewhere to jot that down?',
  "Sorry, {400} I'll say it again. {800} Oh-seven-eight-one-one, {500} five-six-two, {500} three-oh-four.",
  "Okay, {500} and just so I'm clear, {600} you're happy with the fifteen percent on overtime? {800} It's only the fuel you'd want to bring down?",
  "That's fair. {1000} I'd rather you challenged it now than, {500} um, {700} in front of the board.",
  "If the board does say yes, {700} when would you want the vans fitted? {800} Because we'd need, {500} uh, {600} a couple of weeks' notice.",
  'We fit them in your yard, {600} overnight, {500} twenty minutes a van, {600} so no one loses a day on the road.',
  'Our installer {600} did the eight trial vans as well. {800} So he knows the yard.',
  "And the, {500} um, {700} the vans you're selling, {600} we'd just leave those off.",
  'With the break clause, {600} would you want it in the main contract, {500} or in a side letter?',
  "Because {600} legally {500} it's the same thing, {500} but some boards prefer to see it in the contract.",
  "Oh, {500} one more thing, {600} could you send me, {500} uh, {600} last year's fuel spend, {500} split by van? {700} Only if it's easy.",
  "I'd rather build the model from {500} your numbers, {500} not ours.",
  "Thanks, Fiona, {600} that was really useful. {900} Honestly, {500} it's much better than finding out at the board.",
  'So, {600} revised model by Wednesday lunchtime, {500} one page for the board, {500} and then Thursday at half nine. {800} Have I missed anything?',
  "Anyway, {500} I'll let you get back to month end. {900} Speak Thursday.",
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 54 turns, 33 without a question mark. */
export const FRESH_12_COMPLETE_TURNS: readonly string[] = [
  "Hi Fiona, it's Alex from Routewise.",
  'Is now still a good time?',
  'Yes.',
  'Have you had a chance to look at the business case?',
  'Sure.',
  "That's a fair challenge.",
  'What fuel saving would you be comfortable with?',
  'Right.',
  'Eight percent is fine by me.',
  'No, go ahead.',
  "Is it fuel or overtime you're less sure about?",
  "I'll leave the revenue out.",
  "It's twenty-nine pounds per van per month.",
  'Does your financial year start in April?',
  'Mm, that makes sense.',
  "You'd want the break clause in writing, wouldn't you?",
  'Of course.',
  "So it's sixty vans, not sixty-four?",
  'Okay, go on.',
  'Would you rather pay monthly or annually?',
  'The install is free if you sign before the end of March.',
  'Fair enough.',
  'No, not at all.',
  'Who signs off anything over twenty thousand?',
  "What I'd like to do is take the fuel saving down to eight percent, keep overtime at fifteen, leave the extra jobs out completely, and put the whole thing on one page so your board can see the payback date without having to read the whole model.",
  'Did Dean send you the trial data?',
  'Absolutely.',
  'Sorry, go on.',
  'Can you hear me now?',
  "If the fuel saving across the fleet isn't at least five percent by the twelve-month point, you can end the contract with a month's notice and we won't charge you for the second year or for the units we've already fitted.",
  'I just wanted to make sure you were comfortable with the numbers before Gary takes it to the board, so.',
  'Is the fourteenth still the date?',
  "That's right.",
  'How many vans are on the road right now?',
  'Got it.',
  'Do you want me to send it to you first, or?',
  'What would the board need to see?',
  'Which number would you change first?',
  'Is Gary joining us on Thursday?',
  'Thursday works.',
  'Half nine suits me.',
  'Shall I put the insurance saving in, or?',
  "I'll rework the model tonight.",
  "So you're happy with fifteen on overtime?",
  'The union rep signed off on the private mode in July.',
  'Does that sound fair?',
  "Yes, that's right.",
  'Sure, I can do that.',
  'No rush.',
  'Shall I copy Gary in?',
  "I'll send the invite today.",
  'Brilliant, thank you.',
  'Thanks, Fiona.',
  'Okay, speak Thursday.',
];

/** How much louder the room is under this set than under the existing set: -1 dB (quieter). */
export const FRESH_12_ROOM_GAIN = 0.89;
