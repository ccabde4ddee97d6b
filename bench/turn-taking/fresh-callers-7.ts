/**
 * A ninth hesitant-speech set (issue 14, decision 69), written and committed before any detector
 * heard it, by someone who had not read the end-of-turn rules: unseen until decision 76 made it a
 * tuning set. A different call from the other sets (discovery, a negotiation, a renewal, a demo
 * follow-up, a cold call to a facilities manager): a closing call with a procurement lead. Tom, an
 * account executive at Rotaform (staff rota software for care homes), rings Helen, head of
 * procurement at Meadowbank Care Group, twenty two care homes in the East Midlands, after a six-week
 * pilot in three of them: legal has the contract and its redlines (the liability cap, the price
 * review), Helen wants per bed pricing, sixty day terms and a bigger discount, her data protection
 * officer has asked where the data is kept, and Graham, the operations director, signs once the
 * board has seen it. Tom can give twelve percent if they sign by the twenty eighth of March. The
 * caller stops where people do on the phone: after a filler, a conjunction, a preposition, a
 * determiner, a name and its comma, "could I ask,", "the best I can do is", "what we'd normally do
 * is", a number being recalled, a false start and its repair, an apology that breaks in, a verb
 * before its object, a list item, a subject before its verb, an "if" clause before its main clause,
 * a trailing "you know,", and many times after a sentence that could have ended the turn but goes
 * on. The complete turns are statements, reactions and questions of every kind (open, closed, tags,
 * "right?", a statement said as a question), some long, and short answers ("Yes.", "Sure.",
 * "Thursday works.", "That's right."). Voices awb first (fresh-6 was kal16 first), the room 5 dB
 * louder than the existing set's (about -40 dBFS, between fresh-3's and fresh's; `FRESH_7_ROOM_GAIN`).
 * Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 50 turns, 105 pauses of 300-1200 ms. */
