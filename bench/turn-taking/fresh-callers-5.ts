/**
 * A seventh hesitant-speech set (issue 14, decision 58), written and committed before any detector
 * heard it, by someone who had not read the end-of-turn rules: unseen, never tuned on; report its
 * totals only. A different call from the other sets (discovery, a negotiation, a renewal): a demo
 * follow-up with a sceptical finance director. Leah, an account executive at Ledgerline (invoice
 * capture, approvals and supplier payments on top of Sage), calls Graham, the finance director of
 * Harcourt Foods, a food wholesaler with depots in Leeds, Wakefield and Hull, a week after he saw
 * the demo: the last system they bought was never used, he doubts the payback figure, the depot
 * managers sit on invoices until month end. The caller stops where people do on the phone: after a
 * filler, a conjunction, a preposition, a determiner, a name and its comma, "could I ask,", "the
 * thing is", "what I'm hearing is", "I was wondering if", a number being recalled, a false start and
 * its repair, a self-correction, a verb before its object, a list item, a subject before its verb,
 * a trailing "you know," or "like,", and several times after a sentence that could have ended the
 * turn but goes on. The complete turns are mostly plain statements and reactions, with questions
 * of every kind (open, closed, a tag, "right?") and short answers. Voices awb first, the room 1 dB
 * louder than the existing set's (about -44 dBFS, between the existing set's and the sixth set's
 * +2 dB; `FRESH_5_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 46 turns, 76 pauses of 300-1200 ms. */
export const FRESH_5_HESITANT_TURNS: readonly string[] = [
  "Hi Graham, {700} it's Leah from Ledgerline, {300} we spoke after the demo last week.",
  'So, um, {900} I wanted to pick up on a couple of things you raised.',
  'You said the last system you bought was, {600} and I am quoting you here, {500} shelfware within a year.',
  "That's fair. {800} But I think the bigger issue is who owns it once the supplier has gone.",
  'Could I ask, {600} who on your team actually keys the invoices in today?',
  'I think you mentioned you get about, um, {1000} four thousand invoices a month?',
  "Or was it, {500} no, sorry, {400} it was closer to five thousand, wasn't it?",
  'The thing is, {700} at that volume, {400} the approvals are where the time goes.',
  "What I'm hearing is {800} that the depots hold on to invoices until month end.",
  'I was wondering if {700} we could run the numbers again with your own figures.',
  "We'd need, {500} a month of invoices, {400} your approval rules, {500} and your supplier list.",
  'Because {600} the numbers in the demo were, {500} you know, {700} for a generic food business.',
  'Right now your clerks match every invoice to the order and {700} the delivery note, by hand.',
  "Graham, {500} I know you're sceptical about the payback.",
  'We went live with a brewery in, {700} Sheffield last spring, {400} about your size.',
  'Their month end went from {800} eight days {400} to three.',
  'It plugs straight into Sage. {900} And it reads the invoice from the email it came in.',
  "So the clerks don't, {500} they don't type anything in, {600} unless it's handwritten.",
  'Your finance team {600} would see every invoice in one queue.',
  'And if a depot manager is, like, {800} sitting on an approval, {500} it chases them for you.',
  'Um, {1200} the question you asked about Sage, {500} I checked it with our engineers.',
  'It syncs every, {600} fifteen minutes, {400} I believe, {300} both ways.',
  'The price is per invoice, {600} not per user, {700} so the depot managers cost you nothing.',
  "At four thousand a month, {500} that's about, um, {1100} two thousand pounds a month.",
  "I'd have to check the, {700} the exact tier with my manager.",
  "It's not nothing, {500} but {700} it's less than one clerk's salary.",
  'I know that sounds like a lot. {900} But compare it with two people doing it by hand.',
  'What would you need to see {600} to believe the payback figure?',
  'Could I ask, {500} who else would sign this off besides you?',
  'You mentioned your, {600} your managing director, {400} is it Helen?',
  'We could start with {700} the Leeds depot. {500} And leave Hull and Wakefield for later.',
  'A pilot would be, {500} say, {600} six weeks, maybe eight.',
  'During the pilot, {500} your clerks would keep {700} the old process running alongside.',
  "Honestly, that's the bit most people worry about. {800} But it's only for the first fortnight.",
  "I was wondering if, um, {800} you'd be open to a call with their finance director.",
  "She's, {500} she's happy to talk you through {600} how it went for them.",
  'When you say the last system failed, {700} was that the software or the rollout?',
  "Because in my experience, {600} it's nearly always the, {800} the rollout.",
  'So what we do differently is, {700} we put someone from our side {500} in your office for the first week.',
  'Her name is Aisha. {700} She ran the go-live at the brewery.',
  "If the numbers don't stack up on your own invoices, {700} then we walk away, {400} no charge.",
  "I'll send over {600} the data request, {400} the pilot plan, {500} and the brewery case study.",
  'Could you get me, um, {900} a month of invoices by the end of next week?',
  "It doesn't have to be, {500} like, {600} perfectly tidy.",
  "Thanks Graham. {800} And honestly, {500} if it's not right for you, just tell me.",
  'Is Thursday still, {500} is Thursday afternoon still good for the call with Helen?',
];

/** Complete turns: statements, reactions, questions and short answers to answer at once. 40 turns, 28 of them without a question mark. */
export const FRESH_5_COMPLETE_TURNS: readonly string[] = [
  'That makes sense.',
  'We can start with the Leeds depot.',
  'Yes.',
  'How many invoices come in each month?',
  'Fair enough.',
  'The payback was about seven months for the brewery.',
  "You're still on Sage, right?",
  'Tuesday works.',
  "That's a completely fair concern.",
  'Who approves the invoices at the depots?',
  'It reads the invoice straight from the email.',
  'Not yet.',
  "I'll send the data request over this afternoon.",
  'Does that sound reasonable?',
  'I hear you.',
  'What went wrong with the last system?',
  'The pilot costs nothing if the numbers are wrong.',
  "That's over Helen's limit, isn't it?",
  'Good question.',
  'We price per invoice, not per user.',
  'No, the clerks stay.',
  'How long does month end take you now?',
  'Aisha can do Thursday afternoon.',
  'Would a six week pilot work for you?',
  'Absolutely.',
  'Most of our customers are food and drink wholesalers.',
  "That's exactly what the brewery said.",
  'Which depot is the busiest?',
  'Sure, no problem.',
  'Your clerks would only handle the exceptions.',
  "Can you send me last month's invoices?",
  'Three days, on average.',
  'I understand.',
  'Why does Hull hold on to them?',
  'So the real cost is the late payment fees, then.',
  'Thanks, that helps a lot.',
  "We don't replace Sage, we sit in front of it.",
  'Is it the software or the rollout that worries you?',
  "Let's do that.",
  "I'll check with my manager and come back to you today.",
];

/** How much louder the room is under this set than under the existing set: 1 dB. */
export const FRESH_5_ROOM_GAIN = 1.12;
