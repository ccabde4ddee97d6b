/**
 * An eleventh hesitant-speech set (decision 83), written and committed before any detector heard it, by someone
 * who had not read the end-of-turn rules: unseen until decision 94 made it a tuning set. A different call
 * from the other sets (discovery, a negotiation, a renewal, a demo follow-up, a cold call to a
 * facilities manager, a closing call with procurement, a complaint turned upsell): a mid-contract
 * price-increase call to an unhappy customer, made before the letter lands. Priya, account manager
 * at Linenworks (hotel linen hire and laundry, plant on Teesside), rings Gareth, general manager of
 * a hotel in Whitby and a customer for nine years, to tell him prices go up eight and a half
 * percent from the first of April: the plant's gas bill has nearly doubled, the living wage went up,
 * diesel for the vans. It is the second rise in two years, two deliveries were late in August, and
 * Coastal Linen has been in touch. Priya owns the August failures, credits a hundred and sixty
 * pounds, and offers three ways to soften it: collections five days a week instead of six,
 * poly-cotton table linen in the restaurant, or a two-year term that holds the rise at five percent.
 * Margaret signs the contracts, so Priya asks to come over on Tuesday. Gareth is on the front desk
 * and gets called away mid-call, so Priya hurries, apologises, and picks up where she left off.
 *
 * The caller stops where people do on the phone. Counts by pause kind (136 pauses): 26 after a
 * sentence that could have ended the turn but goes on; 13 after a filler ("um,", "uh,", "oh,", a
 * "you know," mid-sentence); 12 after a preposition ("by,", "on", "to", "for,", "at,", "in,",
 * "around,"); 12 after an aside or opener that breaks in ("I know,", "look,", "and honestly,", "if
 * you're open to it,", "I think,", "where was I,", "I'll be honest,", "one more thing,", "sorry,");
 * 11 after a false start before its repair ("rather than,", "we'd,", "That was,", "when we've,",
 * "Is it,", "I can hear,", "What time of day is,"); 8 after a verb before its object or complement
 * ("is,", "collect", "save you,", "We've got,", "would be,"); 8 after an "if" or "when" clause
 * before its main clause, among them "and when that happens,"; 6 after a list item; 6 while a
 * number or month is being recalled ("let me think,", "what was it,", "let me see,", "what,", "I
 * think it's", "let me just check,"); 6 after a determiner ("the,", "the"); 5 after a turn-opening
 * "So,"; 5 after a subject before its verb; 4 after a phrase put in front of the main clause ("from
 * the first of April,", "On a two-year term,", "For those two days,", "Over a year,"); 4 after a
 * lead-in ("The main thing is", "What I can do is", "The second thing is", "What I'd say about that
 * is"); 3 after a name and its comma; 3 after a trailing "you know,"; 2 after "which," or "who"; 2
 * after "Could I ask,". Pauses of 300-1300 ms. The complete turns are statements, reactions and
 * questions of every kind (open, closed, tags, "right?", a statement said as a question, either-or),
 * two long ones, and short answers ("Yes.", "Sure.", "No.", "Thursday works.", "Mm, fair."). Voices
 * awb first (fresh-8 was kal16 first). The room 2 dB louder than the existing set's (fresh-8's was
 * 3 dB quieter): Priya rings from the open-plan sales floor at the depot, with colleagues on their
 * own calls around her, so the pauses carry more room than a home office would, between fresh-8's
 * quiet room and fresh-7's loud one (`FRESH_9_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 61 turns, 136 pauses of 300-1300 ms. */
