/**
 * A second hesitant-speech set, written after the first and never used to tune the end-of-turn
 * rule: a rule changed for what the first set showed is measured here too, and reported apart
 * (`--set=held-out`). Same call (Dana, CFO of Brightwell Freight), same marks (`{N}`: N ms of room
 * noise inside the caller's turn), other words: other openings, other places to stop and think.
 */

/** Caller turns with pauses in the middle: 33 turns, 46 pauses of 300-1200 ms. */
export const HELD_OUT_HESITANT_TURNS: readonly string[] = [
  'Morning Dana, {600} it is Alex calling from Quotaflow.',
  'I wanted to, uh, {800} follow up on the email I sent.',
  'Our customers are mostly, {500} mid sized carriers and {700} brokers.',
  'Can I check, {600} are you still growing the sales floor?',
  'The reason I called is {700} your job posts for account managers.',
  'When someone new starts, um, {900} who shows them the ropes?',
  'Our coaching tool gives every rep {600} a safe place to practise.',
  'Honestly, {500} the managers I talk to are {800} stretched thin.',
  'We cut the time it takes to, uh, {1000} get a rep to quota.',
  'Would it help if, {700} I showed you a two minute demo?',
  'Most finance leaders care about {600} cost per hire and {500} payback.',
  'So, um, {900} what made you take this call today?',
  'Last year we helped a carrier in, {400} in Texas {600} halve their ramp.',
  'I could send you, {500} a one page summary {400} by Friday.',
  'The way it works is, {800} reps call an AI buyer {400} and get a score.',
  'Dana, {700} before I forget, {400} who owns the training budget?',
  'We are not trying to replace, {600} your sales managers.',
  'If your team grows by, uh, {800} twenty people next year, {500} how will you train them?',
  'I noticed that your, {600} your team doubled since last spring.',
  'Part of the value is, um, {1100} fewer bad calls with real shippers.',
  'We price per seat, {500} per month, {400} with no setup fee.',
  'What I usually recommend is {700} starting small.',
  'Tell me, {600} how do you know when a rep is ready?',
  'Our best customers use it {500} every morning before {700} their first calls.',
  'Look, {500} I do not want to waste your time.',
  'And the nice thing about it is, {900} the reps actually enjoy it.',
  'Could we maybe, uh, {800} set up thirty minutes with your sales lead?',
  'The first step would be {600} a call with your VP, {500} and then a pilot.',
  'Out of curiosity, {700} what tools do your reps use now?',
  'Just to recap, {600} you hire twenty reps a year, {500} and ramp takes six months?',
  'We work closely with {600} the sales managers, {400} not around them.',
  'I was reading about {700} your new office in Denver.',
  'The biggest change is in {600} how fast reps get feedback.',
];

/** Complete turns, answered at once: questions, statements and short answers. 24 turns. */
export const HELD_OUT_COMPLETE_TURNS: readonly string[] = [
  'Okay.',
  'Got it.',
  'Friday is good.',
  'That is helpful.',
  'Not really.',
  'Definitely.',
  'How many reps are on the team today?',
  'What happens when a rep misses quota?',
  'Who signs off on new software?',
  'We work with freight brokers across the country.',
  'What is your timeline for this?',
  'Makes sense.',
  'Right, I hear you.',
  'How do you track ramp time now?',
  'Our pilot takes four weeks.',
  'Would next Tuesday suit you?',
  'Wednesday afternoon.',
  'I will send the case study tonight.',
  'Why did the last tool not work?',
  'Perfect.',
  'Where do new reps struggle most?',
  'That is a good question.',
  'Can I follow up next week?',
  'Noted.',
];
