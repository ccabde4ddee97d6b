import { createRegExpCache } from '@rehearse/domain';
import {
  contentStemsOf,
  isCommonWord,
  questionSubject,
  tagged,
  wordInformation,
  wordsOf,
  type SpeechAct,
  type TurnReading,
} from '@rehearse/conversation';
import {
  answerQuestion,
  asksToGoOn,
  asksWhoElse,
  asksWhyNow,
  factTakenUp,
  goOn,
  profileAnswers,
  untoldFactOn,
  volunteerFact,
  type AnswerContext,
} from './buyer-answers';
import {
  acceptAnswer,
  addresses,
  explainConcern,
  explores,
  nextConcern,
  pendingConcern,
  raiseConcern,
  remindConcern,
  slotsOf,
  takesUpToldPain,
} from './buyer-concerns';
import { answerNextStep, asksWhatHoldsBack, DEAL_STAGES, whatHoldsBack, withTime } from './buyer-next-step';
import { givesSomething, offerParts, offerWithinLimit, recordConcession, recordOffer, recordTerm, type Offer } from './buyer-offers';
import { repeatLast, resumed, type UnheardParts } from './buyer-repairs';
import {
  asksForNextStep,
  asksForTime,
  asksIdentity,
  asksIfBuyerCanSign,
  asksIfSettled,
  asksLeave,
  CHECKS_SUMMARY,
  endsOnFarewell,
  endsOnThanks,
  has,
  proposedTime,
  QUESTION_ACTS,
  saysGoodbye,
} from './caller-requests';
import { PHRASES } from './buyer-phrases';
import { DEAL_STEMS, isHeard } from './heard-text';
import { smallTalkReply } from './buyer-small-talk';
import { checksReadBack, checksStatement, confirmReadBack, confirmStatement, figuresAllKnown, readsBackOwnFigures } from './read-back';
import {
  HANG_UP_AT,
  MAX_CALLER_TURNS,
  WARN_BELOW,
  answeredObjections,
  changeInterest,
  openObjections,
  type RaisedObjection,
} from './buyer-state';
import type { Objection } from './objection';
import { fitToTurn, part, PRIORITY, type ReplyPart, type ReplyPlan } from './reply-plan';

/**
 * Plans the buyer's reply to one caller turn, read by meaning (@rehearse/conversation): repairs and
 * endings first, then how the turn moves the buyer's mood, then one to three sentences: a reaction,
 * the main answer, and the buyer's next concern or a nudge towards a next step when the moment fits.
 */

/** Words of a turn that talks at length (about ten seconds of speech), short of a monologue. */
const LONG_TURN_WORDS = 30;

const TELLING_ACTS: readonly SpeechAct[] = ['pitch', 'value', 'objection-answer', 'offer'];

function ending(context: AnswerContext, lines: readonly string[]): ReplyPlan {
  return { parts: [part(context.phrases.say(lines, slotsOf(context)), PRIORITY.main)], endCall: true };
}

/**
 * A name the buyer may say back: typed with a capital ("this is Sam"), or a first name compromise knows
 * ("its drew from ledger loop"); a recogniser's lower-case word that is no known name ("hi its bomb from...") is not.
 */
function surelyAName(name: string, text: string): boolean {
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return new RegExp(`\\b${capitalised}\\b`).test(text) || tagged(name.toLowerCase()).has('#FirstName');
}

