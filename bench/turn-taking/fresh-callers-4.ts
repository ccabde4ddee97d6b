/**
 * A sixth hesitant-speech set (issue 14), written and committed before any detector heard it, by
 * someone who had not read the end-of-turn rules: unseen, never tuned on; report its totals only.
 * A different call from the other sets (discovery and a negotiation): a customer-success renewal.
 * Dan, the account manager at Helmsdesk (a support inbox, live chat and a help centre), calls Priya,
 * the head of customer support at Northgate Opticians, about sixty branches, three months before
 * their renewal: usage has dropped, the champion who bought it may have left, the price goes up.
 * The caller stops where people do on the phone: after a filler, a conjunction, a preposition, an
 * address term and its comma, a list item, "could I ask,", "the thing is", a subject before its
 * verb, a determiner, a number being recalled, a false start, a self-correction, "I was wondering
 * if", a verb before its object, the start of a relative clause, a trailing "like," or "you know,",
 * and a few times after a clause that could have ended the turn but goes on. The complete turns are
 * mostly plain statements and reactions, with questions of every kind and short answers. Voices
 * kal16 first, the room 2 dB louder than the existing set's (about -43 dBFS, between the existing
 * set's and the fourth set's +3 dB; `FRESH_4_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 46 turns, 78 pauses of 300-1200 ms. */
export const FRESH_4_HESITANT_TURNS: readonly string[] = [
  "Hi Priya, {700} it's Dan from Helmsdesk, {400} your account manager.",
  'So, um, {900} I wanted to catch up about the renewal.',
  'Your contract runs out on the, {600} the thirtieth of June, {500} I think.',
  "Could I ask, {600} how the team's getting on with the new inbox?",
  'I was wondering if {800} we could look at your usage first.',
  'Looking at the dashboard, {500} logins are down about, um, {900} a third since January.',
  'The thing is, {700} when usage drops like that, {500} finance tends to notice.',
  'Your agents {600} are mostly on the phones now, {400} is that right?',
  'We renewed last March, {800} and at the time you had, {700} ninety seats.',
  "Now it's, uh, {1200} sixty-two active users.",
  "So what I'd suggest is {700} we bring the seats down to about seventy.",
  'The price goes up by, {600} seven, {400} sorry, {500} six percent this year.',
  "But if you sign for two years, {700} I can hold it at {500} this year's rate.",
  'Priya, {600} who else should be on the renewal call?',
  'When we set you up, {500} Mark was the one who {800} ran the whole project.',
  'Is he, {500} is he still with Northgate?',
  'The team that {600} handles the online orders, {400} are they still on email?',
  "We've added {500} live chat, {400} a help centre, {500} and WhatsApp since you signed.",
  'A lot of the retailers we work with {700} use the help centre to cut down calls.',
  "And the reason I'm asking is {800} the WhatsApp add-on is free until August.",
  'If we, {600} if we switched that on for your branches, {700} would anyone use it?',
  "I'll need to check with, er, {900} our billing team on the invoice date.",
  "You're on, {500} let me see, {800} annual billing, {300} paid upfront.",
  'I ask because {700} a couple of customers moved to quarterly this year.',
  "We could move you to quarterly, {500} but {700} there's a small fee for it.",
  "Honestly, {600} the seats you're not using, {500} I'd rather you didn't pay for them.",
  "What I don't want is {800} for you to renew and then, {600} not get the value out of it.",
  'Last quarter your first reply time was, {1100} four hours, {400} was it?',
  "And it's now under, um, {900} two, {500} which is great.",
  "Could I ask, {1000} what's changed in the team since the spring?",
  'Our onboarding people {600} can run a session for your new starters.',
  "We'd do it over, {500} two mornings, {300} probably in May.",
  "I'll put together {900} a short renewal summary for your finance director.",
  "It'll have the seat count, {400} the new price, {500} and the usage report.",
  'The renewal notice goes out, {600} sixty, {500} no, {400} ninety days before the end date.',
  "Who's, {600} who's your contact in procurement these days?",
  'The agents were, like, {700} copying answers out of an old spreadsheet.',
  "It's been a, {500} you know, {800} a busy year for everyone.",
  'Would it help if I {600} sent you the usage report before we talk price?',
  "So where we've landed is {700} seventy seats, {350} two years, {500} and the chat add-on.",
  'The other option, {600} and this is totally up to you, {500} is to stay on one year.',
  'We moved most customers onto {700} the new pricing last autumn.',
  "Um, {1000} I think that's everything on the renewal.",
  "Before I let you go, {500} I was wondering if {700} you'd be up for a case study.",
  "Once that's signed, {500} we switch your, {700} your billing over on the first of July.",
  "Thanks Priya, {600} I'll get the, {700} the summary over to you by Friday.",
];

/** Complete turns: statements, reactions, questions and short answers to answer at once. 39 turns, 20 of them statements and reactions. */
export const FRESH_4_COMPLETE_TURNS: readonly string[] = [
  'That makes sense.',
  "How's the team getting on with it?",
  'Yes.',
  'We renewed last March.',
  'Fair enough.',
  'When does your budget year start?',
  'The price stays the same if you sign for two years.',
  'Sure.',
  "I'll send the usage report over this afternoon.",
  'Is Mark still the main contact?',
  'Good to hear.',
  'Mark mentioned that when we last spoke.',
  'Friday works.',
  'Would two years work for you?',
  "That's on us, we should have flagged it sooner.",
  'Your renewal date is the thirtieth of June.',
  'Who signs off the renewal on your side?',
  'No, not really.',
  "That's a fair point.",
  'Do you want to keep seventy seats or drop to sixty?',
  'No rush on our side.',
  "I'll check with billing and come back to you.",
  'What would make this an easy yes?',
  'Seventy seats.',
  'Congratulations on the new branches.',
  'A lot of customers are in the same spot.',
  "You're happy with the price, then?",
  'Understood.',
  "That's the main worry, isn't it?",
  'We can switch WhatsApp on tomorrow.',
  'Of course.',
  'Can you send me the PO number?',
  "Thanks, that's really helpful.",
  'Why did usage drop, do you think?',
  'I completely get that.',
  'Which branches are still on email?',
  "Let's leave it at seventy, then.",
  'Anything else I should know?',
  'I think that covers it from my side.',
];

/** How much louder the room is under this set than under the existing set: 2 dB. */
export const FRESH_4_ROOM_GAIN = 1.26;
