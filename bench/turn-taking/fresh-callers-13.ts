/**
 * A fifteenth hesitant-speech set, written and committed before any detector heard it, by someone who
 * had not read the end-of-turn rules and read only the format of `fresh-callers-10.ts` (decision 124):
 * unseen, never tuned on, to be reported as totals only.
 * A different call from the other sets (discovery, a negotiation, a renewal, a demo follow-up, a cold
 * call to a facilities manager, a closing call with procurement, a complaint turned upsell, a price
 * increase to a hotel, a web-form follow-up with an accountant, a save call to a school, a business
 * case tested with a finance director): a partner (channel) pitch to a drinks wholesaler, made from a
 * car after a field visit. Marcus Hale, partnerships manager at Tapwise (a cellar and ordering app for
 * pubs and bars: stock counts, line cleaning logs, waste, ordering from suppliers), rings Bernadette
 * Quinn, commercial director of Quinn & Daughters, a family drinks wholesaler on the Team Valley in
 * Gateshead with about three hundred and forty pub and restaurant accounts. He has just come from the
 * Fleece in Durham, where Gav, the landlord, runs his cellar on Tapwise and wants to order from Quinn's
 * in the app, and he rings from his car, parked at Durham services in the rain. Her telesales team of
 * four keys in most of nineteen hundred orders a week from phone calls and WhatsApp before a two
 * o'clock cut-off, and Easter is the week after next. He asks her to become an ordering partner: her
 * price list and stock in the app, orders dropping straight into her Sage 200, at no cost to her; the
 * pubs pay thirty-nine pounds a month a site (thirty-two on the annual plan) and Tapwise pays her
 * twenty percent of each referred pub's first year (ninety-three pounds sixty a site). She pushes back
 * on a tech firm getting between her reps and her customers (the orders still go against the rep's
 * account and commission), on the money, on her operations manager Colin giving anyone a login
 * (read-only, orders and stock tables only), and on her rival Northumbria Drinks having gone live in
 * January (customers see only the suppliers they link). He cites Pennine Drinks (average order up
 * eleven percent), proposes an eight-week free pilot with twenty-five of Kieran's Durham pubs (nine
 * already on Tapwise), reads out his mobile number twice, and books Thursday at ten at the depot with
 * her, Colin and, if he is free, Kieran, her rep.
 *
 * The caller stops where people do on the phone. Counts by pause kind (309 pauses): 89 after a clause
 * or phrase that could have ended the turn, with a comma, before it goes on ("he does his order at
 * midnight, {500} after he's cashed up", "is it, {500} for next-day delivery", "No catch, {500} the
 * pubs pay for the app, {600} it's");
 * 7 after a full stop, the caller carrying on ("I thought it might be. {800} And it's a fair one",
 * "Unit nine, {500} great. {600} Thanks, Bernadette"); 42 after a filler ("um,", "uh,", "Oh,", "Ha,",
 * "well,", "okay,", "so,", "sort of,", a "you know," mid-sentence); 24 after a list item ("the stock
 * counts, {400} the line cleaning log, {300} the waste", "Thursday at ten, {500} at the depot, {500}
 * with you, {400} Colin"); 22 after a verb before its object or complement ("I'll send you,", "we'd
 * need,", "the app says,", "because it reads,", "the pilot's,", "is"); 20 after an aside or opener that
 * breaks in ("Sorry,", "his words,", "where was I,", "I should be straight with you,", "for example,",
 * "say,", "one other thing,", "honestly,", "isn't it,"); 18 after a subject before its verb ("and Gav",
 * "Every order from the app", "Northumbria Drinks", "Then we"); 11 after a determiner ("the,", "a,");
 * 11 while a number is read out or recalled ("let me think,", "let me work it out, {1300} eleven, {400}
 * twelve hundred", "what's that,", "every, {500} I think it's every fifteen minutes", the mobile number in
 * three groups, twice); 10 after a false start before its repair ("Is Colin, {500} sorry, {400} who's
 * Colin?", "do you, {400} would you want", "he, {400} I can always catch him"); 10 after a preposition
 * ("into,", "for,", "on,", "about,", "around,", "Of,", "by,", "with,", "in,"); 10 after a conjunction
 * ("and", "than,", "Because", "so,", "or,"); 9 after a turn-opening "So,", "Right,", "No," or "Great,";
 * 7 after a phrase put in front of the main clause ("On the commercial side,", "Round here,", "So for the
 * pilot,", "and after that,"); 4 after an address term and its comma ("Hi Bernadette,", "Bernadette,",
 * "Thanks, Bernadette,"); 4 after an "if" or "when" clause before its main clause; 3 after a lead-in
 * ("What we do with wholesalers", "What Gav said", "What I'd suggest"); 3 after "Could I ask,"; 3 inside
 * a relative clause ("the thing that,", "only sees the suppliers {600} he's linked to"); 2 after a
 * trailing "you know," ("by hand, you know, {800} especially the Friday before"). Pauses of 300-1300 ms.
 * The complete turns are statements, reactions and questions (open, closed, a tag, a statement said as
 * a question, either-or), two long ones without a pause, two that end on a trailing "so." and two on a
 * trailing "or?" where Marcus has finished, and short answers ("Yes.", "Sure.", "No.", "Okay.",
 * "Thursday works.", "That's all from me."). Voices awb first (fresh-12 was kal16 first). The room
 * 1.5 dB louder than the existing set's (fresh-12's was 1 dB quieter, fresh-11's 1 dB louder, fresh-10's
 * 2 dB quieter, fresh-9's 2 dB louder): Marcus rings from his car, engine off, in a services car park
 * with rain on the roof, so the pauses carry the drumming of the rain and the hum of the motorway
 * through the glass (`FRESH_13_ROOM_GAIN`). Same notation as `hesitant-callers.ts`.
 */