/** How the turn moves the buyer: good questions and listening raise interest; pitching early, pushing, monologues lower it. */
function react(context: AnswerContext, reading: TurnReading): { rambled: boolean; pushed: boolean; pitchedEarly: boolean } {
  const { state, play } = context;
  const asks = reading.asks && has(reading, QUESTION_ACTS) && !asksForNextStep(reading, state.callerTurns);
  // Listening shows in a question or a recap that takes up the buyer's words, not in a pitch that repeats them.
  const listened = reading.refersBack || (reading.echoed.length >= 2 && reading.asks);
  if (asks) {
    state.goodQuestions += 1;
    changeInterest(state, reading.acts.has('open-question') ? 7 : 4);
  }
  if (listened && state.callerTurns > 1) {
    state.followUps += 1;
    if (!asks) state.checksBack += 1;
    changeInterest(state, 5);
  }
  if (reading.acts.has('agenda') && state.callerTurns <= 2) changeInterest(state, 5);
  if (reading.acts.has('value')) changeInterest(state, reading.quantities.length > 0 ? 6 : 3);
  const pitching = has(reading, ['pitch']) && !asks;
  const pitchedEarly =
    pitching && state.goodQuestions === 0 && state.callerTurns > 1 && play.stageName !== 'Negotiation' && play.stageName !== 'Closing';
  if (pitchedEarly) {
    state.earlyPitches += 1;
    changeInterest(state, -6);
  } else if (pitching && reading.topics.some((topic) => play.persona.caresAbout.includes(topic))) changeInterest(state, 3);
  // "Here's what I can do... one-year term at $34 a sensor, that's $39,168 for the year": in a negotiation or a close,
  // an offer or a case laid out in sums of money, said plainly, is the substance the buyer waits for, however long; so is
  // a trade of terms ("if you sign by the end of the month, we'll add the payroll integration at no charge"). A ramble is
  // talk without either, or figures hedged as they come ("nine dollars I think, maybe that's changed"). Earlier, a long
  // priced speech is still a pitch (decision 84).
  const laysOutFigures =
    DEAL_STAGES.has(play.stageName) &&
    !reading.hedged &&
    (reading.quantities.some((quantity) => quantity.kind === 'money') || givesSomething(reading)) &&
    has(reading, ['offer', 'value', 'objection-answer']);
  const rambled = !reading.asks && reading.words.length > play.difficulty.monologueWords && !laysOutFigures;
  // A speech with a question tacked on its end is still a speech ("...and the customers get a text when their boat's
  // ready, and... how many boats do you store?"): not a ramble the buyer hangs up on, but time spent talking at it.
  if (reading.words.length - wordsOf(reading.question ?? '').length > play.difficulty.monologueWords && !laysOutFigures)
    state.monologues += 1;
  if (rambled) {
    state.rambles += 1;
    changeInterest(state, -8);
  } else if (!reading.asks && !listened && !laysOutFigures && reading.words.length >= LONG_TURN_WORDS) state.longTurns += 1;
  // Pushing is pressure towards a commitment (not a brisk hello or a question about the buyer), or
  // asking again for what the buyer just declined without earning it. A line that may be rude (the
  // classifier is unsure) costs some interest, never the call.
  const stepAsked = asksForNextStep(reading, state.callerTurns);
  const asksAgain = stepAsked && state.declinedAsks > 0 && !asks;
  // The tone classifier's "pushy" is a guess ("let's put it in front of her properly"): a first ask for a meeting
  // at a set time, put as a question ("can we lock that in?", the buyer's to answer), from a caller who took up
  // the buyer's words or answered a concern, is the ask it earned.
  const earnedAsk =
    stepAsked &&
    reading.asks &&
    state.declinedAsks === 0 &&
    proposedTime(reading) !== undefined &&
    (state.followUps > 0 || answeredObjections(state) > 0);
  // Nor is an answer to one of the buyer's own worries, raised or still on its mind ("And the exit: you can leave at
  // the end of year one... Can you live with that?"), pressure, whatever the classifier hears in its tone.
  const worries = [
    ...openObjections(state).map((raised) => raised.objection),
    ...state.agenda.filter((objection) => objection.factId !== undefined),
  ];
  const answersWorry = !stepAsked && worries.some((objection) => addresses(context, reading, objection));
  const pressing =
    (reading.tone === 'pushy' && (stepAsked || has(reading, ['offer', 'pitch', 'value'])) && !earnedAsk && !answersWorry) ||
    pressuresToDecide(reading);
  const pushed = asksAgain || pressing;
  if (pushed) {
    state.pushes += 1;
    changeInterest(state, -12);
  }
  if (reading.acts.has('small-talk')) changeInterest(state, state.smallTalkTurns > 0 ? -3 : 1);
  return { rambled, pushed, pitchedEarly };
}

/**
 * The pressure close a trainer warns about, however calm the words: an offer that expires today ("if
 * you sign today I'll take 10% off", "the offer's only good until Friday"), others waiting for the
 * slot, a yes wanted now for the seller's own quarter. It is pushing, whatever the tone classifier reads.
 */
const PRESSURE =
  /\b(if you sign (it |this |the \w+ )?(today|now|right now|this afternoon|tonight|on (this|the) call)|only (good|valid|holds|stands|available|open) (today|until|till|through|for today)|(offer|price|discount|deal) (expires|ends|goes away)|today only|last chance|take it or leave it|(others?|other \w+|someone else) (are |is )?(waiting|lined up|interested) (on|for)|(i|we) need (a yes|an answer|your signature|the signature|a decision|it signed) (today|now|this afternoon|by tonight)|yes or no|for my quarter|before (my|the) quarter (ends|closes)|someone else gets (them|it))\b/;

function pressuresToDecide(reading: TurnReading): boolean {
  return PRESSURE.test(reading.words.join(' '));
}

/** A pushy turn that wants the buyer's commitment: pressure to decide, or a commitment asked for in a pushy tone. */
function demands(reading: TurnReading): boolean {
  return pressuresToDecide(reading) || (reading.tone === 'pushy' && asksToCommit(reading));
}

const COMMITS = /\b(sign|signs|signed|signature|contract|paperwork|deal|decision|commit|commitment|yes)\b/;

function asksToCommit(reading: TurnReading): boolean {
  return reading.segments.some((segment) => segment.tone === 'pushy' && COMMITS.test(wordsOf(segment.text).join(' ')));
}

function hangUpLines(context: AnswerContext, turn: { rambled: boolean; pushed: boolean }): readonly string[] | undefined {
  const { state, play } = context;
  if (state.callerTurns >= MAX_CALLER_TURNS) return PHRASES.hangUpLong;
  if (state.pushes >= play.difficulty.maxPushes) return PHRASES.hangUpPushed;
  if (state.rambles >= play.difficulty.maxRambles) return PHRASES.hangUpRambled;
  if (state.interest > HANG_UP_AT) return undefined;
  if (turn.pushed) return PHRASES.hangUpPushed;
  if (turn.rambled) return PHRASES.hangUpRambled;
  return openObjections(state).some((raised) => raised.ignored > 0) ? PHRASES.hangUpIgnored : PHRASES.hangUpCold;
}