export const FRESH_7_HESITANT_TURNS: readonly string[] = [
  "Morning Helen, {500} it's Tom from Rotaform, {700} thanks for making the time.",
  "I know you've only got, um, {800} twenty minutes, so {600} I'll get straight to it.",
  'Where we left it last week was {750} that legal had the contract and {450} you had the pricing.',
  'Could I ask, {600} has legal come back on the {1100} data processing agreement yet?',
  'The pilot in the three homes {850} went better than either of us expected.',
  'Rota gaps were down by, {500} let me see, {1100} thirty one percent in the first six weeks.',
  'And agency spend at Ashby Lodge {650} fell by about {550} four thousand pounds a month.',
  'So the proposal we sent was for {950} all twenty two homes, {400} on a three year term.',
  'I saw your note about the, {500} sorry, {300} about the per bed pricing.',
  'We priced it per home, {600} but {850} I can see why per bed suits you better.',
  'If we moved to per bed, {450} it would come to, um, {1050} one pound eighty a bed a week.',
  "That's against, {400} what was it, {750} two pounds ten on the current quote.",
  "On the discount, {600} I've spoken to {800} our finance director.",
  'The best I can do is {900} twelve percent, {500} if we sign by the end of March.',
  "And that's, {450} that's the most we've ever given {700} a group your size.",
  "Helen, {350} I'll be honest with you, {800} there isn't room for more than that.",
  'What I can look at is {700} the payment terms, {500} the onboarding fee, {650} or the length of the term.',
  'You mentioned sixty day terms, {600} and {950} I think we can do that.',
  'Our standard is thirty days, {550} but {700} for a contract like this, sixty is fine.',
  'The onboarding fee, {600} we could, um, {1100} waive that altogether.',
  'That was, {300} I think it was {1000} eight and a half thousand.',
  "In return we'd ask for {700} a three year term {350} and a case study.",
  'Could I ask, {500} who needs to sign on your side?',
  'Is it still Graham, {400} or {750} has that moved to the new finance director?',
  "And Graham's signature, {600} does that need {700} the board's approval as well?",
  'Because the board meets on, {500} is it the {650} second Tuesday of the month?',
  'On the data side, {450} your data protection officer asked about {800} where the data is kept.',
  "It's all in, {400} um, {1000} a data centre in London, {500} and it never leaves the UK.",
  "And we're, {600} we've just renewed our {850} Cyber Essentials Plus certificate.",
  'I can send the {700} certificate and the pen test summary {400} this afternoon.',
  'The other thing legal flagged was {800} the liability cap.',
  "We've offered {600} twelve months of fees, {500} which is pretty standard for us.",
  "If your legal team want {700} two times the fees, {600} I'd need to, um, {1000} take that back to ours.",
  "I don't think they'll say no, {650} but {800} it might take a few days.",
  "Sorry, {400} I'm just, {700} I'm looking at the redlines now.",
  'Clause nine is {600} termination for convenience, {500} and clause fourteen is the {700} price review.',
  "What we'd normally do is {1000} cap the yearly increase at {600} inflation plus two.",
  'Would you be happy with, {500} say, {850} inflation plus one?',
  "In terms of timing, {550} we'd want to start with {700} the Leicester homes.",
  'Then Nottingham, {400} Derby, {500} and {700} Northampton after Easter.',
  'Our implementation team {800} would need about {500} six weeks for the whole group.',
  'It depends a bit on, you know, {1000} how quickly the home managers send us their rotas.',
  'And the training is, um, {1150} two hours per home, {300} on site.',
  "I realise I'm asking a lot, {600} but {500} if we could sign by the twenty eighth, {700} the twelve percent stands.",
  "If it slips into April, {450} I'd have to go back to {600} our finance director, {950} and I can't promise the same answer.",
  "So just to recap, {600} it's per bed pricing, {350} sixty day terms, {500} no onboarding fee, {650} and twelve percent off.",
  'Is there anything else {700} standing between us and a signature?',
  "Brilliant. {750} I'll send the updated order form over, {500} and {850} I'll call you Thursday at ten.",
  'If Graham has any questions, {600} he can call me directly, you know, {1200} any time this week.',
  'Uh, {1200} one last thing, Helen, {450} would it help if I joined the board call?',
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 42 turns, 27 without a question mark. */
export const FRESH_7_COMPLETE_TURNS: readonly string[] = [
  'Thanks for making the time, Helen.',
  'Has legal finished with the contract?',
  'Yes.',
  'The pilot ran in three homes for six weeks.',
  'What did the home managers make of it?',
  'Sure.',
  "You'd prefer per bed pricing, wouldn't you?",
  'Twelve percent is the best I can do.',
  'Who signs on your side?',
  "That's right.",
  'Sixty day payment terms are fine with us.',
  'Does the board need to approve it?',
  'Thursday works.',
  'We can waive the onboarding fee.',
  'The data never leaves the UK.',
  "That's the liability cap in clause eleven, isn't it?",
  'No problem at all.',
  'How many beds are there across the group?',
  'Understood.',
  'Our implementation team would start with the Leicester homes.',
  'Is Graham back from leave on Monday?',
  'Of course.',
  'I can send the pen test summary this afternoon.',
  'Which clause is your legal team worried about?',
  'I hear you, nobody likes a price rise in year two.',
  'Would inflation plus one work for you?',
  'Absolutely.',
  'The twelve percent holds if we sign by the twenty eighth.',
  "You're happy with a three year term, right?",
  'Makes sense.',
  'When does your board next meet?',
  'No, the training is included in the price.',
  'That was quicker than I expected.',
  'Can you send me the redlines as a Word document?',
  'Thursday at ten, then.',
  'It takes about six weeks to roll out across all twenty two homes, and most of that is waiting for the home managers to send us their rotas.',
  'Should I copy Graham on the email?',
  'Perfect.',
  "I'll get the updated order form to you by five.",
  'So the order form goes to Graham first, and then to the board?',
  'Fair enough.',
  'Thanks again, Helen, speak Thursday.',
];

/** How much louder the room is under this set than under the existing set: 5 dB. */
export const FRESH_7_ROOM_GAIN = 1.78;
