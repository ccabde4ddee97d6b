/**
 * The hesitant-speech test set of the turn-taking benchmark (issue 14): what salespeople say on a
 * discovery call with Dana, the CFO of Brightwell Freight, the way people speak on the phone.
 *
 * `{N}` is a pause of N ms of room noise inside the caller's turn, at a place where people stop to
 * think: after a filler, a conjunction, a preposition, an address term and its comma, a list item,
 * "could I ask,". The buyer must not start talking there. Lines without a pause are complete turns
 * (questions, statements, short answers) the buyer should answer at once. Each line is spoken by
 * one of Debian flite's voices that the buyer never uses (kal16 and awb; the buyer is rms or slt).
 */

export type CallerVoice = 'kal16' | 'awb';

/** Caller turns with pauses in the middle: 60 turns, 88 pauses of 300-1200 ms. */
export const HESITANT_TURNS: readonly string[] = [
  'Hi Dana, {700} this is Sam from Quotaflow.',
  'We work with, um, {800} sales teams like yours, {300} mostly in freight.',
  'Could I ask, {600} how many new reps you hired this year?',
  'And when that happens, {900} who picks up the slack?',
  'So, {700} what does onboarding look like {300} for a new rep today?',
  'We help teams ramp faster and {500} coach more consistently.',
  'I was looking at your site and {800} saw you are hiring in, uh, {600} three regions.',
  'The thing is, um, {1000} most teams lose a quarter on every new hire.',
  'Dana, {600} can I ask about your managers?',
  'We have customers in freight, {400} logistics, {500} and warehousing.',
  'Our platform lets reps practise calls {700} before they talk to, {400} real customers.',
  'What I hear from other CFOs is {900} that ramp time is hard to measure.',
  'If a new rep takes six months {600} to close their first deal, {800} what does that cost you?',
  'Could you tell me a bit about {700} how you review calls today?',
  'We built Quotaflow for, uh, {900} teams that hire a lot.',
  'I think the, um, {1100} biggest win is {350} consistency.',
  'Right now your managers probably spend {600} hours on role play.',
  'And the reason I ask is {800} that most teams, {300} they do not track it.',
  'So what I would suggest is {700} a short pilot with one team.',
  'We could start with {500} five reps in, {400} one region.',
  'The results we usually see are {900} a month off the ramp.',
  'Um, {800} how do you decide which, uh, {700} which reps get coaching?',
  'Before we go on, {600} may I ask who else is involved?',
  'Dana, {500} thanks for taking the call.',
  'We record every practice call and, uh, {1000} score it against your playbook.',
  'It works with your CRM, {400} your calendar, {500} and your call recorder.',
  'What would it mean for you if {800} every rep ramped a month sooner?',
  'I am curious about {600} your hiring plan for, {300} next year.',
  'Our pricing depends on, um, {900} the number of seats.',
  'When your reps are on the phone with, {400} with a shipper, {700} what goes wrong most often?',
  'We could look at, uh, {1000} your numbers together next week.',
  'I would love to understand {500} how you measure productivity.',
  'So, Dana, {600} where does sales training sit in your budget?',
  'Let me just, um, {1200} find the figure for you.',
  'Most of our customers are in {700} transport, {300} or logistics.',
  'The other thing is {800} the coaching happens between calls.',
  'Your reps get feedback on {600} discovery questions, {500} objections, {400} and next steps.',
  'And if it works, {700} we roll it out to {450} the other regions.',
  'Could I ask, {500} what your goals are for this quarter?',
  'We started because, uh, {900} our founders ran, {400} sales teams themselves.',
  'Is it fair to say that {600} ramp time is your biggest cost?',
  'For a team of your size, {700} that is usually two or three managers.',
  'I know you are busy, so {500} I will keep this short.',
  'What I would like to do is, um, {1000} send you a short summary and {500} a case study.',
  'When a new rep joins, {600} how long until they take real calls?',
  'Hi Dana, {800} sorry, {400} is now still a good time?',
  'We have a case study from {700} a freight company in Ohio.',
  'They cut ramp time from, {350} six months {600} to four.',
  'And the managers said, uh, {900} they finally had time to coach.',
  'So my question is, {700} would a pilot be useful for you?',
  'The setup takes about, um, {800} two weeks, {300} maybe three.',
  'After that, {500} reps practise on their own.',
  'You mentioned, {600} the finance team, {500} who runs that?',
  'If we did a pilot, {700} what would you need to see {300} from it?',
  'I can send over {600} the pricing and, {400} the case study.',
  'Your competitors are, uh, {1000} already, {300} training this way.',
  'Let me ask it another way, {700} what happens if nothing changes?',
  'I think we could, {800} help you hit, um, {600} your hiring targets.',
  'Just so I understand, {600} the decision sits with you and {700} the VP of sales?',
  'Great, so {500} shall we pencil in Thursday?',
];

