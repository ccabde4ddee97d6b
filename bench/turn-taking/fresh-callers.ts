/**
 * A third hesitant-speech set (decision 37), written after the rule was tuned on the existing set
 * and before any detector heard it, not tuned on until decision 50 (a tuning set since): how salespeople hesitate on a discovery call
 * with Dana, the CFO of Brightwell Freight, in other places than the first two sets (after "I
 * mean,", "you know,", "basically,", a number being looked for, "the", "our", "which", a self-repair,
 * a list of three, "just to"). Spoken with the voices the other way round (awb first) and with the
 * room 6 dB louder (`FRESH_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 30 turns, 44 pauses of 300-1200 ms. */
export const FRESH_HESITANT_TURNS: readonly string[] = [
  'Good afternoon Dana, {600} I hope I caught you at a good time.',
  'I mean, {500} most of the CFOs I talk to {400} want the numbers first.',
  'You know, {700} ramp time is basically {600} lost revenue.',
  'We looked at, um, {900} about forty teams last year.',
  'The average rep took, uh, {1000} five and a half months.',
  'So basically, {500} we give every new rep {300} a coach on demand.',
  'What we have seen is {800} the first deal comes much sooner.',
  'Our customers, {400} especially in logistics, {600} cut that by a third.',
  'Just to, {700} just to make sure I follow, {400} you hire twice a year?',
  'Can I, um, {800} can I share a quick example?',
  'Brightwell has, what, {600} sixty reps across the regions?',
  'The part that surprises people is {900} how little time the managers spend.',
  'We have three plans: {500} starter, {400} growth, {500} and enterprise.',
  'And the way it works is {700} the rep practises with an AI buyer.',
  'My worry for you would be {1100} the quarter after a hiring wave.',
  'Honestly, {600} the setup is the easy part.',
  'If your team, uh, {800} if your team could ramp a month faster, {500} what would that be worth?',
  'I was going to ask about the, {700} the budget cycle.',
  'We integrate with, {600} your CRM and, {500} your calendar.',
  'Sorry, {400} I lost my train of thought there.',
  'One thing I would love to understand is {900} who signs off on training spend.',
  'For a team your size {500} the pilot usually runs for, um, {1000} six weeks.',
  'Which, {600} to be fair, {400} is not a small commitment.',
  'Our pricing is per seat, {500} per month, {600} billed yearly.',
  'Would it help if I, {700} sent over a one page summary?',
  'When you say the managers are stretched, {800} how many reps does each one have?',
  'The other option is, {900} we start with the new hires only.',
  'Perfect, {500} and then {600} we can review the results together.',
  'I think our, {700} our onboarding team could have you live by March.',
  'So just, {600} so I have it right, {500} the decision sits with you and the COO?',
];

/** Complete turns: questions, statements and short answers to answer at once. */
export const FRESH_COMPLETE_TURNS: readonly string[] = [
  'How many reps did you hire last quarter?',
  'Makes sense.',
  'Who owns onboarding today?',
  'We can do that.',
  'Absolutely.',
  'What does a bad quarter look like for you?',
  'That is fair.',
  'Is budget set for next year?',
  'Friday morning works for me.',
  'Got it, thanks.',
  'How do you measure ramp today?',
  'Our customers usually see results in the first month.',
  'Not really.',
  'Where do new reps struggle most?',
  'I will send the summary today.',
  'Could we include your sales director?',
  'No problem.',
  'What would make this an easy yes?',
  'That is a good question.',
  'When is your next hiring wave?',
];

/** How much louder the room is under this set than under the other two: 6 dB. */
export const FRESH_ROOM_GAIN = 2;
