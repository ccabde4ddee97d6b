/**
 * A tenth hesitant-speech set (decision 76), written and committed before any detector heard it, by
 * someone who had not read the end-of-turn rules: unseen until decision 83 made it a tuning set. A different
 * call from the other sets (discovery, a negotiation, a renewal, a demo follow-up, a cold call to a
 * facilities manager, a closing call with procurement): a service-recovery call that turns into an
 * upsell, to a busy farm manager. Kerry, a customer success manager at Fieldline (soil moisture
 * sensors for farms), rings Owen, farm manager on an arable farm near Ludlow, three days after his
 * angry support ticket: the gateway on the grain store roof lost its signal when the network
 * switched off 3G, twelve sensors in the potato fields went quiet for four days in a heatwave, and
 * the irrigation reel ran on guesswork. Kerry apologises, explains, books the engineer for
 * Thursday, credits two months, then offers the irrigation scheduling module and eighteen sensors
 * at cost for the three hundred acres Owen has taken on at Clee Hill; Alan signs off on spend. Owen
 * may be on the tractor, so Kerry hurries, apologises, offers to ring back.
 *
 * The caller stops where people do on the phone. Counts by pause kind (107 pauses): 16 after a
 * sentence that could have ended the turn but goes on; 13 after a filler ("um,", "uh,", "oh,", a
 * "you know," mid-sentence); 11 after a false start before its repair ("that's not,", "on your,",
 * "as a,"); 8 after a conjunction or "that"; 7 after a preposition ("on", "for", "at,", "come
 * to,"); 7 while a number or date is being recalled ("let me see,", "I think it was", "what,"); 7
 * after a phrase put in front of the main clause ("In the meantime,", "On the bill,", "Last
 * July,"); 6 after a subject before its verb; 5 after a lead-in ("what happened was", "the good
 * news is", "the thing is,", "the offer would be", "the other thing I wanted to mention,"); 5 after
 * an aside or opener that breaks in ("First of all,", "Could I ask,", "one more thing,", "at the
 * moment,"); 5 after a list item; 4 after a determiner ("the,", "the"); 4 after an "if", "once" or
 * "when" clause before its main clause; 3 after a name and its comma; 3 after a trailing "you
 * know,"; 3 after a verb before its object ("tell you", "called", "are"). Pauses of 300-1300 ms.
 * The complete turns are statements, reactions and questions of every kind (open, closed, tags,
 * "right?", a statement said as a question), two long ones, and short answers ("Yep.", "No, not
 * really.", "Tuesday's fine.", "Ouch."). Voices kal16 first (fresh-7 was awb first). The room 3 dB
 * quieter than the existing set's (fresh-7's was 5 dB louder): Kerry rings from a quiet home
 * office, so the pauses are near-silence with nothing in them but a faint room, the other side of
 * the room level from fresh-7's (`FRESH_8_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 52 turns, 107 pauses of 300-1300 ms. */