/** The phrases' patterns, kept: a RegExp made per reply is recompiled after V8's major garbage collections (decision 128). */
const phrasePattern = createRegExpCache();

/** Whether a line is one of these, its slots filled with anything ("Let's not jump ahead to {subject}, ..."). */
function saidFrom(lines: readonly string[], text: string): boolean {
  return lines.some((line) => {
    const pattern = line
      .split(/\{[^}]+\}/)
      .map((piece) => piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.*');
    return phrasePattern(`^${pattern}$`).test(text);
  });
}

/**
 * Whom the caller runs down, when it names someone or something the profile knows ("DRB", "EyeOnSite", "Intune"): a name
 * as typed, not the buyer's, its company's or the caller's own.
 */
function disparagedName(context: AnswerContext, reading: TurnReading): string | undefined {
  const { play, state } = context;
  const profile = play.facts.facts.map((fact) => fact.spoken).join(' ');
  const own = new Set(
    [...play.sellerNames, play.facts.personName, play.facts.companyName, state.caller.name, state.caller.company]
      .filter((name): name is string => name !== undefined)
      .flatMap((name) => name.toLowerCase().split(/\s+/)),
  );
  return (reading.text.match(/\b[A-Z][\w-]*[A-Za-z0-9]\b/g) ?? []).find(
    (word) => !own.has(word.toLowerCase()) && !isCommonWord(word) && new RegExp(`\\b${word}\\b`).test(profile),
  );
}

/** Acts that make a point of the caller's own: a claim, a figure, an offer, an answer. */
const POINT_ACTS: readonly SpeechAct[] = ['pitch', 'value', 'offer', 'objection-answer', 'statement'];

/** A turn that makes a point, read surely by the classifier and long enough to be one (not a stray "okay so"). */
function clearPoint(reading: TurnReading): boolean {
  return (
    !reading.asks &&
    reading.words.length >= 8 &&
    reading.segments.some((segment) => POINT_ACTS.includes(segment.act) && segment.confidence >= 0.8)
  );
}

/** Acts of a turn that only says hello: greeting, thanks, "how are you", a backchannel. */
const HELLO_ACTS: readonly string[] = ['greeting', 'thanks', 'small-talk', 'backchannel', 'acknowledge', 'presence-check'];

/** A hello longer than this says more than hello ("...listen I'll cut to it, I'm hoping we get the paperwork done"). */
const BARE_HELLO_WORDS = 12;

/**
 * The words of a hello besides the names in it ("Hi Marco, it's Jess from Remindly, thanks for making the time
 * today"): names say who is calling, not that the caller says more than hello.
 */
function helloWords(context: AnswerContext, reading: TurnReading): number {
  const { play, state } = context;
  const names = new Set(
    [...play.sellerNames, play.facts.personName?.split(' ')[0], reading.introduction.name, state.caller.name]
      .filter((name): name is string => name !== undefined)
      .map((name) => name.toLowerCase()),
  );
  return reading.words.filter((word) => !names.has(word)).length;
}

/**
 * The greetings that do not open with the word the buyer's last line opened with: after its own "Hello, who's calling?"
 * the buyer says "Hi" back, never "Hello" twice in a row.
 */
function notSaidJustNow(lines: readonly string[], lastLine: string): readonly string[] {
  const opening = (line: string) => wordsOf(line)[0];
  const fresh = lines.filter((line) => opening(line) !== opening(lastLine));
  return fresh.length > 0 ? fresh : lines;
}

/** The first reply: hello back, and how this kind of call starts. */
function opening(context: AnswerContext, reading: TurnReading, answered: boolean): ReplyPart[] {
  const { play, phrases, state } = context;
  // "Hi Priya, it's Tom from Pawtrack": at a close or a negotiation the buyer says hello as the stage
  // does ("Hi Tom, I've been thinking it over.") and waits; only a cold call is brushed off at once.
  const bareHello =
    play.stage.raisesAtOnce &&
    play.stageName !== 'Prospecting' &&
    helloWords(context, reading) <= BARE_HELLO_WORDS &&
    // "...calling about the proposal we sent you" gives the call's reason: more than hello.
    !reading.contentStems.some((stem) => DEAL_STEMS.includes(stem)) &&
    reading.segments.every((segment) => HELLO_ACTS.includes(segment.act)) &&
    !has(reading, ['next-step', 'commitment-ask']);
  const greeting = {
    ...part(
      phrases.say(bareHello && !answered ? play.stage.greeting : notSaidJustNow(PHRASES.greet, state.lastBuyerText), slotsOf(context)),
      PRIORITY.main,
    ),
    greeting: true,
  };
  const parts: ReplyPart[] = [greeting];
  // A cold call's brush-off yields to a reason (what the caller helps with), not to asking for time.
  const gaveReason =
    (play.stage.raisesAtOnce
      ? has(reading, ['pitch', 'value', 'objection-answer'])
      : has(reading, ['agenda', 'pitch', 'value', 'statement'])) && reading.words.length > 8;
  const [brushOff] = play.stage.raisesAtOnce && !bareHello ? state.agenda : [];
  if (brushOff && !gaveReason && !answered) return [...parts, { ...raiseConcern(context, brushOff), priority: PRIORITY.main }];
  if (reading.acts.has('agenda') || gaveReason) {
    // "I'll be direct: I need your signature today to hit our quarter" is a demand, not an agenda to say okay to.
    if (!answered && !demands(reading))
      parts.push(
        part(phrases.say(play.stage.raisesAtOnce ? PHRASES.agendaAcceptedBusy : PHRASES.agendaAccepted, slotsOf(context)), PRIORITY.main),
      );
    return parts;
  }
  if (!answered) {
    // "...from pawtrack, thanks for making time again": a caller who named their side is no stranger, whatever name was misheard.
    const namedSide = play.sellerNames.some((name) => reading.words.includes(name.toLowerCase()));
    if (!state.caller.name && !state.askedWhoIsCalling && !namedSide)
      parts.push(part(phrases.say(PHRASES.askWho), PRIORITY.main, { kind: 'asked-who-is-calling' }));
    else if (!bareHello) parts.push(part(phrases.say(play.stage.opener), PRIORITY.main));
  }
  return parts;
}

