/**
 * A fifth hesitant-speech set (issue 14, after decision 42), written and committed before any
 * detector heard it, by someone who had not read the end-of-turn rules; not tuned on until the sixth set
 * (`fresh-callers-4.ts`) was written (a tuning set since). A different call from the other sets: a negotiation, not discovery. Chris
 * from Fleetline (van tracking, fuel cards and a driver app) talks price, term and install dates with
 * Ruth, the operations director of Kestrel Plumbing and Heating, a trades firm of about forty vans.
 * The caller stops where people do on the phone: after a filler, a conjunction, a preposition, an
 * address term and its comma, a list item, "could I ask,", a subject before its verb, a determiner,
 * a number being recalled, a false start, a self-correction, a question word. The complete turns are
 * questions of every kind, plain statements and short answers and reactions. Voices awb first (the
 * other way round from the existing set), the room 4.5 dB louder than the existing set's (about
 * -40.5 dBFS, between the fourth set's +3 dB and the fresh set's +6 dB; `FRESH_3_ROOM_GAIN`). Same
 * notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 36 turns, 58 pauses of 300-1200 ms. */
export const FRESH_3_HESITANT_TURNS: readonly string[] = [
  "Morning Ruth, {700} it's Chris over at Fleetline.",
  'So I had a look at, um, {900} the quote we sent you last week.',
  'Could I ask, {600} has anyone else on your side seen it yet?',
  'We quoted you for, {600} what was it, {700} forty-two vans?',
  "And the install, {500} we'd do that over, {300} two weekends.",
  'Our engineers {600} would come out to your yard in Leeds.',
  'If the term was, {700} say, {500} three years instead of two, {600} the price comes down.',
  'What I can do is {800} hold this price until the end of the month.',
  'I hear you on the budget, {500} but {700} that is already our best rate.',
  'Where, {600} where did the other quote come in?',
  'Ruth, {600} can I be honest with you for a second?',
  'You get the tracking, {400} the fuel cards, {500} and the driver app, {300} all for one price.',
  'We could take, um, {1100} maybe two pounds off per van.',
  'It comes out at around, {700} twelve, {400} no, {500} thirteen thousand a year.',
  'The contract would start on the first, {600} sorry, {500} the fifteenth of March.',
  'We did, {500} we did a rollout like this for a roofing firm in York.',
  'Their, {700} their fuel bill went down by about a fifth.',
  'And the thing your drivers will like is {800} no more paper timesheets.',
  'Who {700} would sign it off on your side?',
  'Is it you, {500} or {600} does it go to the board?',
  'Let me check with, uh, {800} my manager on the payment terms.',
  'When you say the budget is tight, {700} do you mean this quarter {400} or the whole year?',
  'The cancellation clause, {600} that was, um, {900} ninety days, I think.',
  'If we drop the fuel cards, {700} the price goes down to, {600} twenty-six a van.',
  "So just so we're clear, {500} forty-two vans, {400} three years, {500} and the install free.",
  'We normally charge for {600} the installation, {400} but I can waive that.',
  'How about we, {700} split the difference?',
  "I've got a, {600} a slot on the twentieth for the install.",
  'What, {500} what would it take to get this signed this week?',
  "Honestly, {600} the other supplier, {500} they don't include the hardware.",
  'Last year you had, {1200} thirty-eight vans, {500} was it?',
  "We'd keep your {700} old trackers in the older vans.",
  'You mentioned, um, {800} the vans in Bradford, {500} are they part of this?',
  "I'll send the, {700} the revised quote over this afternoon.",
  'Could I ask, {700} what made you look at tracking in the first place?',
  'Thanks Ruth, {500} and if anything changes with {600} the number of vans, {400} just give me a shout.',
];

/** Complete turns: questions, statements and short answers to answer at once. 28 turns. */
export const FRESH_3_COMPLETE_TURNS: readonly string[] = [
  'How many vans are you running now?',
  'Yes.',
  'Is that a deal breaker for you?',
  'Sure.',
  'We can do three years at twenty-eight a van.',
  'Tuesday works.',
  'Who else is quoting for this?',
  "That's fair.",
  'Would monthly billing help?',
  'Not really.',
  'The hardware stays yours after the term.',
  'Go ahead.',
  'When does your current contract end?',
  'Good question.',
  "That's the sticking point, isn't it?",
  "I'll need to run that past my manager.",
  'Which part worries you the most?',
  'Understood.',
  "It's a fixed price for the whole term.",
  'Can you send me their quote?',
  'No problem at all.',
  'Do you want the fuel cards or not?',
  "So you're happy with the install dates?",
  "Let's do it.",
  'Why did you go with them last time?',
  'That works for us.',
  'Twenty-eight it is.',
  'Fine.',
];

/** How much louder the room is under this set than under the existing set: 4.5 dB. */
export const FRESH_3_ROOM_GAIN = 1.68;