/** Caller turns with pauses in the middle: 80 turns, 309 pauses of 300-1300 ms. */
export const FRESH_13_HESITANT_TURNS: readonly string[] = [
  "Hi Bernadette, {600} it's Marcus Hale from Tapwise, {700} Kieran said you'd be, {500} expecting a call?",
  "Sorry, {500} I'm in the car at Durham services, {600} so if the line goes, {700} I'll ring you straight back.",
  'So, {600} um, {800} I was at the Fleece in Durham this morning, {600} and Gav {500} said I really had to talk to you.',
  "He said, {500} his words, {600} that you've looked after him {500} since his dad had the place.",
  'And he runs his whole cellar {600} on our app now, {500} um, {700} the stock counts, {400} the line cleaning log, {300} the waste, {500} all of it.',
  'But the, {400} the one thing he keeps asking for {700} is to order from you {500} straight out of the app.',
  "Right, {500} and that's, {500} that's really why I'm ringing.",
  'What we do with wholesalers {700} is {500} put your price list into the app, {600} so your customers, {500} when they do their stock count, {600} can order from you {400} on the same screen.',
  'It drops straight into, {500} um, {700} what are you on, {600} is it Sage?',
  "Sage 200, {500} okay, {400} we've got, {500} let me think, {900} eleven wholesalers on Sage at the moment.",
  'No, {400} the first one was, {500} uh, {800} three years ago now, {600} Pennine Drinks in Huddersfield.',
  'They are, {500} but their reps {500} had the same worry at the start, {600} to be honest.',
  'That the app {500} sort of, {600} gets between them and {500} their customers.',
  "I thought it might be. {800} And it's a fair one, {600} honestly.",
  'Bernadette, {500} nothing changes for, {500} for the reps.',
  "Every order from the app {600} still goes against the rep's account, {600} so Kieran {500} still gets his commission on the Fleece {500} whether Gav orders on the app, {400} on WhatsApp, {400} or on the phone.",
  "And honestly, {600} what the reps tell us {700} is they'd rather spend the visit on, {500} you know, {700} the new guest ales, {500} the summer range, {600} than, {400} than taking an order for six kegs of lager.",
  'Could I ask, {700} how many orders you take in a week, {600} roughly?',
  'And how many of those {600} come in by phone {500} or WhatsApp, {400} would you say?',
  "So that's, {500} let me work it out, {1300} eleven, {400} twelve hundred orders a week {600} being keyed in by hand.",
  "Two o'clock's your cut-off, {500} is it, {500} for next-day delivery?",
  'I can imagine. {700} With the, {400} uh, {700} the bank holiday coming up {600} as well.',
  "What Gav said {600} was, {500} um, {700} he does his order at midnight, {500} after he's cashed up, {600} and that's it done.",
  "It's in your system {500} first thing, {600} so your telesales, {500} instead of typing it all in, {600} just check it.",
  "Good question, {500} um, {700} it only shows what you've got in stock, {600} because it reads, {500} uh, {600} your stock levels every, {500} I think it's every fifteen minutes.",
  "Is Colin, {500} sorry, {400} who's Colin?",
  "Right, {500} so he'd be the one {600} to talk to about, {500} the integration side.",
  "Ha, {500} well, {600} that's what the, {500} the IT man at Pennine said too. {800} He's our biggest fan now.",
  'Because {600} the thing that, {500} that wins the operations side over {700} is the mis-keys.',
  'When someone types, {500} um, {700} sixty instead of six, {600} or the wrong, {400} the wrong lager, {500} and it goes out on the van.',
  'Most wholesalers we talk to {700} are somewhere around, {500} uh, {800} two or three percent {500} of phone orders with a credit note on them.',
  "No, {400} that's, {500} Colin would probably know that.",
  'No problem, {600} um, {700} where was I, {900} oh, {500} the money.',
  'On the commercial side, {600} it costs you nothing {600} to be on it.',
  "No catch, {500} the pubs pay for the app, {600} it's, {400} um, {700} thirty-nine pounds a month a site.",
  "We are, {500} yes, {600} but that's, {500} that's where it works for you as well.",
  'For every customer {600} who signs up through your reps, {600} we pay you {500} twenty percent {500} of their first year.',
  "Of, {400} um, {600} four hundred and sixty-eight a year, {600} so, {500} what's that, {1000} ninety-three pounds sixty {500} a site.",
  "No, {500} and I wouldn't, {500} I wouldn't pitch it as that.",
  "Honestly, {600} the money's in the orders, {600} not the commission.",
  'Pennine saw their average order {700} go up by, {500} um, {800} eleven percent {500} in the first six months.',
  "Because when Gav does his stock count, {600} the app says, {500} you know, {700} you're low on the house red, {500} you haven't ordered crisps in a fortnight, {600} and he just ticks it.",
  "And your guest ales, {500} your offers, {500} they're on the screen {600} while he's ordering, {500} not on a, {400} a leaflet in the back office.",
  'That could go straight in, {600} and you can, {500} um, {700} target it by area {500} or by type of pub.',
  'Round here, {600} I should be straight with you, {700} Northumbria Drinks {500} went live in January.',
  "They are, {500} but Gav, {500} for example, {500} only sees the suppliers {600} he's linked to.",
  "No, {400} never, {500} and you don't see theirs, {600} it's, {400} uh, {600} completely separate.",
  "I understand that. {800} And that's partly, {500} um, {700} why I'd like to move quite quickly, {600} before Easter.",
  'Not the whole thing, {600} no, {500} just a, {400} a start.',
  "What I'd suggest {700} is a pilot with, {500} say, {600} twenty-five of your Durham customers, {600} for eight weeks.",
  "Because Kieran's already, {500} uh, {600} keen, {500} and, {400} let me think, {900} nine of his pubs are on Tapwise already.",
  'Gav at the Fleece, {500} the Plough, {400} the, {500} um, {700} the Swan at Shincliffe, {500} and I think, {500} the Rose and Crown.',
  "So for the pilot, {600} we'd need, {500} your price list, {500} your stock feed, {400} and, {500} uh, {700} a login to Sage {500} for our integration team.",
  "It's read-only, {600} and, {400} sorry, {500} it's only the orders and the stock tables, {600} nothing else.",
  'Could I ask, {600} would Colin be free {500} to come to a meeting, {600} say, {400} next week?',
  "I'm in, {500} uh, {600} Newcastle on Tuesday {500} and Thursday, {600} so, {500} either of those {500} I could come to the depot.",
  "Thursday, then, {500} um, {700} ten o'clock, {500} or is, {400} or would the afternoon be better?",
  "Great, {500} and would Kieran, {500} if he's about, {500} want to sit in?",
  'No problem, {500} he, {400} I can always catch him after.',
  "Could I ask, {700} what you'd need to see {600} to say yes to the pilot?",
  "That's fair. {700} I'll bring Kieran's numbers {500} from the last, {500} uh, {800} three months, {500} if that helps.",
  "Nothing yet, {600} the pilot's, {500} uh, {600} free for the eight weeks, {500} for you and the pubs.",
  "Not for the pilot, {500} no, {500} and after that, {600} it's the thirty-nine, {500} or, {400} um, {700} thirty-two if they pay for the year.",
  "From the first, {500} the first month they pay, {600} and it's paid quarterly, {500} into, {400} whichever account you give us.",
  "I will, {500} I'll send you, {500} um, {700} the partner terms, {500} a one-pager for Colin, {500} and the Pennine case study {500} tonight.",
  'Ha, {500} tomorrow morning, {500} then, {500} first thing.',
  "It's oh seven eight one four, {600} two two six, {500} uh, {700} nine oh five.",
  'Oh seven eight one four, {500} two two six, {500} nine oh five.',
  'And Bernadette, {500} one other thing, {500} do you, {400} would you want the other reps there, {600} or just Kieran?',
  'That makes sense. {700} We can do a, {500} a session for the rest {500} if the pilot goes well.',
  "If, {500} yeah, {500} I know, {600} it's got to, {500} you know, {700} earn its place.",
  "Then we {500} um, {700} switch it off, {600} your pubs go back to ordering by phone, {500} and, {400} honestly, {500} nobody's out of pocket.",
  "Sorry, {500} that's the rain on the roof, {600} can you, {400} can you still hear me?",
  "So, {500} Thursday at ten, {500} at the depot, {500} with you, {400} Colin, {400} and Kieran if he's free.",
  "Team Valley, {500} isn't it, {500} off the, {500} uh, {700} the Kingsway?",
  "Unit nine, {500} great. {600} Thanks, Bernadette, {500} I know it's, {500} uh, {600} a mad fortnight for you.",
  "It's a lot to key in by hand, you know, {800} especially the Friday before.",
  'Most of them have, you know, {900} until the reps saw the Friday orders come in clean.',
  "They can still ring, {500} and, {500} uh, {1200} plenty do, {500} it's just the order itself {600} comes in on the app.",
  "Oh, {500} just, {400} sorry, {500} could you send me, {500} your price list {500} before Thursday, {600} if it's not too much?",
];