/**
 * The concern the turn answers, settled before anything else is decided (a next step may hinge on it):
 * the oldest open one, else a later one the turn deals with ("we'd train every front desk person on
 * site" answers the worry about the front desk, whichever concern came first).
 */
function settleConcern(context: AnswerContext, reading: TurnReading, offered: boolean): ReplyPart | undefined {
  const settles = (raised: RaisedObjection) => {
    const moneyConcern = ['price', 'budget', 'decision'].some(
      (topic) => raised.objection.answeredBy.topics.includes(topic as never) || raised.objection.topic === topic,
    );
    return (offered && offerWithinLimit(context) === true && moneyConcern) || addresses(context, reading, raised.objection);
  };
  const pending = openObjections(context.state).find(settles) ?? preempted(context, reading, offered);
  if (!pending) return undefined;
  pending.status = 'answered';
  changeInterest(context.state, 10);
  return acceptAnswer(context, pending);
}

/**
 * "Twenty nine thousand, with training for all twelve practices included", "On privacy, we sign a business associate
 * agreement": an offer, or an answer in a telling word of the worry, that deals with one of the profile's own worries
 * before the buyer raised it settles it all the same, as one raised and answered. (Any turn doing so was tried: a
 * pitch or a remark near a worry's subject then got "Okay, that eases my mind there.")
 */
function preempted(context: AnswerContext, reading: TurnReading, offered: boolean): RaisedObjection | undefined {
  const { state } = context;
  const inItsWords = (objection: Objection) =>
    reading.acts.has('objection-answer') &&
    contentStemsOf(wordsOf(objection.raise.join(' '))).some((stem) => reading.contentStems.includes(stem) && wordInformation(stem) >= 0.5);
  // A demo of the very problem the buyer told ("...see which of your campaigns actually lead to a sale") answers "how
  // would that work for us?" before it is asked.
  const shownOnItsProblem = (objection: Objection) =>
    objection.topic === 'pain' && has(reading, ['pitch', 'value']) && takesUpToldPain(context, reading);
  const worry = state.agenda.find(
    (objection) =>
      (objection.factId !== undefined ? offered || inItsWords(objection) : shownOnItsProblem(objection)) &&
      addresses(context, reading, objection),
  );
  if (!worry) return undefined;
  const raised: RaisedObjection = { objection: worry, status: 'pending', ignored: 0 };
  state.raised.set(worry.id, raised);
  state.agenda = state.agenda.filter((objection) => objection !== worry);
  return raised;
}

/** What the buyer does about its concerns this turn: explain, remind or raise the next. */
function concernParts(context: AnswerContext, reading: TurnReading, main: ReplyPart[]): ReplyPart[] {
  const { state, play, phrases } = context;
  const pending = pendingConcern(context);
  if (pending) {
    if (explores(reading, pending.objection) && pending.status === 'pending') {
      pending.status = 'explored';
      const explanation = explainConcern(context, pending);
      return explanation && main.length === 0 ? [explanation] : [];
    }
    if (reading.asks || checksReadBack(reading) || main.some((reply) => reply.priority === PRIORITY.essential)) return [];
    pending.ignored += 1;
    changeInterest(state, -6);
    return pending.ignored <= 2 ? [remindConcern(context, pending)] : [];
  }
  // A price proposed within the buyer's limit settles its worries for now; one only stated early answers none of them.
  if (offerWithinLimit(context) && !state.offers.at(-1)?.stated) return [];
  const triggered = state.agenda.some((objection) => objection.triggeredBy?.some((topic) => reading.topics.includes(topic)));
  const due = state.turnsSinceRaise >= 2 || state.raised.size === 0;
  if (state.callerTurns >= 2 && has(reading, TELLING_ACTS) && (due || triggered) && !reading.asks) {
    const concern = nextConcern(context, reading);
    if (concern) return [raiseConcern(context, concern)];
  }
  if (
    !reading.asks &&
    state.interest >= play.difficulty.agreeAt &&
    !state.promptedNextStep &&
    state.callerTurns >= 4 &&
    state.raised.size > 0
  ) {
    state.promptedNextStep = true;
    return [part(phrases.say(PHRASES.whatNext), PRIORITY.aside)];
  }
  return [];
}

