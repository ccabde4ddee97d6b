import { answerOpenQuestion, answerTopics, elaborate, identityLine, type AnswerContext } from './buyer-answers';
import { explainConcern, nextConcern, raiseConcern, remindConcern, slotsOf } from './buyer-concerns';
import { PHRASES } from './buyer-phrases';
import { openObjections, type RaisedObjection } from './buyer-state';
import type { CallerTurn } from './caller-intent.classifier';
import { part, PRIORITY, type ReplyPart } from './reply-plan';
import type { TurnAssessment } from './turn-assessment';

/**
 * The heart of the reply: what the buyer says to what the caller just did, by the first intent
 * that applies (a next-step request beats a question, a question beats a pitch...). Reactions
 * and concerns around it are added by the planner.
 */
export interface MainReply {
  parts: ReplyPart[];
  /** The main reply already deals with concerns (raising or reminding), so the planner adds none. */
  coversConcerns: boolean;
  /** Only a filler ("Okay."): the planner ends the turn with a question unless it has one. */
  needsPrompt?: boolean;
}

function say(context: AnswerContext, variants: readonly string[]): ReplyPart {
  return part(context.phrases.say(variants, slotsOf(context)), PRIORITY.main);
}

function nextStepReply(context: AnswerContext, turn: CallerTurn, assessment: TurnAssessment): MainReply | undefined {
  const { play } = context;
  const outcome = assessment.nextStep;
  if (!outcome) return undefined;
  switch (outcome.kind) {
    case 'agreed': {
      const agreed = part(context.phrases.say(play.stage.agree), PRIORITY.main, { kind: 'agreed-next-step' });
      const meetingNext = play.stageName !== 'Negotiation' && play.stageName !== 'Closing';
      return { parts: meetingNext ? [agreed, part(context.phrases.say(play.persona.nextStepWish), PRIORITY.aside)] : [agreed], coversConcerns: true };
    }
    case 'concern-first': {
      const concern = nextConcern(context, turn);
      return concern ? { parts: [raiseConcern(context, concern, 'Maybe. But first, ')], coversConcerns: true } : { parts: [say(context, play.stage.notYet)], coversConcerns: false };
    }
    case 'open-concern':
      return { parts: [remindConcern(context, outcome.raised, 'Before we get to that, ')], coversConcerns: true };
    case 'too-early':
      return { parts: [say(context, play.stage.notYet)], coversConcerns: false };
    case 'pushed': {
      const open = openObjections(context.state)[0];
      return { parts: [say(context, PHRASES.pushedBack), open ? remindConcern(context, open) : say(context, play.stage.notYet)], coversConcerns: true };
    }
  }
}

function discountReply(context: AnswerContext, turn: CallerTurn): MainReply {
  const { state, play } = context;
  if (play.stageName !== 'Negotiation' && play.stageName !== 'Closing') return { parts: [say(context, PHRASES.discountTooEarly)], coversConcerns: false };
  state.discountsOffered += 1;
  const price: RaisedObjection | undefined = state.raised.get('negotiation-price');
  if (price?.status === 'answered') return { parts: [], coversConcerns: false };
  if (turn.asksSomethingInReturn || state.discountsOffered > 1) {
    if (price) price.status = 'answered';
    return { parts: [say(context, price?.objection.accept ?? PHRASES.acknowledge)], coversConcerns: false };
  }
  if (price) price.status = 'explored';
  return { parts: [say(context, PHRASES.discountFirst)], coversConcerns: true };
}

function concernsReply(context: AnswerContext, turn: CallerTurn): MainReply {
  const open = openObjections(context.state)[0];
  if (open) return { parts: [remindConcern(context, open)], coversConcerns: true };
  const concern = nextConcern(context, turn);
  if (concern) return { parts: [raiseConcern(context, concern)], coversConcerns: true };
  return { parts: [say(context, PHRASES.concernsNone), say(context, PHRASES.whatNext)], coversConcerns: true };
}

function pitchReply(context: AnswerContext, turn: CallerTurn, assessment: TurnAssessment): MainReply {
  if (assessment.pitchedEarly) return { parts: [say(context, PHRASES.pitchedEarly), part(context.phrases.say(context.play.stage.prompts), PRIORITY.aside)], coversConcerns: true };
  if (assessment.answered.length > 0 || assessment.ignored.length > 0 || assessment.rambled) return { parts: [], coversConcerns: false };
  return { parts: [say(context, assessment.relevant ? PHRASES.pitchRelevant : PHRASES.pitchHeard)], coversConcerns: false, needsPrompt: !assessment.relevant };
}

function priceReply(context: AnswerContext, turn: CallerTurn, assessment: TurnAssessment): MainReply {
  if (assessment.answered.length > 0) return { parts: [], coversConcerns: false };
  const concern = context.state.agenda.find((objection) => objection.triggeredBy?.test(turn.text));
  if (concern && openObjections(context.state).length === 0) return { parts: [raiseConcern(context, concern)], coversConcerns: true };
  return turn.statesPrice ? { parts: [say(context, PHRASES.priceHeard)], coversConcerns: false } : { parts: [say(context, PHRASES.acknowledge)], coversConcerns: false, needsPrompt: true };
}

