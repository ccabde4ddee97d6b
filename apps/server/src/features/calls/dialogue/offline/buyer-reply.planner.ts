import type { AnswerContext } from './buyer-answers';
import { acceptAnswer, nextConcern, raiseConcern, remindConcern, slotsOf } from './buyer-concerns';
import { mainReply } from './buyer-main-reply';
import { PHRASES } from './buyer-phrases';
import { HANG_UP_AT, MAX_CALLER_TURNS, WARN_BELOW, changeInterest, openObjections } from './buyer-state';
import type { CallerTurn } from './caller-intent.classifier';
import { fitToTurn, part, PRIORITY, type ReplyPart, type ReplyPlan } from './reply-plan';
import { assessCallerTurn, isReadyToAgree, type TurnAssessment } from './turn-assessment';

/**
 * Plans the buyer's reply to one caller turn: repairs and endings first, then the mood update,
 * then a reply of one to three sentences built from a reaction, the main answer and, when the
 * moment fits, the buyer's next concern or a nudge towards a next step.
 */

/** The rest of the buyer's last reply that barge-in cut off (the caller never heard it). */
export type UnheardParts = readonly ReplyPart[];

function ending(context: AnswerContext, lines: readonly string[]): ReplyPlan {
  return { parts: [part(context.phrases.say(lines, slotsOf(context)), PRIORITY.main)], endCall: true };
}

function hangUpLines(context: AnswerContext, assessment: TurnAssessment): readonly string[] | undefined {
  const { state } = context;
  if (state.callerTurns >= MAX_CALLER_TURNS) return PHRASES.hangUpLong;
  const fedUp = state.interest <= HANG_UP_AT || state.pushes >= 3 || state.rambles >= 3;
  if (!fedUp) return undefined;
  if (assessment.pushed || state.pushes >= 3) return PHRASES.hangUpPushed;
  if (assessment.rambled || state.rambles >= 3) return PHRASES.hangUpRambled;
  if (assessment.ignored.length > 0) return PHRASES.hangUpIgnored;
  return PHRASES.hangUpCold;
}

function rememberCaller(context: AnswerContext, turn: CallerTurn): void {
  const { caller } = context.state;
  caller.name ??= turn.introduction?.name;
  caller.company ??= turn.introduction?.company;
}

function shouldRaiseConcern(context: AnswerContext, turn: CallerTurn, assessment: TurnAssessment): boolean {
  const { state, play } = context;
  if (openObjections(state).length > 0 || state.agenda.length === 0) return false;
  if (state.raised.size === 0 && play.stage.raisesAtOnce) return true;
  if (state.callerTurns === 1) return false;
  if (play.stageName === 'Discovery') return (turn.pitch && !assessment.pitchedEarly) || (state.turnsSinceRaise >= 3 && state.goodQuestions >= 2);
  return assessment.answered.length > 0 || turn.pitch || turn.givesReason || state.turnsSinceRaise >= 3;
}

/** "Hi, Sam." and, when the caller asked nothing yet, how the buyer sets up this kind of call. */
function opening(context: AnswerContext, callerAskedSomething: boolean): ReplyPart[] {
  const { play, phrases, state } = context;
  const greeting = { ...part(phrases.say(play.stage.greeting, slotsOf(context)), PRIORITY.main), greeting: true };
  const concernComesNext = play.stage.raisesAtOnce && state.caller.name !== undefined;
  if (callerAskedSomething || concernComesNext) return [greeting];
  const askWhoComesNext = !state.caller.name && (play.stageName === 'Prospecting' || play.stageName === 'general');
  return askWhoComesNext ? [greeting] : [greeting, part(phrases.say(play.stage.opener), PRIORITY.main)];
}

function afterAgreement(context: AnswerContext, turn: CallerTurn): ReplyPlan {
  const parts = turn.question && turn.question.topics.length > 0 && !turn.goodbye ? mainReply(context, turn, emptyAssessment(), []).parts : [];
  return { parts: fitToTurn([...parts, part(context.phrases.say(PHRASES.goodbyeAgreed, slotsOf(context)), PRIORITY.essential)]), endCall: true };
}