/** "What would you like to know?", "any questions about Keyward?": the floor is the buyer's. */
function asksWhatBuyerWants(context: AnswerContext, reading: TurnReading): boolean {
  if (!reading.asks) return false;
  const words = wordsOf(reading.question ?? '');
  const question = words.join(' ');
  if (
    /\b(what|anything) (else )?(would|do|did) you (like|want|need) to (know|see|hear|ask)\b|\b(any|what) questions\b|\bwhat (would|do) you want to (cover|talk about)\b/.test(
      question,
    )
  )
    return true;
  const seller = new Set(context.play.sellerNames.map((name) => name.toLowerCase()));
  const rest = words.filter((word) => !/^(what|so|would|you|like|to|know|about|want|need|tell|me|anything|else|do|the|a)$/.test(word));
  return rest.length > 0 && rest.every((word) => seller.has(word));
}

/** "And how does that help with our no-shows?": a buyer brings a pitch back to its own problem. */
function relevanceQuestion(context: AnswerContext): ReplyPart | undefined {
  const { play, phrases } = context;
  const pain = play.facts.facts.find((fact) => play.index.topicsOf(fact.id).includes('pain'));
  const subject = pain ? questionSubject(pain.spoken.replace(/^(we|i|our|my)\s+/i, '')) : undefined;
  const line = subject ? phrases.pick(PHRASES.relevanceTo, slotsOf(context)) : phrases.pick(PHRASES.relevance, slotsOf(context));
  return line ? part(line.replace('{pain}', subject ?? ''), PRIORITY.main) : undefined;
}

/** After a yes the buyer stays on the line: answers, confirms again, and says goodbye when the caller does. */
function afterAgreement(context: AnswerContext, reading: TurnReading): ReplyPlan {
  const { phrases } = context;
  // "Thanks, talk soon": the caller takes leave. "Then the numbers..." after a thanks goes on.
  const last = reading.segments.at(-1)?.act;
  const closing = (saysGoodbye(reading) || last === 'thanks' || endsOnThanks(reading)) && !reading.asks;
  if (closing || context.state.callerTurns >= MAX_CALLER_TURNS)
    return { parts: [part(phrases.say(PHRASES.goodbyeAgreed, slotsOf(context)), PRIORITY.essential)], endCall: true };
  if (has(reading, ['next-step', 'commitment-ask']) || asksIfSettled(reading)) {
    const time = proposedTime(reading);
    return {
      parts: [part(time ? withTime(phrases.say(PHRASES.confirmTime), time) : phrases.say(PHRASES.confirmed), PRIORITY.main)],
      endCall: false,
    };
  }
  if (reading.asks) return { parts: fitToTurn(answerQuestion(context, reading)), endCall: false };
  return { parts: [part(phrases.say(PHRASES.afterYes), PRIORITY.main)], endCall: false };
}