/** Complete turns to answer at once (statements, reactions, questions, short answers): 53 turns, 35 without a question mark. */
export const FRESH_13_COMPLETE_TURNS: readonly string[] = [
  'Hi, is that Bernadette Quinn?',
  "It's Marcus from Tapwise, Kieran said I'd be ringing.",
  'Have you got five minutes?',
  'No, ten minutes at most.',
  'Yes.',
  'Sure.',
  'How do your customers order from you at the moment?',
  'Are you on Sage?',
  "Friday's your busiest day, isn't it?",
  'The reps take orders on their visits as well?',
  'Would you rather start with Durham or Newcastle?',
  'Who looks after Sage for you?',
  "What's your cut-off for next-day delivery?",
  'How many accounts have you got?',
  'Which of your pubs would you pick?',
  'Can I send you the Pennine case study?',
  'It costs you nothing to be on it.',
  'The pubs pay thirty-nine pounds a month a site.',
  'Your reps still get their commission on every order.',
  'Northumbria Drinks went live on it in January.',
  "Oh, that's interesting.",
  'Fair enough.',
  'Mm, I can imagine.',
  'Right.',
  'Of course.',
  'Absolutely.',
  'Ha, no, not at all.',
  'Makes sense.',
  'The way the pilot usually works is that we load your price list and stock in the first week, Kieran picks twenty-five pubs he knows well, we set each of them up on a visit, and then for eight weeks you see every app order land in Sage exactly as if your telesales had keyed it, with a weekly report on order values and credit notes.',
  "What most wholesalers find is that the landlords do their order late at night after they've cashed up, so by the time your telesales team get in at seven there's already a pile of clean orders waiting, and the phones on a Friday are mostly people asking about deliveries rather than reading out their order line by line.",
  'I just wanted to get it in front of you before Easter, so.',
  "I'll leave it with you, so.",
  'Do you want me to send it to Colin directly, or?',
  'Should I come out to the depot, or?',
  'No.',
  'Thursday works.',
  "That's all from me.",
  "Thanks, that's really helpful.",
  'Sorry, go on.',
  'Great, Thursday at ten then.',
  "I'll let you get back to it.",
  'See you Thursday.',
  'Not a problem.',
  "Nine of Kieran's pubs are already on Tapwise.",
  'Is Thursday morning any good for Colin?',
  'What would Colin want to see?',
  'It reads your stock every fifteen minutes.',
  "We pay you twenty percent of every pub's first year.",
  "No, they can't see your prices.",
  'Do you want the partner terms as well?',
  'Okay.',
  'Is that on price, or on service?',
  "Nobody's job changes, they just stop typing.",
];

