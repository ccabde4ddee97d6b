/**
 * An eighth hesitant-speech set (issue 14, decision 63), written and committed before any detector
 * heard it, by someone who had not read the end-of-turn rules: unseen (totals only) until decision 69,
 * tuned on since. A different call from the other sets (discovery, a negotiation, a renewal, a demo
 * follow-up): a cold call to a facilities manager. Marcus, a business development rep at Sitewise
 * (small wireless sensors on boilers, chillers and air handling units that warn before they fail),
 * rings Ruth, the facilities manager of Kingsbridge College, a further education college with
 * campuses in Totnes, Newton Abbot and Dartmouth: a boiler failure closed Totnes for two days last
 * January, the maintenance contractor visits once a quarter, the budget is set in spring and the
 * estates director signs off. She gets calls like this every week. The caller stops where people do
 * on the phone: after a filler, a conjunction, a preposition, a determiner, a name and its comma,
 * "could I ask,", "the reason I'm calling is", "what we do is", a number being recalled, a false
 * start and its repair, an apology that breaks in, a verb before its object, a list item, a subject
 * before its verb, a trailing "you know,", and several times after a sentence that could have ended
 * the turn but goes on. The complete turns are mostly plain statements and reactions, with questions
 * of every kind (open, closed, tags, "right?"), some long, some of one or two words. Voices kal16
 * first, the room 2 dB louder than the existing set's (about -43 dBFS; `FRESH_6_ROOM_GAIN`). Same
 * notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 46 turns, 76 pauses of 300-1200 ms. */
export const FRESH_6_HESITANT_TURNS: readonly string[] = [
  "Hi, is that Ruth? {600} Ruth, {500} it's Marcus calling from Sitewise.",
  "I know you weren't expecting my call, so {700} I'll be quick.",
  'We fit small wireless sensors to, um, {900} boilers, chillers and air handling units.',
  'Could I ask, {600} who looks after the heating across your three campuses?',
  "The reason I'm calling is {800} that a few colleges near you have had {500} boiler failures this winter.",
  'I read that your Totnes campus {700} closed for two days last January.',
  'Was that, {500} sorry, {300} was that the heating, or the hot water?',
  'So at the moment your contractor comes in, {600} what, {300} once a quarter?',
  "And between those visits {800} nobody's really watching the plant room.",
  'What we do is {700} put a sensor on each unit, {500} and it tells you when something starts to drift.',
  "It's a bit like, {600} you know, {700} a smoke alarm for your boilers.",
  "We're working with, {500} I think it's {800} fourteen colleges in the south west now.",
  'One of them is Exeter, {700} and their estates team {500} cut their callouts by about a third.',
  "Ruth, {600} I'm not trying to sell you anything today.",
  "I'd just like to understand {700} how you find out about a fault at the moment.",
  'Is it the, {500} the caretakers who spot it, {600} or do you have a building management system?',
  "The trouble with most of those systems is {900} they only alarm once it's already broken.",
  'Whereas ours looks at the, um, {1000} the flue temperature and the pump vibration {400} every few minutes.',
  'And it sends an alert to {600} your phone, {300} your helpdesk, {500} or your contractor.',
  "Sorry, {500} I should have said, {600} there's no wiring and no downtime to fit them.",
  'Our engineer {700} can do a whole campus in about a day.',
  "That's a fair question. {800} The sensors run on batteries that last around five years.",
  "Um, {1200} in terms of cost, {500} it's per sensor, per month.",
  'For a site like yours it would be roughly, {700} let me think, {600} sixty sensors.',
  'So that would come to about, {800} nine hundred pounds a month, {500} all in.',
  "And the contract is, {500} it's twelve months, {600} not three years like most of them.",
  'I hear that a lot. {900} And to be honest, {500} your contractor could use the alerts as well.',
  "We're not replacing them, {600} we're just giving them {700} better information.",
  'When the boiler went at Totnes, {700} how long did it take to get an engineer out?',
  "And that's with, {500} what, {600} four hundred students on site?",
  "Because if you'd had, like, {800} a week's warning, {500} that could have been a planned repair.",
  'Could I ask, {500} when do you set the budget for next year?',
  'Is it April, {300} or {700} does it follow the academic year?',
  'Who else would be involved in {600} a decision like this?',
  'Your estates director, {500} is that Martin Hayes?',
  "What I'd suggest is, um, {900} a free trial on one building for a month.",
  "We'd put sensors on the {600} boilers and the chillers {400} in whichever block gives you the most trouble.",
  "At the end of the month {700} you'd get a report showing {500} every warning we picked up.",
  "If it doesn't find anything useful, {600} then you've lost nothing, {400} and we take them away.",
  "Most of your plant is getting on a bit, you know, {800} some of it's twenty years old.",
  "A boiler that's, {500} that's running badly {700} can burn ten or fifteen percent more gas.",
  "I don't want to overpromise, {600} but {700} that's what we saw at Exeter.",
  "I totally get that. {800} And if now's not the right time, {500} that's fine, honestly.",
  'Would it help if I {600} sent you the Exeter case study first?',
  'And maybe, {500} you know, {700} we could speak again after half term.',
  "Great. {700} So I'll send that over today, {500} and call you on the Tuesday after half term.",
];

/** Complete turns: statements, reactions, questions and short answers to answer at once. 40 turns, 27 of them without a question mark. */
export const FRESH_6_COMPLETE_TURNS: readonly string[] = [
  'Thanks for picking up.',
  'Sure.',
  'Who looks after your boilers at the moment?',
  "That's a long time without heating.",
  "You've got three campuses, right?",
  'No worries.',
  'The sensors take about ten minutes each to fit.',
  'Did the contractor find the fault in the end?',
  'Got it.',
  'We work with fourteen colleges in the south west.',
  "That's the plant room at Newton Abbot, isn't it?",
  'Exactly.',
  'It alerts your helpdesk before the boiler actually fails.',
  'How often does the contractor visit?',
  'I completely understand, you must get a lot of these calls.',
  'Twelve months.',
  "There's no wiring involved at all.",
  'Is the heating on a building management system?',
  'Fair point.',
  'The trial is free and we take the sensors away afterwards.',
  'What happens when something breaks out of hours?',
  'That sounds really frustrating.',
  'Nine hundred pounds a month for the whole site.',
  'Would Martin need to be on the next call?',
  'Of course.',
  'Our engineer would sign in at reception and wear a visitor badge.',
  'Which building gives you the most trouble?',
  "Yes, that's right.",
  'The batteries last around five years.',
  "You'd rather wait until the new budget, wouldn't you?",
  'Makes sense.',
  "I'll email you the Exeter case study this afternoon.",
  'Can I call you back after half term?',
  'Good to know.',
  'Most of our colleges started with a single building and then rolled it out to the rest over the summer holidays.',
  'When does your budget year start?',
  'No, your contractor stays exactly as they are.',
  'Brilliant, thank you Ruth.',
  'So the alert goes to the helpdesk first, right?',
  'Speak soon.',
];

/** How much louder the room is under this set than under the existing set: 2 dB. */
export const FRESH_6_ROOM_GAIN = 1.26;