export const FRESH_8_HESITANT_TURNS: readonly string[] = [
  "Hi Owen, {600} it's Kerry from Fieldline, I'm ringing about the ticket you raised.",
  "I know you're, um, {900} probably out on the tractor, so I'll keep it short.",
  "First of all, {700} I'm really sorry nobody got back to you for three days.",
  "That's not, {600} that shouldn't happen, {450} and it's on us, not you.",
  'So what happened was {900} the gateway on your, {400} on the grain store roof {650} lost its signal.',
  'The network round you {800} switched off three G at the start of the month, {500} and the old modem only spoke three G.',
  'Which meant the twelve sensors in the, {500} um, {1200} the potato fields up top {600} went quiet for four days.',
  'And of course that was, {450} that was right in the middle of the {850} heatwave.',
  'I saw from your notes that {700} the reel was running on {600} guesswork.',
  "Owen, {500} I'd be annoyed too, {700} honestly.",
  "The good news is {800} we've fixed it remotely for now, {300} well, {650} we've patched it.",
  'Our engineer {400} can be out on, {500} let me check, {900} Thursday morning.',
  'Is, um, {700} is someone about at the yard from eight or so?',
  "He'll need to get up on the grain store roof {600} and {800} out to the two repeaters by the reservoir.",
  "In the meantime, {500} the sensors are logging locally, {700} so you won't lose any readings.",
  "Once the gateway's back, {600} all four days will, um, {900} fill in on your dashboard.",
  "On the bill, {550} I've put a credit on the account for {800} two months.",
  "That's, {400} let me see, {1100} three hundred and eighty four pounds, {500} off the next invoice.",
  "I don't want it to come across as, {600} you know, {900} a sweetener.",
  "It's just, {500} it's what we should do, you know, {800} when we let someone down.",
  'Could I ask, {600} has everything else been reporting since the weekend?',
  'The other thing I wanted to mention, {600} and feel free to tell me to go away, {800} is the irrigation side.',
  'Right now the sensors tell you {700} how wet the soil is, but {900} not when to run the reels.',
  "We've got a module called {600} Fieldline Water, that does exactly that.",
  'It looks at the soil moisture, {450} the forecast, {500} and the, {650} the crop stage.',
  'And it sends you a text {700} the night before, saying which fields and {800} how many millimetres.',
  'Farms like yours are, um, {1250} saving around, {500} I think it was {900} fifteen percent on water.',
  "Plus the diesel for the pump, {600} which at the moment, {700} isn't nothing.",
  "I'm not asking you to decide anything today, {600} I just, {500} I wanted you to know it's there.",
  "If you've taken on the land at, {500} um, {800} Clee Hill, {700} you'd need more sensors up there anyway.",
  "For three hundred acres {600} we'd usually put in, {700} oh, {500} about eighteen.",
  'The sensors themselves are {500} a hundred and ten pounds each, and the water module is {800} nine pounds a sensor a month.',
  'But as a, {400} as an existing customer, {700} I can do the sensors at cost.',
  "Sorry, Owen, {500} I can hear you're, {600} are you driving?",
  "I can, {400} I can call back later {600} if that's easier.",
  "No, no, that's fine, {700} I'll be quick.",
  'So the, {500} the offer would be {800} the eighteen sensors at cost, {450} plus the water module on all thirty.',
  "That would come to, {600} um, {1000} three hundred and something a month, I'd have to work it out.",
  "And the first three months of the water module {700} would be free, so {600} you'd see it through the summer before paying.",
  "The thing is, {800} with the dry spells we've had, {600} the reel timing is where the money goes.",
  'Last July, {500} you ran the reels, what, {900} nearly every night?',
  "I'm not saying you'd have saved all of that, {600} but {700} some of it, definitely.",
  'Who else would, {500} um, {800} would need to see the numbers?',
  'Is it, {400} is it still you and {700} Alan who sign off on spend?',
  'I could put it all in {500} a one page quote {700} and post it, or email it, {600} whichever suits.',
  "And on Thursday, {500} when Dev's out with the modem, {700} I could come along too.",
  "We'd look at where the new sensors go {600} and, you know, {800} whether the repeaters reach that far.",
  "It's been a rough few weeks for everyone, you know, {900} not just you.",
  "It's the potatoes I'd worry about, you know, {1000} with the prices this year.",
  "So, {500} um, {900} Thursday at eight, Dev and maybe me, {500} and I'll email the quote tonight.",
  'If anything else goes quiet before then, {700} ring me direct, {500} not the support line.',
  "Uh, {1300} one more thing, {600} how's the phone signal up at Clee Hill?",
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 42 turns, 26 without a question mark. */
export const FRESH_8_COMPLETE_TURNS: readonly string[] = [
  "Hi Owen, it's Kerry from Fieldline.",
  'Is now a bad time?',
  "I'm sorry nobody got back to you sooner.",
  'Yep.',
  'The gateway lost its mobile signal.',
  'Did the reel run at all over the weekend?',
  "That's on us, not you.",
  'No, not really.',
  'Our engineer can come out on Thursday.',
  "Tuesday's fine.",
  "You'd rather we texted than emailed, wouldn't you?",
  'Which fields went quiet?',
  'Fair point.',
  'None of the readings are lost.',
  "You've taken on the land at Clee Hill, right?",
  'How many acres is that?',
  'Got it.',
  "I've put two months' credit on your account.",
  'Would a text the night before help?',
  "Oh, that's a shame.",
  "So the repeaters don't reach the reservoir?",
  'Eighteen sensors should cover it.',
  'Does Alan still sign off on spend?',
  'Of course.',
  'What would make this worth it for you?',
  'The first three months of the water module are free.',
  'Ouch.',
  'Where would you want the new sensors?',
  "Honestly, I'd be annoyed too.",
  "Eight o'clock works.",
  'Is there a ladder up to the grain store roof?',
  'Sure.',
  "Last summer you ran the reels most nights, didn't you?",
  'Long story short, the old modem only spoke three G, the network switched three G off at the start of the month, and nobody on our side spotted that your gateway had gone quiet until you rang.',
  'How much did the pump use in diesel last July?',
  "That's brilliant, thank you.",
  "I'll email the quote tonight.",
  'Has anyone else from support been in touch?',
  'Not a problem.',
  "If the forecast changes overnight, it sends a second text in the morning, so you're never running the reels on last night's guess.",
  'Thanks, Owen, see you Thursday.',
  'Are you happy for me to come along with Dev?',
];

/** How much louder the room is under this set than under the existing set: -3 dB (quieter). */
export const FRESH_8_ROOM_GAIN = 0.71;