/**
 * How much louder the room is under this set than under the existing set: +1.5 dB (louder): a parked
 * car in the rain, engine off, with rain drumming on the roof and the motorway behind the glass.
 */
export const FRESH_13_ROOM_GAIN = 1.19;

/**
 * What Bernadette said just before each of Marcus's lines, in the order of the lines above (decision
 * 117): written from the call's story, for the end of turn's reading of the dialogue. Where Marcus
 * carries on with his own explanation, her line is the short acknowledgement a listener gives
 * ("Mm-hm.", "Go on."); the first is a plain "Hello?".
 */
export const FRESH_13_BUYER_BEFORE_HESITANT: readonly string[] = [
  'Hello?',
  'Oh, the app people. Kieran said. Go on.',
  "That's fine.",
  "Gav's one of our best customers.",
  'Twenty-odd years, yes.',
  'Mm-hm.',
  'He orders on WhatsApp, I think. Half of them do.',
  'Go on.',
  'And the order comes to us how?',
  "We're on Sage 200, with a lot of bits bolted on.",
  "So it's not a new thing for you.",
  "I know Pennine. They're bigger than us.",
  'What worry?',
  "That's exactly my worry.",
  "My reps are out in those pubs every week. That's what we are.",
  'How do you mean?',
  'Right.',
  'Ha. Fair enough.',
  'Oh, about nineteen hundred. Bit more in summer.',
  'Most of them. Sixty, seventy percent. The rest is email and the reps.',
  "By four people, yes. Before two o'clock.",
  "Two for next day. Friday's murder.",
  "Don't. Easter's the week after next.",
  'And then what, it sits there till morning?',
  "What happens when he orders something we're out of?",
  'Colin would want to know all that.',
  'Our operations manager. He looks after Sage and the warehouse.',
  "He'd be the one to say no, more like.",
  'Mm.',
  'Mis-keys?',
  'We get a few of those.',
  "I couldn't tell you ours off the top of my head.",
  "He would. Hang on, Marcus. Tell him I'll ring him back. Sorry, carry on.",
  'Go on then, the money.',
  "Nothing? What's the catch?",
  "So you're selling to my customers.",
  'Go on.',
  'Twenty percent of thirty-nine pounds.',
  "That's not going to change my life.",
  'So why would I bother?',
  'How do you mean?',
  'Why would it go up?',
  'Mm.',
  'We do a promotions sheet every month.',
  'Who else is on it round here?',
  "Northumbria? They're in half my pubs.",
  "So they can't see my prices.",
  "I don't like them being in there first.",
  "Before Easter? That's ten days.",
  'What do you mean, a start?',
  'Why Durham?',
  "Nine? I didn't know that.",
  "The Rose and Crown's a good account.",
  "Colin won't like giving anyone a login.",
  "You'd have to tell him that.",
  'Probably. What day?',
  "Tuesday's our stock take.",
  "Ten's fine. Colin's in early.",
  "I'll ask him. He's normally out Thursdays.",
  "I'm not promising anything, you know.",
  'Colin happy, and the reps not up in arms.',
  'What do I need to sign?',
  "The pubs don't pay either?",
  'And my twenty percent starts when?',
  'Fine. Send me something in writing.',
  "Not tonight, I won't read it tonight.",
  "What's your number, in case Colin wants to ring you?",
  'Say that again?',
  'Got it.',
  "Just Kieran for now. I don't want the whole team getting excited.",
  'If.',
  'What happens if it goes badly?',
  'Right.',
  'Just about.',
  "Yes. We're in Gateshead, do you know where we are?",
  "That's us. Unit nine.",
  "It's all the phone orders at Easter.",
  "We've always done it on the phone, though.",
  "I'll be honest, the landlords like a chat with the telesales girls.",
  'Anything else?',
];