function mainParts(
  context: AnswerContext,
  reading: TurnReading,
  unheard: UnheardParts,
  early: boolean,
  offer: Offer | undefined,
): ReplyPart[] {
  const { state, phrases, play } = context;
  if (asksLeave(reading, state.callerTurns))
    return [
      part(phrases.say(play.stage.raisesAtOnce ? PHRASES.agendaAcceptedBusy : PHRASES.agendaAccepted, slotsOf(context)), PRIORITY.main),
    ];
  // "Does that cover it?", "is that everything between us and a signature?": with nothing left open, the yes the
  // call has earned; else what still holds the buyer back. Never a declined ask the next one is pushing against.
  if (asksIfSettled(reading) && state.callerTurns > 1 && !asksWhatHoldsBack(reading)) {
    const declined = state.declinedAsks;
    const pending = pendingConcern(context);
    // "Does that answer the question of where the money is going?" in a demo, with nothing left open and the buyer warm:
    // yes to the point, not a step the buyer proposes itself; only in a deal is what is settled the way to a signature.
    if (!pending && !DEAL_STAGES.has(play.stageName) && state.interest >= 50)
      return [part(phrases.say(PHRASES.opinionWarm), PRIORITY.main)];
    // The days in it are the answer's ("moved by January 20th"), not a meeting proposed.
    const reply = pending ? [remindConcern(context, pending)] : answerNextStep(context, { ...reading, dates: [] });
    state.declinedAsks = declined;
    return reply;
  }
  // "Is that something you can approve yourself?", "that's A$54,000 a year, is that within what you can sign?": yes or no,
  // by the offer on the table and the buyer's own limit.
  const onTable = offer ?? state.offers.at(-1);
  if (asksIfBuyerCanSign(reading) && onTable && offerWithinLimit(context) !== undefined)
    return offerParts(context, onTable, { asked: true });
  // "You buy from MWI, don't you?": a statement about the buyer its profile holds, put to it to confirm, is no ask.
  if (!offer && checksStatement(context, reading)) return [confirmStatement(context, reading)];
  if (asksForNextStep(reading, state.callerTurns) && !(reading.acts.has('agenda') && state.callerTurns <= 1)) {
    return [
      ...offerParts(context, offer).filter(() => !play.spendingLimit || offerWithinLimit(context) === false),
      ...answerNextStep(context, reading),
    ];
  }
  const offerReply = offerParts(context, offer);
  // "If you sign by the end of the month, we'll add the payroll integration at no charge": terms given with no new price
  // are heard and weighed; what still stands (the price) is the buyer's concern, after it.
  // (A figure said with them, "maybe forty five", may be a price the offers did not read: not weighed as terms alone.)
  const figures = reading.quantities.some((quantity) => quantity.kind === 'money' || quantity.kind === 'count');
  if (!offer && DEAL_STAGES.has(play.stageName) && givesSomething(reading) && !reading.asks && !figures)
    return [part(phrases.say(PHRASES.termsGiven, slotsOf(context)), PRIORITY.reaction)];
  // "...which comes to about a hundred and ten thousand... so it would go to the board, right?": a price only stated, then a
  // question: the price weighed against the limit, and the question answered.
  if (offerReply.length > 0 && offer?.stated && reading.asks)
    return [offerReply[0]!, ...mainParts(context, reading, unheard, early, undefined)];
  if (offerReply.length > 0) return offerReply;
  // "Last time you said you'd rather do twelve months. Is that still where you are?": the buyer confirms.
  if (checksReadBack(reading)) return [confirmReadBack(context, reading)];
  // "...85 surveys and redos down to 2 percent. Does that match what you're seeing?": yes, saying the figures back.
  if (reading.asks && CHECKS_SUMMARY.test(wordsOf(reading.question ?? '').join(' ')) && figuresAllKnown(context, reading)) {
    const figures = reading.quantities
      .filter((quantity) => quantity.kind !== 'duration')
      // Each with its unit as said ("four hundred and ten thousand dollars, and eleven percent"): figures in words run
      // together without one ("four hundred and ten thousand and eleven").
      .map((quantity) =>
        quantity.kind === 'percent'
          ? `${quantity.text} percent`
          : quantity.kind === 'money' && quantity.unit && /^[a-z]/i.test(quantity.text) && !quantity.text.includes(quantity.unit)
            ? `${quantity.text} ${quantity.unit}`
            : quantity.text,
      );
    const list = figures.length === 1 ? figures[0] : `${figures.slice(0, -1).join(', ')} and ${figures.at(-1)}`;
    return [part(`Yes, ${list}, that matches what I have.`, PRIORITY.main)];
  }
  const pending = pendingConcern(context);
  if (pending && explores(reading, pending.objection)) {
    // "What would need to happen before you can sign?": what is behind the concern, from the profile when it says.
    const behind = pending.objection.topic ? untoldFactOn(context, [pending.objection.topic]) : undefined;
    const explanation = behind ?? explainConcern(context, pending);
    if (explanation) {
      pending.status = 'explored';
      return [explanation];
    }
  }
  if (asksForTime(reading, state.callerTurns))
    return [
      part(phrases.say(play.stage.raisesAtOnce ? PHRASES.agendaAcceptedBusy : PHRASES.permissionOpen, slotsOf(context)), PRIORITY.main),
    ];
  const answerable = reading.asks && profileAnswers(context, reading);
  const realQuestion = answerable || reading.segments.some((segment) => QUESTION_ACTS.includes(segment.act));
  // "How often do people not turn up?" wants a figure: never small talk, whatever the classifier's second guess.
  const wantsFigure = reading.questionType !== undefined && !['yes-no', 'what', 'how'].includes(reading.questionType);
  // "You said fuel went down. How much was it?": a question of no words of its own about the sentence before.
  // "Who else would want a say in this?" has no words of its own either, and asks all the same.
  const nothingAsked =
    contentStemsOf(wordsOf(reading.question ?? '')).length === 0 &&
    !asksWhoElse(reading.question ?? '') &&
    !asksWhyNow(reading.question ?? '') &&
    reading.dates.length === 0 &&
    !(wantsFigure && reading.contentStems.length > 0);
  const smallTalkGuess = !wantsFigure && reading.segments.some((segment) => segment.runnerUp === 'small-talk' && segment.confidence < 0.8);
  const smallTalk = () => {
    state.smallTalkTurns += 1;
    return smallTalkReply(context, reading);
  };
  // "How's your week going?": a social question, however many of its words a profile sentence shares.
  if (reading.social && !reading.segments.some((segment) => QUESTION_ACTS.includes(segment.act))) return smallTalk();
  // "I hear Portland finally had a dry weekend, did you manage to get outside?": a yes-or-no question
  // after small talk in the call's first turns is more of it (the profile's answer when it tells of the buyer's life).
  const chatting =
    state.callerTurns <= 2 &&
    reading.questionType === 'yes-no' &&
    reading.segments.some(
      (segment, index) =>
        segment.act === 'small-talk' && reading.segments.slice(index + 1).some((later) => later.text === reading.question),
    );
  if (chatting) return smallTalk();
  if (asksToGoOn(reading) && state.callerTurns > 1) return goOn(context);
  if (reading.asks && reading.topics.length === 0 && (smallTalkGuess || nothingAsked) && !answerable) return smallTalk();
  // "Before we talk next steps, is there anything still holding you back?" opens like an agenda but asks.
  const holdsBack = asksWhatHoldsBack(reading) ? whatHoldsBack(context, reading) : undefined;
  if (holdsBack) return holdsBack;
  // "So let me show you two things. First, ..." with the first shown and taken in: the plan is past, no "okay, go on" after it.
  const shownAlready = state.settledAtTurn === state.callerTurns;
  if (reading.acts.has('agenda') && !realQuestion && state.callerTurns <= 3 && !demands(reading) && !shownAlready)
    return [
      part(phrases.say(play.stage.raisesAtOnce ? PHRASES.agendaAcceptedBusy : PHRASES.agendaAccepted, slotsOf(context)), PRIORITY.main),
    ];
  if (asksWhatBuyerWants(context, reading)) {
    // "What would you like to know about Keyward?": the buyer says what worries it.
    const concern = nextConcern(context, reading);
    const worry = concern ? raiseConcern(context, concern) : untoldFactOn(context, ['risk', 'pain', 'decision']);
    if (worry) return [{ ...worry, priority: PRIORITY.main }];
  }
  if (reading.asks && (realQuestion || !has(reading, ['small-talk', 'agenda']))) return answerQuestion(context, reading);
  if (reading.acts.has('small-talk')) return smallTalk();
  if (early) return [part(phrases.say(PHRASES.pitchedEarly, slotsOf(context)), PRIORITY.main)];
  // To a buyer who volunteers, a pitch that speaks to its situation, told or not yet told ("so your team doesn't spend
  // two days in spreadsheets"), connects as much as one that repeats its words: it says so, with that fact. A more
  // guarded buyer leaves the salesperson to connect it ("how does that help with...?").
  const connects =
    reading.refersBack ||
    reading.echoed.length >= 2 ||
    reading.topics.some((topic) => play.persona.caresAbout.includes(topic)) ||
    (play.difficulty.volunteers && has(reading, ['pitch', 'value']) && factTakenUp(context, reading) !== undefined);
  const talkingAt = has(reading, ['pitch', 'statement']) || reading.words.length >= 20;
  if (talkingAt && !reading.asks && !connects && !pendingConcern(context) && state.callerTurns > 1) {
    const question = relevanceQuestion(context);
    if (question) return [question];
  }
  if (unheard.length > 0 && has(reading, ['backchannel', 'acknowledge', 'thanks'])) return resumed(context, unheard);
  if (has(reading, ['pitch', 'value']) && play.difficulty.volunteers) {
    const extra = volunteerFact(context, reading);
    if (extra) return [part(phrases.say(PHRASES.pitchRelevant), PRIORITY.reaction), { ...extra, priority: PRIORITY.main }];
  }
  return [];
}

