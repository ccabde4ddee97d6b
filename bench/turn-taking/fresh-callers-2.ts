/**
 * A fourth hesitant-speech set (issue 14, after decision 37), written before any detector heard it,
 * as tuning material for the recogniser's word confidence so that the held-out and fresh sets stay
 * unseen. It is tuned on from its first run; report it as such. The same discovery call with Dana,
 * the CFO of Brightwell Freight, hesitating where a recogniser tends to make words up: long fillers
 * ("um", "uh", "er"), a breath after a question word ("how, {700} how long"), a restart, an
 * aside, a figure being recalled; and more complete turns that are short reactions and plain
 * statements. Voices kal16 first, the room 3 dB louder than the existing set's
 * (`FRESH_2_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 32 turns, 48 pauses of 300-1200 ms. */
export const FRESH_2_HESITANT_TURNS: readonly string[] = [
  'Hey Dana, {600} thanks for making the time.',
  'So, um, {900} where would you like to start?',
  'How, {700} how long have you been with Brightwell?',
  'I had a look at, er, {800} your last annual report.',
  'You mentioned, {500} last time, {600} that hiring was up.',
  'What we tend to find, {700} and tell me if this is different for you, {500} is that ramp is slow.',
  'Um, {1000} do you track quota attainment by cohort?',
  'The reps who struggle, {600} they usually struggle with, uh, {900} discovery.',
  'Would you say, {800} that your managers coach every week?',
  'We have about, uh, {1000} two hundred customers now.',
  'Mostly in, {500} freight and {400} last mile delivery.',
  'Okay, {600} so let me, {500} let me show you what that looks like.',
  'I guess my question is, {700} what happens to a rep who misses quota?',
  'The way we price it, {600} um, {800} is per active seat.',
  'And then, {700} after the pilot, {400} we sit down together.',
  'Right, {500} and the reason that matters is {800} forecast accuracy.',
  'If I remember rightly, {900} you hired twelve people in the spring.',
  'Our, uh, {700} our head of customer success would run it.',
  'There is one thing, {600} um, {700} I should be clear about.',
  'What do you, {800} what do you think would get in the way?',
  'So, {500} to sum up, {600} faster ramp, {400} better coaching, {500} and clear numbers.',
  'We could, er, {900} we could set up a call with your sales director.',
  'Is there, {700} anyone else who should be in the room?',
  'I know that, {600} budgets are tight this year.',
  'It takes about, um, {1100} two weeks to get started.',
  'Do you have, {500} a rough number in mind for, {700} the pilot budget?',
  'Yeah, {600} that is exactly what, {500} other finance leaders tell us.',
  'What if we, {800} started with the team in the north?',
  'I can send, {500} a proposal and, {600} some references.',
  'Dana, {700} one last thing, {500} before we wrap up.',
  'Can you, uh, {900} can you walk me through your approval process?',
  'Thanks Dana, {600} this has been really helpful.',
];

/** Complete turns: questions, statements and short answers to answer at once. */
export const FRESH_2_COMPLETE_TURNS: readonly string[] = [
  'What does your team look like today?',
  'That sounds right.',
  'How long is your sales cycle?',
  'Yes, definitely.',
  'We work with a lot of freight companies.',
  'Who else should I talk to?',
  'Fair enough.',
  'Are you open to a pilot?',
  'That helps a lot.',
  'Monday is fine.',
  'What keeps you up at night?',
  'I understand.',
  'The pilot costs nothing for the first month.',
  'Why is that?',
  'Sounds good.',
  'Is that a hard deadline?',
  'We can send it this afternoon.',
  'Exactly.',
  'How many managers do you have?',
  'Of course.',
  'I think that would work.',
  'What did you try before?',
  'Okay, thank you.',
  'Does that make sense?',
];

/** How much louder the room is under this set than under the existing set: 3 dB. */
export const FRESH_2_ROOM_GAIN = 1.41;