/** What Bernadette said just before each of the complete turns above, in their order (decision 117). */
export const FRESH_13_BUYER_BEFORE_COMPLETE: readonly string[] = [
  'Hello?',
  'Speaking.',
  "Oh yes, the app. What's it about?",
  'Is this going to take long?',
  "Is this about Gav's ordering?",
  'Can I put you on speaker?',
  "We've been doing it this way for thirty years.",
  'The orders all go into our system.',
  "Friday's always mad here.",
  "The reps take some orders when they're out.",
  "We'd want to start small.",
  "I'd need to check with someone about the system side.",
  'Most of it comes in before lunch.',
  "We're a family firm, we've been going since nineteen seventy-eight.",
  "If we did try it, I'd want to pick the pubs.",
  "I'd want to see what other wholesalers thought of it.",
  "And for us, what's the cost?",
  'So who pays for it, then?',
  "My reps won't like this.",
  'Are any other wholesalers on it up here?',
  'We tried an ordering website a few years back and nobody used it.',
  "I'm not having anyone log into our system without Colin.",
  'Fridays are carnage in telesales.',
  "Colin's been here longer than I have.",
  "I'd want to talk to my dad about it first.",
  'Can Colin ring you with questions?',
  "You're not going to ring me every day now, are you?",
  "I'd want to keep it to Durham to begin with.",
  'So how would a pilot actually work?',
  'What difference would it actually make to us day to day?',
  'Why the rush?',
  "I'll need to think about it.",
  'Send me the details.',
  "We'd need to meet properly.",
  'Do we pay you anything?',
  'I could do Thursday morning, or Friday.',
  'Is there anything else?',
  "We've got about three hundred and forty accounts.",
  'Sorry, I was just going to say',
  "Thursday at ten's fine.",
  "I've got a queue of calls here.",
  'See you Thursday, then.',
  'Sorry, can you hang on a minute?',
  'How many of our pubs are already using it?',
  "Colin's usually in the warehouse first thing.",
  'Colin will have a list of questions.',
  "How does it know what we've got in?",
  "What's in it for us?",
  'Can Northumbria see our prices?',
  "Send me whatever you've got.",
  "I'll have a look at it tomorrow.",
  "We've lost a couple of pubs to Northumbria this year.",
  'The telesales team have been with us for years.',
];