/**
 * The turn without a "percent" the recogniser heard after a time ("next tuesday at ten percent" is "at ten"):
 * no reaction names "the ten percent" there.
 */
function withoutPercentAfterTime(reading: TurnReading): string {
  let text = reading.text;
  for (const date of reading.dates) {
    const at = text.toLowerCase().indexOf(date.text.toLowerCase());
    if (at < 0) continue;
    const end = at + date.text.length;
    text = `${text.slice(0, end)}${text.slice(end).replace(/^[\s,]*(?:percent|per cent)\b/i, '')}`;
  }
  return text;
}

export function planReply(context: AnswerContext, reading: TurnReading, unheard: UnheardParts): ReplyPlan {
  const { state, play, phrases } = context;
  state.callerTurns += 1;
  // A recogniser's turn (all lower case) may be misheard ("if lives with debate west"): a phrase of it is said back only
  // with a word the scenario, the buyer or the caller's earlier turns used, else the product's name. A typed turn is taken as written.
  const heard = isHeard(reading.text);
  const known = heard ? new Set([...play.scenarioStems, ...DEAL_STEMS, ...reading.echoed, ...state.callerStems]) : undefined;
  for (const stem of reading.contentStems) state.callerStems.add(stem);
  state.turnsSinceRaise += 1;
  const names = [...play.sellerNames, play.facts.personName, play.facts.companyName, state.caller.name, state.caller.company];
  state.subjectSource = {
    text: withoutPercentAfterTime(reading),
    names: names.filter((name): name is string => name !== undefined),
    ...(known ? { known } : {}),
    // The product's name stands in for a misheard phrase of a pitch ("how does Remindly help with..."), not of a
    // question or an agenda ("Okay, Remindly, but keep it brief." said nothing).
    ...(known && play.productName && has(reading, ['pitch', 'value']) ? { instead: play.productName } : {}),
  };

  if (reading.words.length === 0) {
    state.unclearInARow += 1;
    if (state.unclearInARow >= 4) return ending(context, PHRASES.lineDead);
    return { parts: [part(phrases.say(PHRASES.cutOut), PRIORITY.main)], endCall: false };
  }
  state.unclearInARow = 0;
  const introducedNow = state.caller.name === undefined && reading.introduction.name !== undefined && state.callerTurns > 1;
  if (state.caller.name === undefined && reading.introduction.name !== undefined)
    state.caller = { ...state.caller, name: reading.introduction.name, nameSure: surelyAName(reading.introduction.name, reading.text) };
  state.caller.company ??= reading.introduction.company;

  if (reading.rudeness !== 'none') {
    // An insulting word ends the call. Otherwise a rude line is two strikes and a line that only may
    // be rude one, and pushing so far counts too: the buyer warns first and hangs up when its patience
    // runs out (a hard buyer at the first rude line, a medium one at the second or after pushing), so
    // one misreading of a polite line cannot end a good call.
    state.rudeStrikes += reading.rudeness === 'sure' ? 2 : 1;
    changeInterest(state, reading.rudeness === 'sure' ? -30 : -8);
    if (reading.insults || state.rudeStrikes + state.pushes >= play.difficulty.maxPushes) return ending(context, PHRASES.hangUpRude);
    if (reading.rudeness === 'sure')
      return { parts: [part(phrases.say(PHRASES.rudeWarning, slotsOf(context)), PRIORITY.essential)], endCall: false };
  }
  const onlyRepair = reading.segments.every(
    (segment) =>
      ['repair', 'presence-check', 'backchannel', 'greeting', 'acknowledge'].includes(segment.act) || segment.text.split(' ').length <= 3,
  );
  if (reading.repairs && (onlyRepair || reading.words.length <= 12 || reading.repairsAtEnd))
    return { parts: repeatLast(context), endCall: false };
  // "Are you still there?": yes, and the floor goes back to the caller (what was said before is theirs to ask again).
  if (onlyRepair && reading.acts.has('presence-check'))
    return { parts: [part(phrases.say(PHRASES.lineCheck), PRIORITY.main)], endCall: false };
  // After a yes, "say that again" and "are you there?" are still repairs (above); the rest is the agreed call.
  if (state.phase === 'agreed') return afterAgreement(context, reading);
  if (saysGoodbye(reading) && !reading.asks && (!has(reading, ['next-step', 'commitment-ask']) || endsOnFarewell(reading)))
    return ending(context, PHRASES.goodbyeNeutral);

  const turn = react(context, reading);
  const hangUp = hangUpLines(context, turn);
  if (hangUp) return ending(context, hangUp);

  recordTerm(context, reading);
  // "At your volume that's roughly forty thousand dollars a month, right?": the buyer's own cost read back, no price offered.
  const offer = readsBackOwnFigures(context, reading) ? undefined : recordOffer(context, reading);
  recordConcession(context, reading, offer);
  const settled = settleConcern(context, reading, offer !== undefined);
  if (settled) state.settledAtTurn = state.callerTurns;
  const main = mainParts(context, reading, unheard, turn.pitchedEarly && state.earlyPitches === 1, offer);
  // A step pushed for and turned down with the stage's "not yet" is the reply's one no: no pushback beside it says the
  // same again ("Slow down on the demo, I'm not there yet. Let's not jump ahead to the demo, I'm not sure yet this is even a fit.").
  const refusedNotYet = main.length > 0 && main.every((reply) => saidFrom(play.stage.notYet, reply.text));
  if (asksIdentity(context, reading)) main.unshift(part(phrases.say(PHRASES.speaking), PRIORITY.essential));
  const parts: ReplyPart[] = [];
  if (state.callerTurns === 1) parts.push(...opening(context, reading, main.length > 0));
  else if (introducedNow) parts.push({ ...part(phrases.say(PHRASES.greetLate, slotsOf(context)), PRIORITY.main), greeting: true });
  // A pressure close is what the reply is about: the pushback stays however long the rest is.
  if (turn.pushed && !main.some((reply) => reply.effects.some((effect) => effect.kind === 'agreed-next-step'))) {
    if (!refusedNotYet)
      parts.push(
        part(phrases.say(PHRASES.pushedBack, slotsOf(context)), pressuresToDecide(reading) ? PRIORITY.essential : PRIORITY.reaction),
      );
  } else if (turn.rambled) parts.push(part(phrases.say(PHRASES.rambled, slotsOf(context)), PRIORITY.main));
  if (settled) parts.push(settled);
  const concerns =
    settled ||
    main.some((reply) => reply.effects.some((effect) => effect.kind === 'raised-objection' || effect.kind === 'agreed-next-step'))
      ? []
      : concernParts(context, reading, main);
  parts.push(
    ...concerns.filter((reply) => reply.priority === PRIORITY.main),
    ...main,
    ...concerns.filter((reply) => reply.priority !== PRIORITY.main),
  );
  // "EyeOnSite? Honestly, they're junk.", "whiteboards in this day and age, that's a joke": a caller who runs down a
  // competitor or the buyer's own choice meets the buyer's own judgement, after whatever else the turn answers.
  if (reading.disparages) {
    const target = disparagedName(context, reading);
    // One sentence that names what it answers: a set phrase said on its own in every call is a stock line.
    const line = target
      ? phrases.say(PHRASES.disparagedNamed).replace('{target}', target)
      : phrases.say(PHRASES.disparaged, slotsOf(context));
    parts.push(part(line, PRIORITY.essential));
  }

  if (parts.length === 0) {
    // A heard turn the buyer can make nothing of, mid-call, was most likely misheard: it asks again, as on a bad line,
    // rather than "So what is it you want from me?" after five good turns (not twice running: then the stage's prompt).
    // "okay so we do automatic text reminders which usually cut no shows by a third": a point the classifier reads surely,
    // in words the call knows, was heard; the buyer takes it in by name rather than claim the line broke up.
    const taken = clearPoint(reading) ? phrases.pick(PHRASES.pointTaken, slotsOf(context)) : undefined;
    const misheard = !taken && heard && state.callerTurns > 1 && state.askedAgainAt !== state.callerTurns - 1;
    if (misheard) state.askedAgainAt = state.callerTurns;
    parts.push(part(taken ?? phrases.say(misheard ? PHRASES.cutOut : play.stage.prompts), PRIORITY.main));
  }
  if (state.interest < WARN_BELOW && !state.warned) {
    state.warned = true;
    parts.push(part(phrases.say(PHRASES.warning), PRIORITY.essential));
  }
  return { parts: fitToTurn(parts), endCall: false };
}