function opinionReply(context: AnswerContext, assessment: TurnAssessment): MainReply {
  if (assessment.answered.length > 0) return { parts: [], coversConcerns: false };
  const open = openObjections(context.state)[0];
  if (open && !assessment.answered.includes(open)) return { parts: [remindConcern(context, open)], coversConcerns: true };
  return { parts: [say(context, context.state.interest >= 55 ? PHRASES.pitchRelevant : PHRASES.pitchHeard)], coversConcerns: false };
}

function listeningReply(context: AnswerContext, unheard: readonly ReplyPart[]): MainReply {
  if (unheard.length > 0) {
    const [first, ...rest] = unheard;
    const resumed = part(`${context.phrases.say(PHRASES.resume)}${first!.text.charAt(0).toLowerCase()}${first!.text.slice(1)}`, PRIORITY.main, ...first!.effects);
    return { parts: [resumed, ...rest], coversConcerns: unheard.some((reply) => reply.effects.some((effect) => effect.kind === 'raised-objection')) };
  }
  return { parts: [], coversConcerns: false, needsPrompt: true };
}

const simple = (reply: ReplyPart): MainReply => ({ parts: [reply], coversConcerns: false });

export function mainReply(context: AnswerContext, turn: CallerTurn, assessment: TurnAssessment, unheard: readonly ReplyPart[]): MainReply {
  const { state, play } = context;
  if (turn.asksIfMachine) return simple(say(context, PHRASES.notAMachine));
  if (turn.asksWhoCallerIs) return simple(part(context.phrases.pick(PHRASES.callerRecalled, slotsOf(context)) ?? context.phrases.say(PHRASES.callerForgotten), PRIORITY.main));
  if (turn.asksIdentity) return simple(part(identityLine(context), PRIORITY.main));
  const resumes = turn.acknowledgementOnly || turn.followUp || /\b(sorry|go ahead|please continue|carry on)\b/.test(turn.text);
  if (unheard.length > 0 && resumes && !turn.question?.topics.length) return listeningReply(context, unheard);
  const nextStep = nextStepReply(context, turn, assessment);
  if (nextStep) return nextStep;
  if (turn.offersDiscount) return discountReply(context, turn);
  const exploredConcern = assessment.explored[0];
  if (exploredConcern && turn.question && turn.question.topics.length === 0 && !turn.asksOpinion) {
    const explanation = explainConcern(context, exploredConcern);
    if (explanation) return { parts: [explanation], coversConcerns: true };
  }
  if (turn.checksUnderstanding && !turn.question?.topics.length) return simple(say(context, assessment.relevant ? PHRASES.confirmed : PHRASES.roughlyConfirmed));
  if (turn.question && turn.question.topics.length > 0) return { parts: answerTopics(context, turn.question.topics, { relaxed: assessment.openedTopic !== undefined }), coversConcerns: false };
  if (turn.followUp) return { parts: elaborate(context), coversConcerns: false };
  if (assessment.openedTopic) return { parts: answerTopics(context, [assessment.openedTopic], { relaxed: true }), coversConcerns: false };
  if (turn.asksForConcerns) return concernsReply(context, turn);
  if (turn.mentionsPrice && !turn.pitch) return priceReply(context, turn, assessment);
  if (turn.pitch || turn.givesReason) return pitchReply(context, turn, assessment);
  if (turn.checksLine) return simple(say(context, PHRASES.lineCheck));
  if (turn.asksPermission) {
    const lines = play.stageName === 'Prospecting' ? (state.interest < 30 ? PHRASES.permissionCold : PHRASES.permissionBusy) : PHRASES.permissionOpen;
    return simple(say(context, lines));
  }
  if (turn.smallTalk) return simple(part(context.phrases.say(state.smallTalkTurns > 1 ? PHRASES.smallTalkAgain : PHRASES.smallTalk), PRIORITY.reaction));
  if (turn.asksOpinion || (turn.question && !turn.question.open)) return opinionReply(context, assessment);
  if (turn.question) return { parts: answerOpenQuestion(context), coversConcerns: false };
  if (turn.acknowledgementOnly) return listeningReply(context, unheard);
  if (turn.thanks && state.callerTurns > 1 && openObjections(state).length === 0) return simple(part(context.phrases.say(PHRASES.thanksAck), PRIORITY.aside));
  if (turn.greeting || turn.introduction || assessment.answered.length > 0 || assessment.ignored.length > 0) return { parts: [], coversConcerns: false };
  if (turn.contentWords.length >= 2) return { parts: [say(context, PHRASES.acknowledge)], coversConcerns: false, needsPrompt: true };
  return simple(say(context, PHRASES.notFollowing));
}