/** Complete turns, answered at once: questions, statements and short answers. 40 turns. */
export const COMPLETE_TURNS: readonly string[] = [
  'Yes.',
  'Sure.',
  'Thursday works.',
  'That makes sense.',
  'No, not yet.',
  'Of course.',
  'How long does it take a new hire to become productive?',
  'What does your onboarding process look like today?',
  'How do your managers coach the team at the moment?',
  'We help sales teams ramp new reps twice as fast.',
  'Who else would be involved in a decision like this?',
  'What would success look like for you in six months?',
  'That is a fair question.',
  'I understand.',
  'Good point.',
  'How many account executives are you hiring this year?',
  'Our customers usually see results in the first quarter.',
  'What have you tried so far to fix that?',
  'Is that every team?',
  'Absolutely.',
  'Next week is fine.',
  'We can start with one team.',
  'What is the cost of a lost deal for Brightwell?',
  'How do you budget for sales training today?',
  'I can send you the numbers.',
  'Tuesday at ten.',
  'That would be great.',
  'Why is that?',
  'What worries you most about it?',
  'It takes about two weeks to set up.',
  'Thanks, that is really helpful.',
  'Who runs the training today?',
  'Would a short pilot with one team be useful?',
  'Exactly.',
  'Fine by me.',
  'How quickly do you need to see results?',
  'We have worked with three freight companies.',
  'Can you tell me more about that?',
  'I see.',
  'Does that sound fair?',
];

/** Said while the buyer talks, as a listener does: the buyer must carry on. */
export const BACKCHANNELS: readonly string[] = ['mm-hm', 'uh-huh', 'yeah', 'right', 'okay', 'sure', 'got it'];

/** Said over the buyer's reply to take the turn: the buyer must stop within 200 ms. */
export const REAL_INTERRUPTIONS: readonly string[] = [
  'Sorry, can I just ask one thing?',
  'Wait, how many reps is that?',
  'Sorry to cut in, is that every team?',
];

export interface TurnPart {
  text: string;
  /** Room noise after this part, before the next (0 for the last). */
  pauseAfterMs: number;
}

/** A line of the set cut at its `{N}` marks. */
export function partsOf(line: string): TurnPart[] {
  const pieces = line.split(/\{(\d+)\}/);
  const parts: TurnPart[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    parts.push({ text: pieces[index]!.trim(), pauseAfterMs: Number(pieces[index + 1] ?? 0) });
  }
  return parts;
}

/** What stands before a pause, for the per-place figures: the last word of the part. */
export function pausePlace(partText: string): 'filler' | 'conjunction' | 'preposition' | 'comma' | 'other' {
  const words = partText.toLowerCase().match(/[a-z']+/g) ?? [];
  const last = words.at(-1) ?? '';
  if (['um', 'uh', 'er'].includes(last)) return 'filler';
  if (['and', 'but', 'or', 'so', 'because', 'if', 'that', 'is', 'are', 'was'].includes(last)) return 'conjunction';
  if (['of', 'to', 'for', 'with', 'in', 'on', 'at', 'from', 'by', 'about', 'into', 'over', 'like'].includes(last)) return 'preposition';
  if (/,\s*$/.test(partText)) return 'comma';
  return 'other';
}