function emptyAssessment(): TurnAssessment {
  return { rambled: false, pushed: false, pitchedEarly: false, relevant: false, goodQuestion: false, answered: [], explored: [], ignored: [], nextStep: undefined, openedTopic: undefined };
}

function reactions(context: AnswerContext, turn: CallerTurn, assessment: TurnAssessment, mainCoversConcerns: boolean): ReplyPart[] {
  const parts: ReplyPart[] = [];
  if (assessment.rambled) parts.push(part(context.phrases.say(PHRASES.rambled), PRIORITY.main));
  else if (turn.pressure && assessment.nextStep?.kind !== 'pushed') parts.push(part(context.phrases.say(PHRASES.pushedBack), PRIORITY.concern));
  const answered = assessment.answered[0];
  if (answered && !turn.question?.topics.length && assessment.nextStep?.kind !== 'agreed') parts.push(acceptAnswer(context, answered));
  const ignored = assessment.ignored[0];
  if (ignored && !mainCoversConcerns) parts.push(remindConcern(context, ignored));
  return parts;
}

export function planReply(context: AnswerContext, turn: CallerTurn, unheard: UnheardParts): ReplyPlan {
  const { state, play, phrases } = context;
  state.callerTurns += 1;
  state.turnsSinceRaise += 1;

  if (turn.unintelligible) {
    state.unclearInARow += 1;
    if (state.unclearInARow >= 4) return ending(context, PHRASES.lineDead);
    if (unheard.length > 0 && state.unclearInARow === 1) return { parts: mainReply(context, { ...turn, acknowledgementOnly: true }, emptyAssessment(), unheard).parts, endCall: false };
    return { parts: [part(phrases.say(PHRASES.cutOut), PRIORITY.main)], endCall: false };
  }
  state.unclearInARow = 0;
  const introducedNow = state.caller.name === undefined && turn.introduction?.name !== undefined && state.callerTurns > 1;
  rememberCaller(context, turn);
  if (turn.rude) {
    changeInterest(state, -100);
    return ending(context, PHRASES.hangUpRude);
  }
  if (state.phase === 'agreed') return afterAgreement(context, turn);
  if (turn.goodbye && !turn.question && !turn.asksForNextStep) return ending(context, PHRASES.goodbyeNeutral);

  const assessment = assessCallerTurn(state, turn, play);
  const hangUp = hangUpLines(context, assessment);
  if (hangUp) return ending(context, hangUp);

  const main = mainReply(context, turn, assessment, unheard);
  const parts = [...reactions(context, turn, assessment, main.coversConcerns), ...main.parts];
  if (state.callerTurns === 1) parts.unshift(...opening(context, main.parts.length > 0));
  else if (introducedNow) parts.unshift({ ...part(phrases.say(PHRASES.greetLate, slotsOf(context)), PRIORITY.main), greeting: true });

  const concern = !main.coversConcerns && shouldRaiseConcern(context, turn, assessment) ? nextConcern(context, turn) : undefined;
  if (!state.caller.name && !state.askedWhoIsCalling && state.callerTurns <= 2 && (play.stageName === 'Prospecting' || play.stageName === 'general')) {
    parts.push(part(phrases.say(PHRASES.askWho), PRIORITY.concern, { kind: 'asked-who-is-calling' }));
  } else if (concern) {
    const raised = raiseConcern(context, concern);
    parts.push(state.raised.size === 0 && play.stage.raisesAtOnce ? { ...raised, priority: PRIORITY.main } : raised);
  } else if (!main.coversConcerns && isReadyToAgree(state, play) && !state.promptedNextStep && !state.askedForNextStep) {
    state.promptedNextStep = true;
    parts.push(part(phrases.say(PHRASES.whatNext), PRIORITY.concern));
  } else if (main.needsPrompt || parts.length === 0) {
    parts.push(part(phrases.say(play.stage.prompts), PRIORITY.main));
  }
  if (state.interest < WARN_BELOW && !state.warned) {
    state.warned = true;
    parts.push(part(phrases.say(PHRASES.warning), PRIORITY.essential));
  }
  return { parts: fitToTurn(parts), endCall: false };
}