export const FRESH_9_HESITANT_TURNS: readonly string[] = [
  "Hi Gareth, {600} it's Priya from Linenworks, have you got two minutes?",
  'I wanted to ring you myself {700} rather than, {500} than you just getting a letter.',
  "So, {700} that's the bad news, {600} and I'd like two minutes on {500} what we can do about it.",
  'So, {800} from the first of April, {600} our prices are going up by, {500} um, {900} eight and a half percent.',
  "I know, {600} it's the second year in a row, {700} and that's, {500} that's not what you wanted to hear.",
  'The main thing is {800} energy at the plant, {500} the wages, {300} and the diesel for the vans.',
  'Our gas bill at Teesside is, {600} let me think, {1000} nearly double what it was two years ago.',
  'And the living wage went up in April, {600} which, {500} you know, {800} for a laundry is most of the cost.',
  "Gareth, {500} I'm not going to pretend {700} that's your problem.",
  'What I can do is {900} talk you through a couple of options {600} that would soften it.',
  "Could I ask, {700} roughly how many rooms you're turning over a night at the moment?",
  "Because if it's still around, {500} what was it, {900} fifty a night in the winter, {600} there's something we can do on collections.",
  'Right now we collect {600} six days a week, {500} Monday to Saturday.',
  'If we went to five days, {700} so dropping the, {400} the Wednesday run, {600} that takes about three percent off.',
  "You'd need a bit more stock on the shelves {600} to cover the gap, {500} but we'd, {400} we'd lend you that at no charge.",
  'The second thing is {800} the napkins and the, {500} um, {900} the table linen in the restaurant.',
  "At the moment you're on {600} the heavy cotton, {500} the white damask.",
  "A lot of our hotels have moved to {700} a poly-cotton blend, {600} and honestly, {500} most guests can't tell.",
  "That's, {500} that would save you, {600} oh, {900} around forty pounds a week.",
  "And the third option, {600} if you're open to it, {700} is a two-year agreement.",
  'On a two-year term, {500} I can hold the increase at, {600} um, {900} five percent instead of eight and a half.',
  'And it would be fixed {600} for the whole two years, {500} so no letter from me next spring.',
  'I did see your email about August, {700} the two late deliveries.',
  "That was, {500} we had a van off the road {800} in the busiest week of the year, {600} which isn't an excuse.",
  'Whoever was on the phone that day {700} should have rung you back the same afternoon.',
  "For those two days, {600} I've put a credit through for, {500} let me see, {1100} a hundred and sixty pounds.",
  "It'll show on, {400} um, {800} the March invoice.",
  'I know Coastal Linen {700} have been in touch with you.',
  "And look, {600} if their price is lower, {700} I'd rather you told me {600} than just moved.",
  'Could I ask, {600} what they quoted you per room?',
  "Because when we've, {500} when we've compared like for like before, {700} the {600} delivery charge is usually where it creeps back.",
  "They charge per drop, {500} I think, {700} and there's a minimum order on top.",
  'So, {700} um, {900} which of those three sounds most like it would work for you?',
  "You don't have to decide now, {600} obviously.",
  'Is it, {400} is it still Margaret who {700} signs off on the contracts?',
  'I could come over to Whitby {600} and sit down with the two of you, {500} maybe next week.',
  "I'm in Scarborough on, {500} um, {900} Tuesday and Wednesday anyway.",
  'The summer starts in, {500} what, {800} May, {600} and when that happens, {700} the last thing you want is a new supplier.',
  'Sorry, {500} I can hear, {600} have you got someone at reception?',
  'So, {600} where was I, {800} the two-year option.',
  "What I'd say about that is {800} it protects you from whatever energy does next year.",
  'Because nobody, {500} honestly, {700} nobody knows where gas is going.',
  "We've got, {500} I think it's {900} forty or so hotels on the coast on the two-year deal now.",
  'The Royal in Scarborough, {500} the Marine at Filey, {450} and a few of the, {600} the smaller guest houses.',
  "And I'll be honest, {600} they weren't happy either {700} when the letter went out last year.",
  "I'm not, {500} I'm not ringing to push you into anything.",
  "It's just, {500} you've been with us nine years, you know, {900} and I'd rather talk than send a letter.",
  "And if the towels are, {500} you know, {800} going grey again, {600} tell me and I'll have them swapped.",
  'The new towels are {700} a lot heavier, {500} we changed the mill in the autumn.',
  "What time of day is, {500} when's the best time to catch you?",
  'Maybe after the, {500} um, {800} after breakfast service?',
  'The new price per room would be, {600} let me just check, {1000} one pound ninety-two.',
  'And the, {500} the restaurant linen {700} goes up by about the same.',
  'Over a year, {600} that works out at, {500} um, {1000} roughly three thousand pounds more.',
  "It's the same everywhere at the moment, you know, {1000} not just laundry.",
  "I'd hate to lose you over it, you know, {800} after nine years.",
  "I'll put it all in writing {600} and send it over tonight, {500} with the three options side by side.",
  'One more thing, {600} if the Easter bookings are as busy as last year, {700} do you want the extra stock in early?',
  'Gareth, {500} thanks for, {400} you know, {700} not just putting the phone down on me.',
  "So, {600} Tuesday at ten, {500} at the hotel, {500} with Margaret, {600} and I'll email the options tonight.",
  'Uh, {1300} sorry, {600} one last thing, {500} is the back gate code still the same?',
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 44 turns, 26 without a question mark. */
export const FRESH_9_COMPLETE_TURNS: readonly string[] = [
  "Hi Gareth, it's Priya from Linenworks.",
  'Have you got two minutes?',
  'Our prices are going up by eight and a half percent from April.',
  'Yes.',
  "I'm sorry it's the second year running.",
  'How many rooms are you turning over a night?',
  'Mm, fair.',
  'The August deliveries were our fault.',
  "You've been with us nine years, haven't you?",
  'Would five days a week work for you?',
  'Sure.',
  "That's a lot.",
  'Coastal Linen quoted you less, right?',
  'What did they quote per room?',
  'Right.',
  'So the poly-cotton would be fine in the restaurant?',
  "I've put a credit through for the late deliveries.",
  'Do you want the two-year deal or the one-year?',
  "Oh, I didn't know that.",
  'Is Margaret still signing the contracts?',
  'Of course.',
  'Thursday works.',
  'Who else should see the numbers?',
  'Fair enough.',
  "The short version is that our gas bill at the plant has nearly doubled in two years, the living wage went up again in April, and diesel for the vans is still well above where it was, so we've held off as long as we could, but we can't absorb it any more.",
  'What would make the difference for you?',
  "No, that's everything.",
  'The increase is the same for every hotel on the coast.',
  'Can I send it over tonight?',
  "Ah, that's annoying.",
  'Where do you keep the spare stock at the moment?',
  'Not a problem.',
  'Two years would hold it at five percent.',
  'No.',
  'When does the Easter rush start?',
  "That's really helpful, thank you.",
  "You'd rather talk it through with Margaret first, wouldn't you?",
  "If you went to five days a week and switched the restaurant linen to the poly-cotton, the two together would take about four percent off, so you'd be looking at something closer to four and a half than eight and a half.",
  'How did Easter go last year?',
  'Absolutely.',
  'Which suits you better, Tuesday or Wednesday?',
  'Great, see you Tuesday at ten.',
  'Is the back gate code still the same?',
  'Sorry, go ahead.',
];

/** How much louder the room is under this set than under the existing set: +2 dB (louder). */
export const FRESH_9_ROOM_GAIN = 1.26;

/**
 * What Gareth said just before each of Priya's lines, in the order of the lines above (decision 117):
 * written from the call's story after the lines and before any replay read them with it, for the
 * end of turn's reading of the dialogue. Where Priya carries on with her own explanation, Gareth's
 * line is the short acknowledgement a listener gives ("Mm.", "Okay."); the product's buyer greets
 * with "Hello, who's calling?".
 */
export const FRESH_9_BUYER_BEFORE_HESITANT: readonly string[] = [
  "Hello, who's calling?",
  "Go on, what's it about?",
  "Eight and a half percent? You're joking.",
  "Okay, what's happening?",
  "That's the second year running.",
  'Why so much this time?',
  'Mm.',
  'Mm-hm.',
  "That's not really my problem, though, is it?",
  'So what are you going to do about it?',
  'Go on.',
  'Why do you ask?',
  'Mm.',
  'Okay.',
  'Would we run short, though?',
  'Right. What else?',
  'Mm-hm.',
  'Yes, the damask.',
  'And what would that save?',
  'Okay.',
  'Go on.',
  'Mm.',
  'And August was a mess, frankly.',
  'Nobody even rang us.',
  'Mm.',
  'Right.',
  'When will I see that?',
  'Okay, thanks.',
  'They have, yes.',
  "Their price is lower, I'll tell you that.",
  'Why does that matter?',
  'Mm.',
  "I'd have to look at the numbers.",
  "I can't say right now.",
  "Good, because I wouldn't.",
  "Yes, it's Margaret.",
  'When would that be?',
  "I'm not sure we want to change anything before the summer.",
  'Hang on, just a moment.',
  'Sorry about that. Go on.',
  'Mm.',
  'Mm-hm.',
  'Has anyone else signed up for two years?',
  'Which ones?',
  'Mm.',
  "I don't like being pushed on this.",
  'Mm.',
  'Okay.',
  'The towels have been a bit thin lately.',
  "I'm never at my desk, to be honest.",
  'It depends on the day.',
  'What would it be per room, then?',
  'Mm.',
  "So what's that over a year?",
  "That's a lot of money for us.",
  'Mm.',
  'Can you put it in writing?',
  'Okay.',
  "I won't pretend I'm happy about it.",
  'Tuesday at ten is fine.',
  "Right, I'll let you go.",
];

/** What Gareth said just before each of the complete turns above, in their order (decision 117). */
export const FRESH_9_BUYER_BEFORE_COMPLETE: readonly string[] = [
  "Hello, who's calling?",
  'Oh, hello Priya.',
  "What's this about?",
  'Is this about the price letter?',
  "Again? That's two years in a row.",
  "We're quiet at the moment.",
  "I can't just absorb that.",
  "And August didn't help.",
  "We've been with you a long time.",
  'We could probably manage with fewer collections.',
  'Can you send me the figures?',
  "It's about fifty rooms a night in winter.",
  'Coastal Linen have been on at me.',
  "Their quote was lower, I'll say that.",
  "Margaret won't like this.",
  "The restaurant's the easy bit, to be honest.",
  'What about August?',
  'I need to think about the term.',
  "We've been buying some of our own towels.",
  "I can't sign anything myself.",
  'Can I think about it?',
  'Could you do Thursday instead?',
  "I'll need to show someone the numbers.",
  "I'm not making any promises.",
  'Why is it going up so much?',
  "I'm not convinced.",
  'Is there anything else?',
  'Is it just us?',
  "I'd want it all in writing.",
  "The gate code's changed, by the way.",
  "We're short of space.",
  'Sorry, I had to take that.',
  'What would two years get us?',
  'Is there a cancellation fee?',
  "Easter's always busy here.",
  "We'd want it before Easter.",
  "I'd have to talk to Margaret.",
  'What if we did both?',
  "We're expecting a busy Easter.",
  'Will you put that in writing?',
  "Margaret's in most days next week.",
  'Tuesday at ten works.',
  'Anything else?',
  'Sorry, I was just going to say',
];
