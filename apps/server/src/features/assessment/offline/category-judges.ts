import type { BuyerTurn, CallReading, Concern, SalesTurn } from './call-reading';
import {
  answersInKind,
  besidesTheTimeCheck,
  cameBackTo,
  checksThePlan,
  checksTheTime,
  figuresBeyondTheDeal,
  harsh,
  namesTheirProblem,
  offersAPrice,
  replyAfter,
  tookTheAnswer,
  valueFigures,
  valueTie,
} from './call-reading';
import {
  fault,
  metricClaim,
  notObserved,
  pitchBeforeAsking,
  scored,
  share,
  strength,
  type Claim,
  type Judge,
  type Judgement,
  type JudgeContext,
} from './evidence';
import {
  contentStemsOf,
  listedItems,
  offersHelp,
  offersTerms,
  readQuantities,
  refusesTerms,
  sentencesOf,
  statesOutcome,
  topicsOfStems,
  wordsOf,
  type Quantity,
} from '@rehearse/conversation';
import { formatCallTime } from '@rehearse/domain';

/**
 * How each rubric category (packages/domain/src/assessment/rubrics.ts) is judged from the call's
 * reading: claims worth points, faults taking points off, and 'not observed' when the call gave
 * no chance to show it. Keys shared by stages (objection_handling, next_steps) read the same way.
 */

/** The turn's largest figure (the money, usually), to quote the value rather than the lead-in. */
function figureSegment(turn: SalesTurn): string | undefined {
  return [...turn.reading.quantities].sort((a, b) => b.value - a.value)[0]?.text;
}
/** The segment of a turn that proposes the next step (a day named, or the act). */
const isQuestion = (segment: { act: string; text: string }) => segment.act.endsWith('question') || /\?\s*$/.test(segment.text);

const askSegment = (turn: SalesTurn) =>
  (
    turn.reading.segments.find((segment) => turn.reading.dates.some((date) => segment.text.includes(date.text))) ??
    turn.reading.segments.find((segment) => segment.act === 'next-step' || segment.act === 'commitment-ask')
  )?.text ??
  // "...so those weekend gaps get filled. Would it make sense to try it in two stores for a month?": the question that proposes.
  (turn.questionText || undefined);

const at = (turn: { atSeconds: number }) => formatCallTime(turn.atSeconds);

const SECONDS_PER: Record<string, number> = { second: 1, seconds: 1, minute: 60, minutes: 60 };

/**
 * "Can I have thirty seconds to tell you why I'm calling?" "Go on then. Thirty seconds.": a pitch that keeps to the time
 * the opening asked for, and got, is no long speech, however many words it takes. "Have I caught you at a bad time?" "You've
 * got two minutes. What is it?": the time the buyer gives is as good as the time asked for.
 */
function keptToTimeAsked(reading: CallReading, turn: SalesTurn): boolean {
  const opening = reading.sales[0];
  if (!opening || turn === opening || !opening.reading.asks) return false;
  const granted = reading.nextBuyer(opening);
  const isTime = (quantity: Quantity) => quantity.kind === 'duration' && SECONDS_PER[quantity.unit ?? ''] !== undefined;
  const asked = granted?.reading.quantities.find(isTime) ?? opening.reading.quantities.find(isTime);
  const next = reading.turns[turn.position + 1];
  if (!asked || !granted || granted.reading.declines || granted.reading.brushOff || granted.position > turn.position || !next) return false;
  return next.atSeconds - turn.atSeconds <= asked.value * SECONDS_PER[asked.unit!]! * 1.2;
}

/** A plan for once the order is signed: the kickoff, the first step, the install's dates ("the install team will be in touch" is none). */
const AFTER_SIGNATURE = /\b(kickoff|kick off|the first step is|install (nights|dates|schedule|plan|lead))\b/;

/** The salesperson's own quota or manager put to the buyer as a reason to sign. */
const OWN_TARGET =
  /\bmy (numbers|quota|target|targets|commission)\b|\b(manager|boss) (is|s) on at me\b|\bi (really )?need (to get )?(this|it|the deal) (over the line|closed|signed|done) (this|by)\b|\bhelp me (out|hit)\b/;

/** Something the salesperson saw of the buyer's world, the trigger for a call: "I saw the piece in the Yorkshire Post about...". */
const TRIGGER = /\b(i|we) (just |recently )?(saw|read|noticed|spotted|came across) (that |the |your |you |a |an )/;

/** A buyer's "no" to being asked for their time: "Not really, I've got a patient in five minutes", "bad time", "I'm busy". */
const REFUSES_TIME =
  /^((well|sorry|honestly|um|uh) )*(not really|no|nope|not now|not (a|the) (good|great|best) (time|moment)|not at the moment)\b/;

/**
 * The salesperson's turn after the buyer refused the time asked for, when it carries on with the call (a pitch, a question)
 * instead of asking when suits or letting the buyer go.
 */
function carriedOnWhenRefused(reading: CallReading, asked: SalesTurn): SalesTurn | undefined {
  const reply = reading.nextBuyer(asked);
  if (!reply || reply.position !== asked.position + 1) return undefined;
  // "Not really, I've got a meeting in five minutes. What is it about?" asks for the reason: giving it is no overriding.
  const refused = reply.reading.declines || reply.reading.brushOff || REFUSES_TIME.test(reply.reading.words.join(' '));
  if (!refused || reply.reading.agrees || reply.reading.asks) return undefined;
  // "Happy to. ...can I ask one thing: how are trucks booked today?" meets the brush-off with a question; "we help marketing
  // teams see which campaigns drive revenue" gives the reason in a line. A pitch of what the product does is carrying on.
  const next = reading.nextSales(reply);
  if (!next || next.reading.asks || next.reading.dates.length > 0 || !next.reading.acts.has('pitch')) return undefined;
  const outcome = next.reading.segments.some((segment) => !isQuestion(segment) && statesOutcome(segment.text));
  return outcome ? undefined : next;
}

// ---------------------------------------------------------------------------------------------
// Shared readings

function pressure(reading: CallReading, penalty: number): Claim[] {
  // "Could you sign today?" "I'm not signing anything today...": the buyer said what they felt; the tone classifier's
  // 'rude' names it only when the buyer did not say it was pressure.
  const claims = reading.pushy
    .slice(0, 2)
    .map((turn) =>
      fault(
        penalty,
        turn.reading.tone === 'rude' && reading.nextBuyer(turn)?.reading.pushback !== 'pressure'
          ? 'Was rude to the buyer'
          : 'Pressured the buyer',
        turn,
      ),
    );
  const felt = reading.pushback.find(
    (entry) => entry.buyer.reading.pushback === 'pressure' && entry.cause && !reading.pushy.includes(entry.cause),
  );
  if (felt?.cause) claims.push(fault(penalty / 2, 'Pushed hard enough that the buyer said so', felt.cause));
  return claims;
}

/** "Two years is—" "Two years is standard for us..." "Let me finish.": cutting in before the buyer has made the point. */
function talkingOver(reading: CallReading, penalty: number): Claim[] {
  const [first] = reading.talkedOver;
  if (!first) return [];
  const times = reading.talkedOver.length;
  return [fault(penalty * Math.min(2, times), `Cut in before the buyer had finished${times > 1 ? ` (${times} times)` : ''}`, first.by)];
}

function lostTheBuyer(reading: CallReading, penalty: number): Claim[] {
  const lost = reading.lostBuyer;
  return lost?.cause ? [fault(penalty, 'Lost the buyer, who ended the call without a next step after', lost.cause)] : [];
}

const cutShort = (reading: CallReading, what: string) =>
  reading.cutShortAt ? `Not observed: the buyer had to leave at ${at(reading.cutShortAt)}, before ${what}.` : undefined;

/** Topics of a question that qualifies the deal: who decides, the budget, the timing, the alternatives. */
const QUALIFYING_TOPICS: ReadonlySet<string> = new Set(['decision', 'budget', 'timeline', 'competition']);

/** Questions that want one figure or date, which the buyer answers in a word: not open in discovery. */
const FACT_QUESTIONS: ReadonlySet<string> = new Set(['how-many', 'how-much', 'how-long', 'how-often']);

function questioning(
  reading: CallReading,
  points: { open: number; followUp: number; impact: number; full?: number; factsAreClosed?: boolean; qualifying?: boolean },
): Claim[] {
  const claims: Claim[] = [];
  const unheardAll = reading.pushback.filter((entry) => entry.buyer.reading.pushback === 'unheard' && entry.cause);
  // A question the buyer had already answered ("Like I said, three") explores nothing.
  const heard = (turns: SalesTurn[]) => turns.filter((turn) => !unheardAll.some((entry) => entry.cause === turn));
  // "how many languages do you need", "whats your annual spend roughly": in discovery a string of these fills in a form; the
  // buyer's story comes from how, what and why, and from a figure asked of what the buyer just said ("How long does that
  // typing take per patient?", "And how many of those turn into a viewing?").
  const digsIn = (turn: SalesTurn) => {
    const before = reading.previousBuyer(turn);
    const asked = contentStemsOf(wordsOf(turn.questionText));
    const pointsBack = /\b(of (those|these|them)|that|those|these)\b/.test(wordsOf(turn.questionText).join(' '));
    return before?.position === turn.position - 1 && (pointsBack || asked.some((stem) => before.reading.contentStems.includes(stem)));
  };
  const open = heard(reading.openQuestions).filter(
    (turn) => !points.factsAreClosed || !FACT_QUESTIONS.has(turn.reading.questionType ?? '') || digsIn(turn),
  );
  const followUps = heard(reading.followUps);
  const impacts = heard(reading.impactQuestions);
  const followUp = followUps.find((turn) => turn !== open[0]) ?? followUps[0];
  const impact = impacts.find((turn) => turn !== open[0] && turn !== followUp) ?? impacts[0];
  const followUpPoints = followUp ? share(points.followUp, followUps.length, 2) : 0;
  // Discovery's "quantifies the pain and asks about priority, budget or who decides": the two halves of the impact points,
  // a question sizing the pain and one qualifying the deal ("Who else would have a say?", "when does the budget get set?").
  const qualifies = impacts.filter(
    (turn) =>
      turn.questionTopics.some((topic) => QUALIFYING_TOPICS.has(topic)) ||
      /\b(priority|priorities|who else|decide|decides|decision|sign off|signs off|budget|deadline)\b/.test(
        wordsOf(turn.questionText).join(' '),
      ),
  );
  const impactPoints = !impact
    ? 0
    : points.qualifying
      ? (impacts.length > qualifies.length ? points.impact / 2 : 0) + (qualifies.length > 0 ? points.impact / 2 : 0)
      : share(points.impact, impacts.length, 2);
  const openPoints = share(points.open, open.length, points.full ?? 4);
  // One claim per turn: a question that is open, a follow-up and about impact is quoted once.
  if (open[0]) {
    const also = [followUp === open[0] ? "taking up the buyer's words" : '', impact === open[0] ? 'about priority or impact' : ''].filter(
      (part) => part !== '',
    );
    const text = `Asked ${open.length} open question${open.length === 1 ? '' : 's'} about the buyer's situation${also.length > 0 ? ` (${also.join(', ')})` : ''}, such as`;
    claims.push(
      strength(
        openPoints + (followUp === open[0] ? followUpPoints : 0) + (impact === open[0] ? impactPoints : 0),
        text,
        open[0],
        open[0].questionText,
      ),
    );
  }
  if (followUp && followUp !== open[0]) {
    claims.push(
      strength(
        followUpPoints + (impact === followUp ? impactPoints : 0),
        `Followed up on the buyer's answer in the buyer's words${impact === followUp ? ', asking about impact' : ''}`,
        followUp,
        followUp.questionText,
      ),
    );
  }
  if (impact && impact !== open[0] && impact !== followUp)
    claims.push(strength(impactPoints, 'Asked about impact, priority, budget, timing or the decision', impact, impact.questionText));
  if (points.qualifying && reading.situationQuestions.length > 0 && qualifies.length === 0)
    claims.push(fault(0, 'Missing: a question about priority, budget, timing or who decides'));
  const closedOnly = reading.situationQuestions.length > 0 && open.length === 0;
  if (closedOnly)
    claims.push(
      fault(
        1,
        points.factsAreClosed ? 'Asked only yes/no questions or for single facts, such as' : 'Asked only yes/no questions, such as',
        reading.situationQuestions[0],
        reading.situationQuestions[0]!.questionText,
      ),
    );
  if (reading.situationQuestions.length === 0)
    claims.push(fault(0, "Missing: questions about the buyer's situation; the call ended on", reading.sales.at(-1)));
  const unheard = unheardAll[0];
  if (unheard?.cause)
    claims.push(
      fault(3 * Math.min(2, unheardAll.length), 'Asked again what the buyer had already said, so the buyer pointed it out', unheard.cause),
    );
  return claims;
}

function valueClaims(
  reading: CallReading,
  context: JudgeContext,
  points: { first: number; more: number; generic?: number },
  afterDiscovery = false,
): { claims: Claim[]; any: boolean } {
  // A demo, a negotiation or a close comes after discovery: what the buyer told then (the profile) is theirs to tie value to.
  const toldBefore = afterDiscovery ? context.buyersWorld : undefined;
  const ties = reading.sales
    .map((turn) => ({ turn, tie: valueTie(reading, turn, context.profileNumbers, toldBefore) }))
    .filter((entry) => entry.tie !== undefined);
  const tied = ties.filter((entry) => entry.tie === 'quantified' || entry.tie === 'tied');
  const generic = ties.filter((entry) => entry.tie === 'generic');
  const claims: Claim[] = [];
  const best = tied.find((entry) => entry.tie === 'quantified') ?? tied[0];
  if (best) {
    claims.push(
      strength(
        best.tie === 'quantified' ? points.first : points.first * 0.7,
        best.tie === 'quantified' ? "Put the value in the buyer's own numbers" : 'Tied the product to what the buyer said',
        best.turn,
        figureSegment(best.turn),
      ),
    );
    const second = tied.find((entry) => entry !== best);
    if (second) claims.push(strength(points.more, "Linked another point to the buyer's situation", second.turn));
  } else if (generic[0]) {
    // Value said, but not in the buyer's terms: partial credit; a string of such pitches is a fault.
    const withFigure = generic.find((entry) => valueFigures(reading, entry.turn, context.profileNumbers).length > 0);
    // A pitch with no outcome in it ("everybody in your industry is switching to us, it's a no brainer") earns the least.
    const said = (withFigure ?? generic.find((entry) => statesValue(entry.turn)) ?? generic[0]).turn;
    const base = statesValue(said) ? (points.generic ?? 2) : Math.min(2, points.generic ?? 2);
    claims.push(
      strength(
        base + (withFigure ? 1 : 0),
        withFigure
          ? 'Stated an outcome customers get, with a figure'
          : statesValue(said)
            ? 'Stated what the product does for customers'
            : 'Pitched the product, with no outcome for the buyer',
        said,
      ),
    );
    if (generic.length >= 3)
      claims.push(
        fault(
          1,
          'Pitched generic points that did not use what the buyer said',
          generic.find((entry) => entry !== (withFigure ?? generic[0]))!.turn,
        ),
      );
  }
  if (!best && generic.length === 0)
    claims.push(fault(0, "Missing: value tied to the buyer's situation; the longest turn was", longestTurn(reading)));
  return { claims, any: ties.length > 0 };
}

/** Says what the buyer would get: the value act, a result, or an outcome in words; a pitch of features or superlatives does not. */
const statesValue = (turn: SalesTurn) =>
  turn.reading.acts.has('value') ||
  turn.reading.topics.includes('results') ||
  turn.reading.segments.some((segment) => !isQuestion(segment) && statesOutcome(segment.text));

const longestTurn = (reading: CallReading) =>
  reading.sales.reduce<SalesTurn | undefined>((best, turn) => (!best || turn.wordCount > best.wordCount ? turn : best), undefined);

function concernScore(concern: Concern): number {
  if (!concern.reply) return 0;
  // An answer the buyer did not take (said the concern again, pushed back) met it only in part.
  // An answer that wavers ("okay i understand um would a one year term...") settles the concern less surely.
  // An answer given only after a reply that did not answer (the buyer waited for it) settles the concern less well too.
  const late = concern.answeredLater !== undefined && concern.answeredLater.answer !== concern.reply;
  const wavered = (concern.answeredLater?.answer ?? concern.reply).reading.hesitations > 0;
  const answer = concern.addressed ? (concern.settled ? (wavered || late ? 6 : 8) : 3) : 0;
  return answer + (concern.acknowledged ? 2 : 0);
}

function concernClaims(concerns: readonly Concern[], kind: string): Judgement {
  const answered = concerns.filter((concern) => concern.reply);
  if (answered.length === 0) return notObserved(`Not observed: the buyer raised no ${kind} the salesperson could answer.`);
  const mean = answered.map(concernScore).reduce((sum, score) => sum + score, 0) / answered.length;
  const claims: Claim[] = [];
  const good = answered.find((concern) => concern.addressed);
  const bad = answered.find((concern) => !concern.addressed);
  const later = good?.answeredLater;
  if (good && later)
    claims.push(
      strength(
        mean,
        `Answered the buyer's ${kind} ('${short(good.raised.text)}', ${at(good.raised)}), which the buyer said was settled ('${short(later.settledBy.text)}', ${at(later.settledBy)})`,
        later.answer,
      ),
    );
  else if (good)
    claims.push(
      strength(mean, `Answered the buyer's ${kind} ('${short(good.raised.text)}', ${at(good.raised)}) on its subject`, good.reply),
    );
  if (bad) {
    const reply = bad.reply!;
    const why = reply.reading.dismisses
      ? 'waved it away instead of answering'
      : bad.forceful
        ? 'pushed back instead of answering'
        : reply.reading.hedged
          ? 'hedged instead of answering'
          : bad.acknowledged
            ? 'acknowledged it without answering it'
            : 'did not answer it';
    claims.push(fault(10 - mean, `Met the buyer's ${kind} ('${short(bad.raised.text)}', ${at(bad.raised)}) but ${why}`, reply));
  }
  return { score: Math.max(0, Math.min(10, Math.round(mean))), claims };
}

/** A concern judgement less the faults of manner found beside it. */
function withManner(judged: Judgement, manner: Claim[]): Judgement {
  if (judged.score === null) return judged;
  const penalty = manner.reduce((sum, claim) => sum + claim.points, 0);
  return { score: Math.max(0, Math.min(10, Math.round(judged.score - penalty))), claims: [...judged.claims, ...manner] };
}

/**
 * The buyer turned cooler after the turn: declined, annoyed, or raised a worry. "What's the second thing?" "The chefs. ...":
 * a worry told because the salesperson asked for it answers the question; it is no cooling.
 */
const cooledAfter = (turn: SalesTurn, reaction: BuyerTurn | undefined) =>
  reaction !== undefined && (reaction.reading.declines || reaction.reading.annoyed || (reaction.reading.concern && !turn.reading.asks));

/** The buyer's own words, shortened, for the context of a claim: quote marks go, a word's apostrophe ("I'll") stays. */
function short(text: string): string {
  const words = text.replace(/"|(?<![a-z])'|'(?![a-z])/gi, '').split(/\s+/);
  return words.length <= 10 ? words.join(' ') : `${words.slice(0, 10).join(' ')}…`;
}

/**
 * A next step asked for and agreed. A meeting needs a time to be concrete; a request for the
 * decision (`commitment`: the negotiation and closing categories) is concrete in itself.
 */
function nextStep(reading: CallReading, commitment = false): Judgement {
  const claims: Claim[] = [];
  // Terms ("one year at sixty", "a two-year agreement") make a commitment concrete; a meeting needs its day.
  // "...are you happy to go ahead with the eight seats at ninety-five a month, on the annual plan?": the price is terms too.
  const termsNamed = (turn: SalesTurn) =>
    commitment && turn.reading.quantities.some((quantity) => quantity.kind === 'duration' || quantity.kind === 'money');
  // "So, um, I guess, do you think you might want to move forward at some point?" asks for nothing in particular.
  const limp = (turn: SalesTurn) => turn.reading.hedged || turn.reading.hesitations > 1 || turn.reading.apologises;
  // "So, um, I guess the question is: are you happy to go ahead on the proposal, at six hundred and ninety a month?": the
  // terms are as concrete behind a hedge (the hedge is poise's to judge); faltering twice or apologising is not.
  const onItsTerms = (turn: SalesTurn) => termsNamed(turn) && turn.reading.hesitations <= 1 && !turn.reading.apologises;
  const concrete = reading.asks.filter(
    (turn) =>
      (commitment && !limp(turn) && turn.reading.acts.has('commitment-ask')) ||
      onItsTerms(turn) ||
      turn.reading.dates.some((date) => date.specific),
  );
  // "a demo next week", "a two-week pilot": a step with a rough time, the day still to be found.
  const rough = reading.asks.filter(
    (turn) =>
      !concrete.includes(turn) &&
      (turn.reading.dates.length > 0 || turn.reading.quantities.some((quantity) => quantity.kind === 'duration')),
  );
  // The step agreed to is the most concrete one put before the yes ("Would Thursday at ten work, or next Tuesday?"
  // then, after a brush-off, "is it worth twenty minutes?"), or the offer the buyer said yes to ("what I can do is
  // set you up with a free trial" "That sounds good"), whatever the classifier labelled it.
  // "...can you take it to your board when you get it?" "I'll take it to my MD. It's his call above twenty thousand.": the
  // decision asked for after a yes to a lesser step ("I'll have an answer on the break clause by Thursday" "Fine.") is the
  // commitment, and the buyer's reply to it is the answer.
  const laterAsk = commitment
    ? reading.asks.find(
        (turn) =>
          reading.agreement !== undefined &&
          turn.position > reading.agreement.buyer.position &&
          turn.reading.acts.has('commitment-ask') &&
          reading.nextBuyer(turn) !== undefined,
      )
    : undefined;
  const laterReply = laterAsk && reading.nextBuyer(laterAsk);
  const agreed = laterReply ? (laterReply.reading.agrees ? laterReply : undefined) : reading.agreement?.buyer;
  const offered = laterAsk ?? reading.agreement?.ask;
  const proposed =
    offered !== undefined &&
    (reading.asks.includes(offered) ||
      offered.reading.dates.length > 0 ||
      (['offer', 'next-step', 'commitment-ask'] as const).some((act) => offered.reading.acts.has(act)) ||
      offersToDoSomething(offered));
  const agreedTo = agreed
    ? (concrete.filter((turn) => turn.position < agreed.position).at(-1) ?? (proposed ? offered : undefined))
    : undefined;
  const ask = laterAsk ?? agreedTo ?? concrete.at(-1) ?? rough.at(-1) ?? reading.asks.at(-1);
  const missed = cutShort(reading, 'a next step could be agreed');
  // "I've got to go, sorry. Thanks for this." "Of course, no problem at all. Thanks so much for your time!": a buyer who says
  // they must go leaves a turn for a call-back; the salesperson who uses it for goodbyes alone let the step go.
  const letGo = reading.cutShortAt && lettingGo(reading, reading.cutShortAt);
  if (missed && !reading.agreement && !letGo) return notObserved(ask ? `${missed} Offering to follow up was the right reflex.` : missed);
  if (letGo && !reading.agreement && !reading.asks.some((turn) => turn.position > reading.cutShortAt!.position)) {
    claims.push(fault(0, 'Let the buyer go without proposing a next step or a call-back', letGo));
    return scored(claims);
  }
  if (!ask && !reading.agreement) {
    claims.push(fault(0, 'Ended without proposing a next step; the call ended on', reading.sales.at(-1)));
    claims.push(...lostTheBuyer(reading, 0));
    return scored(claims);
  }
  // The buyer's yes can name the day itself ("Fine. Tuesday at ten", "I can set it up next week").
  const isConcrete =
    ask !== undefined &&
    (concrete.includes(ask) || (ask === agreedTo && (onItsTerms(ask) || agreed!.reading.dates.some((date) => date.specific))));
  const isRough = ask !== undefined && !isConcrete && (rough.includes(ask) || (ask === agreedTo && agreed!.reading.dates.length > 0));
  const [askPoints, agreedPoints] = isConcrete ? [4, 6] : isRough ? [2, 2.5] : [1, 1];
  const askText = isConcrete
    ? commitment
      ? 'Asked for the commitment'
      : 'Proposed a concrete next step with a time'
    : isRough
      ? 'Proposed a next step, with the day still open'
      : 'Proposed a next step, though with no time to it';
  if (ask) claims.push(strength(askPoints, askText, ask, askSegment(ask)));
  // A decision's yes on a condition of someone else's sign-off ("If the CEO signs, yes") is half a commitment.
  // "So would you like to go ahead with a September start?" "I think so, but Karl needs to sign off." "Should I send him the
  // agreement?" "Yes, send it to him.": the decision was answered with someone else's sign-off; a yes to sending it on is still that.
  const decisionAsked = reading.asks.find((turn) => turn.reading.acts.has('commitment-ask'));
  const signOffSaid =
    agreed !== undefined &&
    decisionAsked !== undefined &&
    reading.buyer.some(
      (turn) =>
        turn.position > decisionAsked.position && turn.position < agreed.position && turn.reading.onlySignOff && !turn.reading.agrees,
    );
  const onSignOff =
    commitment &&
    agreed !== undefined &&
    (signOffSaid ||
      (agreed.reading.topics.includes('decision') && /\bif\b/.test(agreed.reading.words.join(' '))) ||
      // "Yes, in principle. Send me the order form and I'll have our lawyer look at it."
      /\b(in principle|subject to)\b/.test(agreed.reading.words.join(' ')) ||
      // "Yes, let's do it. I'll need David to sign, he's the owner.": someone else's signature named as still to come.
      /\b(need|needs) (?!to\b|me\b|us\b)\w+ to (sign|approve|sign off)\b|\b\w+ (has|needs) to (sign|approve|sign off)\b/.test(
        agreed.reading.words.join(' '),
      ) ||
      // "Send it over and I'll get it in front of Priya. She does our contracts.": the yes goes on to someone named.
      /\b(get|put|take|pass) (it|this|that) (in front of|to|past|by) [A-Z][a-z]+\b/.test(agreed.text));
  // "If she confirms April in writing, yes. Send me the order form.": a yes on a condition still to be met, put first.
  const onCondition =
    commitment && agreed !== undefined && !onSignOff && /^((well|okay|ok|so|right) )?(only )?if\b/.test(agreed.reading.words.join(' '));
  // "I'll take it to my MD. It's his call above twenty thousand.": no yes, no no; the decision goes on to whoever signs.
  const passedOn = laterReply !== undefined && !agreed && laterReply.reading.concern && !laterReply.reading.declines;
  if (agreed && onSignOff) claims.push(strength(agreedPoints / 2, "The buyer agreed, on someone else's sign-off still to come", agreed));
  else if (agreed && onCondition) claims.push(strength(agreedPoints / 2, 'The buyer agreed, on a condition still to be met', agreed));
  else if (agreed) claims.push(strength(agreedPoints, 'The buyer agreed', agreed));
  else if (passedOn) claims.push(strength(agreedPoints / 2, 'The buyer will take it to whoever signs, with no yes yet', laterReply));
  else if (ask) claims.push(fault(0, 'Got no agreement: the buyer did not say yes to the next step', reading.nextBuyer(ask)));
  claims.push(...pressure(reading, 3), ...lostTheBuyer(reading, 2));
  return scored(claims);
}

/** Words that keep the call alive as the buyer leaves: a call-back, an email, a time. */
const FOLLOWS_UP =
  /\b(i will|i can|can i|could i|shall i|let me|i would like to|i am going to) (\w+ ){0,2}(call|ring|email|send|follow up|catch up|check in|get back|book|put)\b|\b(better time|call you back|another time|when (would|is|suits|can))\b/;

/** The salesperson's turn after the buyer said they must go, when no turn after it offers a call-back or names a time. */
function lettingGo(reading: CallReading, leaving: BuyerTurn): SalesTurn | undefined {
  const after = reading.sales.filter((turn) => turn.position > leaving.position);
  const followsUp = (turn: SalesTurn) =>
    reading.asks.includes(turn) || turn.reading.dates.length > 0 || offersHelp(turn.text) || FOLLOWS_UP.test(turn.reading.words.join(' '));
  return after.length > 0 && !after.some(followsUp) ? after[0] : undefined;
}

/** "What I can do is set you up with a free trial", "I can send you the pricing": something offered to do for the buyer. */
const offersToDoSomething = (turn: SalesTurn) =>
  offersHelp(turn.text) || /\bwhat (i|we) can do is\b|\b(i|we) (can|could) (set|get) you\b/.test(turn.reading.words.join(' '));

function agendaTurn(reading: CallReading): SalesTurn | undefined {
  return reading.sales.slice(0, 3).find((turn) => turn.reading.acts.has('agenda'));
}

/** An opening's words of what the call is for: to learn about the buyer's business. */
const SAYS_THE_AIM = /\b(learn|understand|hear|find out|know)\b( \w+){0,3} (about|how|what)\b/;

/** The most an opening earns when the buyer later had to say it again: the agenda and warmth, not the rapport. */
const UNHEARD_RAPPORT_CEILING = 6;

/** The credit of an opening that frames the call: its purpose, its length, a check with the buyer and a greeting in it. */
function agendaClaim(frame: SalesTurn, greeted: boolean): Claim {
  // An agenda's purpose is what the call is for the buyer ("to learn how bookings run at Clayhouse"); "I'll ask a
  // few questions, then we'll talk next steps" is a checklist of the call's own parts. Its length is apart.
  // The purpose is read from what the agenda says, not the pitch beside it in the same turn.
  const agendaText = frame.reading.segments
    .filter((segment) => segment.act === 'agenda')
    .map((segment) => segment.text)
    .join(' ');
  const words = wordsOf(agendaText || frame.text).join(' ');
  const learns =
    /\b(learn|understand|understanding|hear|find out|see|know|look at|talk about)\b( \w+){0,4} (how|what|where|why|whether|which|who)\b/.test(
      words,
    );
  const purpose =
    learns ||
    frame.reading.echoed.length > 1 ||
    topicsOfStems(contentStemsOf(wordsOf(agendaText || frame.text))).some((topic) => !['timeline', 'decision', 'process'].includes(topic));
  const length = frame.reading.quantities.some((quantity) => quantity.kind === 'duration');
  // "Does that work for you?", "Sound good?", "Still okay?": the plan put to the buyer; "You'd like more growth, right?" is no check.
  const checked = frame.reading.asks && checksThePlan(frame.questionText);
  const text = `${greeted ? 'Greeted the buyer and set an agenda' : 'Set an agenda'}${purpose ? ' with its purpose' : ''}${length ? `${purpose ? ' and' : ' with'} its length` : ''}${checked ? ', and checked it worked for the buyer' : ''}`;
  return strength(2 + (purpose ? 3 : 0) + (length ? 1 : 0) + (checked ? 2 : 0) + (greeted ? 2 : 0), text, frame);
}

function recapTurn(reading: CallReading, context: JudgeContext, within?: number): SalesTurn | undefined {
  // A recap says it goes back to the buyer's words ("you told us", "last time you said") and takes them up.
  return reading.sales.slice(0, within ?? reading.sales.length).find((turn) => {
    const fromProfile = turn.reading.contentStems.filter((word) => context.profileStems.has(word)).length;
    return (turn.reading.refersBack || turn.reading.recaps) && (turn.reading.echoed.length >= 2 || fromProfile >= 2);
  });
}

/** A question for the buyer's reaction to what was just shown: "does this look like something that would help?", "how does that compare?". */
const REACTION_QUESTION =
  /\b(does|do|would|will|could|is|did) (that|this|it|what you have seen|what youve seen|any of (this|that)|all (this|that))( so far)? (make|sound|work|help|fit|seem|feel|answer|cover|look|match|compare|change|solve)\b|\b(is|was) (that|this) (right|fair|clear|helpful|useful|what you)\b|\bhow (does|would|do) (that|this|it) (compare|sound|look|fit|work for|land|change)\b|\bwhat do you think\b|\bmakes? sense\b|\bany questions\b|\bwhat questions\b/;

/**
 * Check-ins: a point made, then a question to the buyer about it, in one turn; or a question for the buyer's
 * reaction to what was shown, however it is punctuated. Not the proposal of a next step.
 */
function checkIns(reading: CallReading): SalesTurn[] {
  return reading.sales.filter((turn) => {
    // A recogniser's line has no question mark: "ok sure um so does what youve seen so far feel like it would fix the double booking side".
    const unpunctuated = !/[.?!]/.test(turn.text);
    if (!turn.reading.asks && !unpunctuated) return false;
    // "Would that help with your regulars?" asks for a reaction, whatever the classifier's label; a day named proposes a step.
    const forReaction = REACTION_QUESTION.test(wordsOf(turn.questionText || turn.text).join(' ')) && turn.reading.dates.length === 0;
    if (!turn.reading.asks) return forReaction;
    const pointThenQuestion = turn.reading.segments.some(
      (segment) => segment.text !== turn.reading.question && wordsOf(segment.text).length >= 5 && !segment.act.endsWith('question'),
    );
    // "...You're going to love it. So should I send you the contract today?": a point, then the question that asks for the deal.
    const asksForTheDeal =
      turn.reading.segments.some(
        (segment) => segment.text === turn.reading.question && (segment.act === 'commitment-ask' || segment.act === 'next-step'),
      ) || /\b(contract|agreement|paperwork|order form|sign|go ahead|move forward)\b/.test(wordsOf(turn.reading.question ?? '').join(' '));
    return forReaction || (pointThenQuestion && !reading.asks.includes(turn) && !asksForTheDeal);
  });
}

/** Words of a check-in that ask only for a reaction to whatever was shown: "does that make sense?", "sound good?". */
const NOD_WORDS = new Set(
  contentStemsOf(
    wordsOf(
      'does that make sense sound sounds good right okay resonate land work help look fit feel seem cool pretty clear useful helpful fair seen shown everything far questions question think answer cover match compare change solve impressive amazing awesome neat nice great easy simple slick powerful brilliant super huh',
    ),
  ),
);

/** A check-in that asks about the buyer's side ("would text work for your warehouse crews?"), not for a nod. */
function asksAboutTheBuyersSide(turn: SalesTurn): boolean {
  // The question itself ("Does that resonate?"), not the point before it ("Energy reports for your tenants.").
  const asked = turn.reading.question ?? turn.questionText;
  const words = wordsOf(asked || turn.text).join(' ');
  // A recogniser's line has no question mark: the check is the words from the question for a reaction on.
  const from = asked ? 0 : (REACTION_QUESTION.exec(words)?.index ?? 0);
  return contentStemsOf(words.slice(from).split(' ')).some((stem) => !NOD_WORDS.has(stem));
}

/**
 * Offers of a price or terms: an offer segment, not a question, with a figure or about the price;
 * traded when made on a condition ("if you sign for two years"). A recap of terms already on the
 * table ("so to confirm, twenty five in year one...") offers nothing new: it is no concession.
 */
function concessions(reading: CallReading): { turn: SalesTurn; traded: boolean; extra?: boolean }[] {
  const offered = new Set<number>();
  const found: { turn: SalesTurn; traded: boolean; extra?: boolean }[] = [];
  for (const turn of reading.sales) {
    const offers = turn.reading.segments.filter((segment) => {
      // An offer put as a question ("What if I take ten percent off?") gives the ground all the same; a question about the
      // buyer's position ("is it the monthly price that's the problem or the total for the first year", a recogniser's line
      // with no question mark) offers nothing, nor does ground refused ("that one I can't do").
      const asked = /\?\s*$/.test(segment.text) || segment.text === turn.reading.question;
      if (!offersAPrice(segment) || ((asked || refusesTerms(segment.text)) && !offersTerms(segment.text))) return false;
      const words = wordsOf(segment.text);
      return (
        offersTerms(segment.text) ||
        readQuantities(segment.text).quantities.length > 0 ||
        topicsOfStems(contentStemsOf(words)).some((topic) => topic === 'price' || topic === 'budget')
      );
    });
    // "We'd need that included." "okay so on the sage link i can probably include that": an extra granted as asked is ground given.
    const askedFor = reading.previousBuyer(turn);
    const grantsExtra =
      askedFor !== undefined &&
      EXTRA_ASKED.test(askedFor.reading.words.join(' ')) &&
      EXTRA_GIVEN.test(turn.reading.words.join(' ')) &&
      !turn.reading.words.some((word) => word === 'not' || word === 'cannot' || word === "can't");
    if (grantsExtra && offers.length === 0) offers.push(turn.reading.segments[0]!);
    const values = offers.flatMap((segment) => readQuantities(segment.text).quantities.map((quantity) => quantity.value));
    // "twenty five in year one" after "twenty five thousand": the same figure, said short.
    const onTable = (value: number) => offered.has(value) || offered.has(value * 1000);
    const recap = turn.reading.refersBack || (values.length > 0 && values.every(onTable));
    for (const quantity of turn.reading.quantities) offered.add(quantity.value);
    if (offers.length === 0 || recap) continue;
    // Traded: on a condition, in so many words, or given for what the buyer just agreed to give ("A reference site I can do.").
    const buyerGave = reading.previousBuyer(turn)?.reading;
    const traded =
      turn.reading.conditional ||
      TRADED_FOR.test(turn.reading.words.join(' ')) ||
      (buyerGave !== undefined && buyerGave.agrees && !buyerGave.assentOnly && !buyerGave.asks);
    found.push({ turn, traded, ...(grantsExtra && offers.length === 1 && offers[0] === turn.reading.segments[0] ? { extra: true } : {}) });
  }
  return found;
}

/** The buyer asks for something more ("we'd need that included", "can you throw in the training?"), and it is given. */
const EXTRA_ASKED = /\b(included|include|for free|free of charge|thrown in|throw in|at no (extra )?(cost|charge)|waive|waived)\b/;
const EXTRA_GIVEN = /\b(i|we) (can|could|will|would|ll)( \w+)? (include|throw|add|waive|do)\b|\bthat is fine\b|\bno charge\b/;

/**
 * A concession traded in so many words: "you sign for three years instead of one and I'll take fifteen percent off",
 * "if you want more off, I'd need something back", "in return for a case study".
 */
const TRADED_FOR =
  /\byou (sign|commit|agree|give|take|pay|prepay|become|act|do|refer)\b.{0,60}\b(and|then) (i|we|ill) (will |can |could |would )?(take|give|do|drop|knock|include|add|throw|bring|make|waive)\b|\b(i|we) (would|will) need something (back|in return)\b|\bin (return|exchange) for\b/;

// ---------------------------------------------------------------------------------------------
// The categories

const objectionHandling: Judge = (reading) => withManner(concernClaims(reading.concerns, 'concern'), pressure(reading, 3));

const needsExploration: Judge = (reading) => {
  const pitch = pitchBeforeAsking(reading);
  return scored([
    ...questioning(reading, { open: 4, followUp: 3, impact: 3, factsAreClosed: true, qualifying: true }),
    ...(pitch ? [fault(2, 'Pitched before asking anything', pitch)] : []),
    ...pressure(reading, 2),
  ]);
};

/** "I believe we can...", "I think it needs a smartphone, but I'd have to double-check": an answer the salesperson is not sure of. */
const UNSURE =
  /\b(i (think|believe|reckon|guess)|not (a hundred percent |completely |totally )?sure|double check|(have|need) to (check|ask)|i would have to|probably)\b/;

/**
 * The rubric's "answers the buyer's direct questions (cost, integration, security, rollout) plainly": each question the buyer
 * asked about the product, answered on its subject and for sure, or left to a guess ("Can your system take the location from
 * our trackers?" "Um, good question. I believe we can integrate with most tracking systems, but I'd need to check").
 */
function productAnswers(reading: CallReading): Claim[] {
  const answers = reading.buyer
    .filter((turn) => turn.position > 0 && turn.reading.asks && !turn.reading.misheard && turn.reading.pushback === undefined)
    .map((raised) => reading.concerns.find((concern) => concern.raised === raised) ?? questionAsConcern(reading, raised))
    .filter((concern) => concern.reply !== undefined && !reading.asks.includes(concern.reply));
  // "yes it sends through your own tenant so the emails look real i'll need to check the exact setting": an answer given,
  // and a detail honestly left to check, is no guess.
  const answeredFirst = (concern: Concern) =>
    answersInKind(concern.raised, concern.reply!) ||
    /^(yes|yeah|yep|no|nope|it does|it can|it will|we do|we can)\b/.test(concern.reply!.reading.words.join(' '));
  const unsure = answers.filter(
    (concern) => !answeredFirst(concern) && (concern.reply!.reading.hedged || UNSURE.test(concern.reply!.reading.words.join(' '))),
  );
  const plain = answers.filter((concern) => !unsure.includes(concern) && concern.addressed);
  const claims: Claim[] = [];
  if (plain[0] && unsure[0])
    claims.push(
      strength(
        share(2, plain.length, answers.length),
        `Answered ${plain.length} of the buyer's ${answers.length} question${answers.length === 1 ? '' : 's'} about the product plainly, such as`,
        plain[0].reply,
      ),
    );
  if (unsure[0])
    claims.push(
      fault(
        2 * Math.min(2, unsure.length),
        `Left ${unsure.length} of the buyer's question${unsure.length === 1 ? '' : 's'} about the product to a guess or unanswered, such as`,
        unsure[0].reply,
      ),
    );
  return claims;
}

const valueAlignment =
  (afterDiscovery: boolean): Judge =>
  (reading, context) => {
    const { claims } = valueClaims(reading, context, { first: 7, more: 3 }, afterDiscovery);
    const toldBefore = afterDiscovery ? context.buyersWorld : undefined;
    const tied = reading.sales.some((turn) =>
      ['quantified', 'tied'].includes(valueTie(reading, turn, context.profileNumbers, toldBefore) ?? ''),
    );
    if (!tied) {
      const missed = cutShort(reading, "the salesperson had heard enough to tie value to the buyer's needs");
      if (missed) return notObserved(missed);
    }
    return scored([...claims, ...pressure(reading, 2)]);
  };

/**
 * "We've also got toolbox talks, a RAMS library with version control, inductions with a quiz, plant registers, Procore and Power
 * BI, and a client portal": seven or more things listed in one statement, hardly a word of them the buyer's (said in this call
 * or told in discovery, the profile), are a tour of features the buyer never raised. An answer to the buyer's question may list
 * what it covers.
 */
function featuresNeverRaised(reading: CallReading, context: JudgeContext): { turn: SalesTurn; sentence: string }[] {
  const world = [...(context.buyersWorld ?? [])];
  return reading.sales.flatMap((turn) => {
    const before = reading.previousBuyer(turn);
    if (before?.reading.asks && before.position === turn.position - 1) return [];
    const heard = new Set([...reading.buyerSaidBefore(turn).flatMap((buyer) => buyer.reading.contentStems), ...world]);
    return sentencesOf(turn.text)
      .filter((sentence) => {
        if (/\?$/.test(sentence) || listedItems(sentence) < 7) return false;
        const stems = contentStemsOf(wordsOf(sentence));
        return stems.filter((stem) => heard.has(stem)).length <= 0.1 * stems.length;
      })
      .map((sentence) => ({ turn, sentence }));
  });
}

const featureRelevance: Judge = (reading, context) => {
  const judged = valueAlignment(true)(reading, context);
  if (judged.score === null) return judged;
  // Padding is judged against the relevance shown: a demo tied to nothing already has its fault for generic points.
  const tied = judged.claims.some((claim) => claim.stance === 'strength' && /^(Put the value|Tied the product)/.test(claim.text));
  const lists = featuresNeverRaised(reading, context);
  if (!lists[0] || !tied) return judged;
  const claims = [
    ...judged.claims,
    fault(lists.length > 1 ? 4 : 3, 'Listed features the buyer never raised', lists[0].turn, lists[0].sentence),
  ];
  return scored(claims);
};

export const CATEGORY_JUDGES: Record<string, Judge> = {
  // general
  call_structure: (reading) => {
    const intro = reading.sales.slice(0, 2).find((turn) => turn.reading.introduction.name || turn.reading.introduction.company);
    const frame = agendaTurn(reading);
    const claims: Claim[] = [];
    if (intro) claims.push(strength(2, 'Introduced themself and the company', intro));
    if (frame) claims.push(strength(2, 'Gave the reason for the call', frame));
    if (reading.situationQuestions.length >= 2)
      claims.push(strength(2, "Asked about the buyer's situation before pitching, starting with", reading.situationQuestions[0]));
    const steps = nextStep(reading);
    if (steps.score !== null) claims.push(...steps.claims.map((claim) => ({ ...claim, points: claim.points * 0.4 })));
    const pitch = pitchBeforeAsking(reading);
    if (pitch) claims.push(fault(2, 'Pitched before asking anything', pitch));
    return scored([...claims, ...lostTheBuyer(reading, 2)]);
  },
  needs_assessment: needsExploration,
  product_knowledge: (reading, context) => {
    const judged = valueAlignment(false)(reading, context);
    if (judged.score === null) return judged;
    return scored([...judged.claims, ...productAnswers(reading)]);
  },
  objection_handling: objectionHandling,
  communication_skills: (reading) => {
    const overload = reading.pushback.find((entry) => entry.buyer.reading.pushback === 'overload');
    // Communicating is listening and answering as much as delivery: a follow-up in the buyer's words and the buyer's
    // questions answered weigh beside the metrics of delivery (pace, fillers, share of talk), which a rough
    // recogniser transcript or a fast talker can miss while getting through to the buyer.
    const asked = reading.buyer.filter((turn) => turn.position > 0 && (turn.reading.asks || turn.reading.concern));
    const answers = asked
      .map((raised) => reading.concerns.find((concern) => concern.raised === raised) ?? questionAsConcern(reading, raised))
      .filter((concern) => concern.reply);
    // Plainly: no "um", no hedge ("its like um thirty dollars a van a month i think").
    const answered = answers.filter((concern) => concern.addressed && concern.reply!.reading.hesitations === 0);
    const weight = answers.length > 0 ? 0.5 : 0.8;
    const listened = reading.followUps[0];
    const listening: Claim[] = [];
    if (listened) listening.push(strength(2, "Listened, following up on the buyer's words", listened, listened.questionText));
    if (answered[0])
      listening.push(
        strength(
          (3 * answered.length) / answers.length,
          `Answered ${answered.length} of the buyer's ${answers.length} question${answers.length === 1 ? '' : 's'} plainly, such as`,
          answered[0].reply,
        ),
      );
    return scored([
      ...listening,
      ...metricClaim(reading, 'talk_ratio', 2 * weight),
      ...metricClaim(reading, 'longest_monologue', 2 * weight),
      ...metricClaim(reading, 'filler_words_per_minute', 2 * weight),
      ...metricClaim(reading, 'speaking_pace', 2 * weight),
      ...metricClaim(reading, 'interruptions', weight),
      ...metricClaim(reading, 'patience', weight),
      ...(overload?.cause ? [fault(3, 'Overloaded the buyer, who asked for the short version', overload.cause)] : []),
      // The interruptions metric counts cut-ins the call marked; one read from the words counts when the metric did not.
      ...(reading.metrics.get('interruptions')?.inRange === false ? [] : talkingOver(reading, 1.5)),
      ...pressure(reading, 2),
      ...lostTheBuyer(reading, 2),
    ]);
  },
  // prospecting
  hook_and_rapport: (reading) => {
    const [opening, second] = reading.sales;
    const introduces = (turn: SalesTurn | undefined) =>
      turn !== undefined && (turn.reading.introduction.name !== undefined || turn.reading.introduction.company !== undefined);
    const intro = introduces(opening) ? opening : introduces(second) ? second : undefined;
    // The rubric's respect for the buyer's time: thanks for the call, "I'll be brief", asking for a minute or thirty seconds.
    const checksTime = (turn: SalesTurn) => turn.reading.segments.some((segment) => checksTheTime(segment.text));
    const asksForTime = (turn: SalesTurn) =>
      turn.reading.asks &&
      (turn.reading.quantities.some((quantity) => quantity.kind === 'duration') ||
        /\b(a minute|a moment)\b/.test(turn.reading.words.join(' ')) ||
        checksTime(turn));
    // An opening that asks the buyer's leave ("can I take thirty seconds to say why I'm calling?") hands the call over: no speech.
    const asksLeave = (turn: SalesTurn) => turn === opening && asksForTime(turn) && turn.wordCount <= 60;
    // A reason to call: what the call is about, an outcome for the buyer ("we help distribution centres cut truck detention
    // fees"), or something the salesperson saw of the buyer's world ("i saw the piece ... about the lift at kestrel house").
    // "Have I caught you at a bad time?" asks the buyer's leave (the classifier often labels it an agenda): it says nothing of why.
    // "have you got a couple of minutes im calling about the quotes on your website": the reason said beside the request counts.
    const statesWhy = (turn: SalesTurn) =>
      turn.reading.segments.some(
        (segment) =>
          ['agenda', 'value', 'pitch'].includes(segment.act) &&
          (!checksTheTime(segment.text) || besidesTheTimeCheck(segment.text).length >= 2),
      ) ||
      TRIGGER.test(turn.reading.words.join(' ')) ||
      turn.reading.segments.some((segment) => !isQuestion(segment) && statesOutcome(segment.text));
    const reason = reading.sales
      .slice(0, 2)
      .find((turn) => (turn.wordCount <= 50 || asksLeave(turn) || keptToTimeAsked(reading, turn)) && statesWhy(turn));
    const respectful = reading.sales
      .slice(0, 2)
      .find(
        (turn) =>
          turn.reading.acts.has('thanks') ||
          asksForTime(turn) ||
          /\b(be (brief|quick)|keep (it|this) (short|brief))\b/.test(turn.reading.words.join(' ')),
      );
    // "Is now a good time?" "Not really, I've got a patient in the chair in five minutes." "No worries, I'll be super quick. So
    // Smilecall does...": the buyer's time asked for, refused, and taken anyway.
    // "I'm sorry, I'm just about to leave for a service. Could you—" "This'll take two minutes, I promise. Tributly lets families...":
    // the buyer said they must go, and the pitch went on instead of a time to call back.
    // "i'm about to go into a meeting what is it" asks for the reason: giving it briefly is what was asked.
    const leaving = reading.buyer.find(
      (turn) =>
        turn.reading.pushback === 'leaving' &&
        turn.position <= 3 &&
        !/\b(what|why|who) (is|are|do|does|did|was)\b/.test(turn.reading.words.join(' ')),
    );
    const pressedOn = leaving && reading.nextSales(leaving);
    const keptGoing =
      pressedOn && !FOLLOWS_UP.test(pressedOn.reading.words.join(' ')) && pressedOn.reading.dates.length === 0 && pressedOn.wordCount > 12
        ? pressedOn
        : undefined;
    const overrode = keptGoing ?? (respectful && asksForTime(respectful) ? carriedOnWhenRefused(reading, respectful) : undefined);
    const claims: Claim[] = [];
    if (intro)
      claims.push(
        strength(intro === opening ? 3 : 2, intro === opening ? 'Opened with name and company' : 'Gave name and company once asked', intro),
      );
    // A pitch pressed on a buyer who said no to the time is no reason to listen (the fault below says what it was).
    const heardReason = reason === overrode ? undefined : reason;
    if (heardReason && heardReason !== intro) claims.push(strength(3, 'Gave a reason to listen', heardReason));
    else if (heardReason) claims.push(strength(3, 'Gave a reason to listen in the same breath', heardReason));
    // "...its jake from lark spur lighting how are you doing today": on a cold call the social question spends the
    // buyer's first seconds on nothing; brief is only a strength when the opening says why.
    const smallTalk = opening !== undefined && opening.reading.acts.has('small-talk') && !statesWhy(opening);
    if (opening && opening.wordCount <= 45 && intro === opening && !smallTalk) claims.push(strength(2, 'Kept the opening brief', opening));
    if (overrode)
      claims.push(
        fault(
          3,
          overrode === keptGoing
            ? 'Carried on with the pitch when the buyer said they had to go'
            : "Asked for the buyer's time, then carried on when the buyer said it was not a good moment",
          overrode,
        ),
      );
    else if (respectful) claims.push(strength(2, "Respected the buyer's time", respectful));
    // "Hello, have I caught you at a bad time?": asking the buyer's leave is courtesy, not small talk; what is missing is who and why.
    if (opening && !intro?.position && opening.reading.asks && !introduces(opening))
      claims.push(
        fault(
          3,
          checksTime(opening)
            ? "Asked for the buyer's time before saying who was calling or why"
            : 'Opened with small talk instead of who and why',
          opening,
        ),
      );
    else if (smallTalk) claims.push(fault(2, 'Opened with small talk instead of a reason to listen', opening));
    const history = reading.sales.slice(0, 2).find((turn) => turn.wordCount > 45 && !keptToTimeAsked(reading, turn) && !asksLeave(turn));
    if (history) claims.push(fault(3, 'Opened with a long speech', history));
    return scored([...claims, ...talkingOver(reading, 2), ...pressure(reading, 3)]);
  },
  value_statement: (reading, context) => {
    // On a cold call an outcome for teams like the buyer's is the standard: the buyer has said little yet.
    // An outcome in the buyer's own numbers is most of what a cold call's value statement can be.
    const { claims, any } = valueClaims(reading, context, { first: 9, more: 0, generic: 4 });
    const outcome = reading.sales.find(
      (turn) =>
        (turn.reading.topics.includes('results') || statesOutcome(turn.text)) &&
        valueFigures(reading, turn, context.profileNumbers).length > 0,
    );
    if (outcome && !claims.some((claim) => claim.turn === outcome)) claims.push(strength(2, 'Stated an outcome with a figure', outcome));
    // "We help finance teams stop contracts renewing by surprise": the reason for the call, said as an outcome, in the first breath.
    // Counted where value was not yet tied to the buyer's own words (which says more than the opening can).
    const tied = reading.sales.some((turn) => ['quantified', 'tied'].includes(valueTie(reading, turn, context.profileNumbers) ?? ''));
    const opening = tied
      ? undefined
      : reading.sales
          .slice(0, 2)
          .find(
            (turn) =>
              turn.wordCount <= 50 &&
              turn.reading.segments.some(
                (segment) =>
                  !isQuestion(segment) &&
                  (statesOutcome(segment.text) || topicsOfStems(contentStemsOf(wordsOf(segment.text))).includes('results')),
              ),
          );
    const openingClaim = claims.find((claim) => claim.turn === opening && claim.stance === 'strength');
    if (opening && openingClaim)
      Object.assign(openingClaim, { points: openingClaim.points + 2, text: `${openingClaim.text}, in the opening breath` });
    else if (opening) claims.push(strength(2, 'Said in the opening breath what the buyer would get', opening));
    // "So we work with plumbing and heating firms about your size, and the thing we hear most is the office losing track of
    // jobs in winter. Is that something you see?": a problem-led opener makes the call relevant to the buyer's trade; the
    // outcome is still to be said.
    const problemLed = reading.sales.slice(0, 3).find((turn) => namesTheirProblem(turn));
    const credited = claims.some((claim) => claim.stance === 'strength');
    if (problemLed && !credited)
      claims.push(strength(4, "Named a problem that businesses like the buyer's have, though not what changes for them", problemLed));
    else if (!any && !outcome && !opening) claims.push(fault(0, 'Missing: an outcome the buyer would get', reading.sales[0]));
    const longOpening = reading.sales.slice(0, 2).find((turn) => turn.wordCount > 70 && !keptToTimeAsked(reading, turn));
    if (longOpening) claims.push(fault(3, 'Took too long to say why they called', longOpening));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  early_qualification: (reading) => {
    const firstAsk = reading.asks[0];
    const before = reading.situationQuestions.filter((turn) => !firstAsk || turn.position < firstAsk.position);
    const claims: Claim[] = [];
    // On a cold call one good question before the ask is most of it; a second rounds it off.
    if (before.length > 0)
      claims.push(
        strength(
          before.length >= 2 ? 6 : 4,
          'Asked how the buyer handles this today before asking for time, starting with',
          before[0],
          before[0]!.questionText,
        ),
      );
    const impact = reading.impactQuestions[0];
    if (impact && impact !== before[0]) claims.push(strength(2, 'Asked about priority or fit', impact, impact.questionText));
    const followUp = reading.followUps.find((turn) => turn !== before[0] && turn !== impact);
    if (followUp) claims.push(strength(2, "Followed up on the buyer's answer", followUp, followUp.questionText));
    if (firstAsk && before.length === 0) claims.push(fault(3, 'Asked for the meeting before learning anything about the buyer', firstAsk));
    if (!firstAsk && before.length === 0)
      claims.push(fault(0, "Missing: a question about the buyer's situation; the call ended on", reading.sales.at(-1)));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  brush_off_handling: (reading) => {
    const brushOffs = reading.concerns.filter((concern) => concern.raised.reading.brushOff);
    return withManner(concernClaims(brushOffs.length > 0 ? brushOffs : reading.concerns, 'brush-off'), pressure(reading, 3));
  },
  call_to_action: (reading) => nextStep(reading),
  // discovery
  rapport_and_agenda: (reading) => {
    const courteous = reading.sales
      .slice(0, 2)
      .find((turn) => turn.reading.acts.has('thanks') || turn.reading.acts.has('greeting') || turn.reading.tone === 'polite');
    // "Is now still a good time?" "Yes." "So my plan is to ask how recalls work, then...": of the opening's frames, the
    // one that sets out the call is the agenda, not the check of the time before it.
    const framed = reading.sales
      .slice(0, 3)
      .filter((turn) => turn.reading.acts.has('agenda'))
      .map((turn) => agendaClaim(turn, courteous === turn))
      .sort((a, b) => b.points - a.points)[0];
    const frame = framed?.turn;
    const claims: Claim[] = [];
    if (courteous && courteous !== frame) claims.push(strength(2, 'Greeted the buyer and acknowledged their time', courteous));
    if (framed) claims.push(framed);
    // "Thanks so much for taking the time today. I'd love to just learn a bit about the business.": what the call is for,
    // said without a plan for it, is a start of an agenda.
    const aim = frame
      ? undefined
      : reading.sales
          .slice(0, 2)
          .find((turn) =>
            turn.reading.segments.some((segment) => !/\?\s*$/.test(segment.text) && SAYS_THE_AIM.test(wordsOf(segment.text).join(' '))),
          );
    if (aim) claims.push(strength(2, 'Said what the call was for, with no agenda for it', aim));
    if (!frame) claims.push(fault(0, 'Missing: an agenda for the call; it opened with', reading.sales[0]));
    const pitch = pitchBeforeAsking(reading);
    if (pitch && pitch !== frame) claims.push(fault(3, 'Pitched before framing the call or asking anything', pitch));
    // "Like I said, nine thousand devices.": rapport is built by listening; a polished opening followed by a call in
    // which the buyer had to say it again earns at most half marks and a little.
    const unheard = reading.pushback.find((entry) => entry.buyer.reading.pushback === 'unheard' && entry.cause)?.cause;
    const opened = scored(claims).score ?? 0;
    if (unheard && opened > UNHEARD_RAPPORT_CEILING)
      claims.push(
        fault(opened - UNHEARD_RAPPORT_CEILING, 'Lost the rapport of a good opening: the buyer had to say it again after', unheard),
      );
    return scored([...claims, ...pressure(reading, 3)]);
  },
  needs_exploration: needsExploration,
  value_alignment: valueAlignment(false),
  next_steps: (reading) => nextStep(reading),
  // solution
  setup_and_context: (reading, context) => {
    const recap = recapTurn(reading, context, 3);
    // "Today I'll show you how approvals work", "three things", "about twenty minutes" set out the call;
    // "let me jump straight into the demo" or "let me share my screen" only starts it.
    const setsOutCall = (turn: SalesTurn) =>
      /\b(show|walk|take|cover|go through|look at|talk about|see)\b( \w+){0,4} (how|what|where|why|which|whether)\b|\b(two|three|four|a few|some) (things|points|parts|areas|steps)\b/.test(
        turn.reading.words.join(' '),
      ) || turn.reading.quantities.some((quantity) => quantity.kind === 'duration');
    // The recap first, then "So I'd like to show you three things...": the turn that sets the call out is the frame.
    const frame =
      reading.sales.slice(0, 3).find((turn) => turn.reading.acts.has('agenda') && turn !== recap && setsOutCall(turn)) ??
      agendaTurn(reading);
    const claims: Claim[] = [];
    if (recap) claims.push(strength(6, 'Recapped what the buyer needs before showing anything', recap));
    const setsOut = frame !== undefined && setsOutCall(frame);
    if (frame && frame !== recap)
      claims.push(
        setsOut
          ? strength(4, 'Set out what the call would cover', frame)
          : strength(1, 'Started the demo without saying what it would cover', frame),
      );
    // A recap that also frames the call: what it will cover ("today I'll show you how alerts reach your work orders")
    // frames it; "today I'll walk you through the platform" only starts it.
    else if (frame)
      claims.push(
        setsOut ? strength(3, 'Framed the call', frame) : strength(1, 'Started the demo without saying what it would cover', frame),
      );
    if (!recap) claims.push(fault(0, "Missing: a recap of the buyer's needs; the call opened with", reading.sales[0]));
    const pitch = pitchBeforeAsking(reading);
    if (pitch && !recap) claims.push(fault(2, 'Jumped into features without context', pitch));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  feature_relevance: featureRelevance,
  engagement_checks: (reading) => {
    // The opening's "is that still the picture?" checks the recap (set-up and context); the checks of a demo come after a point shown.
    const checks = checkIns(reading).filter((turn) => turn !== reading.sales[0]);
    const overload = reading.pushback.find((entry) => entry.buyer.reading.pushback === 'overload');
    const claims: Claim[] = [];
    // Judged by checking in after each point, three times or more for full credit; a demo is mostly the salesperson
    // talking, so the share of talk and the count of questions weigh less than the check-ins themselves.
    // One check-in on the buyer's side ("Does that make sense for your managers?") is most of the habit (5 points); each
    // more up to three rounds it off (7.4). "Does that make sense?", "Sound good?", "Pretty cool, right?" ask for a nod, not
    // for the buyer's view: however many, they count as one check beside real ones, and alone earn 4.
    const onTheirSide = checks.filter(asksAboutTheBuyersSide);
    const habitual = checks.filter((turn) => !onTheirSide.includes(turn));
    const counted = Math.min(3, onTheirSide.length + (habitual.length > 0 ? 1 : 0));
    const first = onTheirSide[0] ?? habitual[0];
    if (first && onTheirSide.length > 0)
      claims.push(
        strength(
          5 + 1.2 * (counted - 1),
          `Checked in with the buyer after making a point${checks.length > 1 ? ` (${checks.length} times)` : ''}`,
          first,
          first.questionText,
        ),
      );
    else if (first)
      claims.push(
        strength(
          4,
          `Checked in only with a question asking for a nod${checks.length > 1 ? ` (${checks.length} times)` : ''}, never about the buyer's side, such as`,
          first,
          first.questionText,
        ),
      );
    else claims.push(fault(0, 'Missing: check-ins after each point; the longest turn was', longestTurn(reading)));
    claims.push(...metricClaim(reading, 'questions_asked', 2), ...metricClaim(reading, 'talk_ratio', 2));
    if (overload?.cause) claims.push(fault(3, 'Talked on too long, until the buyer asked for the short version', overload.cause));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  handling_questions: (reading) => {
    const asked = reading.buyer.filter((turn) => turn.position > 0 && (turn.reading.asks || turn.reading.concern));
    const concerns: Concern[] = asked.map(
      (raised) => reading.concerns.find((concern) => concern.raised === raised) ?? questionAsConcern(reading, raised),
    );
    return withManner(concernClaims(concerns, 'question'), pressure(reading, 2));
  },
  // negotiation
  relationship_tone: (reading) => {
    // Thanks said in a line the classifier labels otherwise ("Thanks for making time to go through the proposal") are courtesy too.
    // "Honestly, BursarPay is pretty junk": running down the competitor or the buyer's choice is no courtesy.
    const disparaging = reading.sales.filter((turn) => turn.reading.disparages);
    const polite = reading.sales.filter(
      (turn) =>
        !turn.reading.disparages &&
        (turn.reading.tone === 'polite' ||
          turn.reading.acts.has('thanks') ||
          turn.reading.acts.has('acknowledge') ||
          turn.reading.words.some((word) => word === 'thanks' || word === 'thank' || word === 'appreciate')),
    );
    const claims: Claim[] = [];
    if (polite[0]) claims.push(strength(share(5, polite.length, 2), 'Stayed courteous', polite[0]));
    // Respect for the buyer's position is shown in the answer, not in "I totally hear you" before talking past it.
    const acknowledged = reading.concerns.find(
      (concern) =>
        concern.acknowledged &&
        concern.reply !== polite[0] &&
        concern.reply !== undefined &&
        reading.nextBuyer(concern.reply)?.reading.pushback !== 'unheard' &&
        // "Well, I can definitely do better than that. How about twenty-two?": giving way at once is no respect for a position.
        !concessions(reading).some((entry) => entry.turn === concern.reply && !entry.traded),
    );
    if (acknowledged?.reply) claims.push(strength(3, "Treated the buyer's position with respect", acknowledged.reply));
    // A sure reading of pressure or rudeness ("Those guys are cowboys", "final offer, but I need a signature by Friday")
    // costs the relationship even when the buyer did not say so; the buyer's yes to it says it did not press them.
    const harshTurns = reading.sales.filter((turn) => {
      const reaction = reading.nextBuyer(turn);
      return !reading.pushy.includes(turn) && cooledAfter(turn, reaction) && harsh(turn, reaction);
    });
    // "I really need to get this over the line this month, my manager's on at me about my numbers": a plea is pressure too.
    const needy = reading.sales.find((turn) => OWN_TARGET.test(turn.reading.words.join(' ')));
    if (
      reading.pushy.length === 0 &&
      harshTurns.length === 0 &&
      !needy &&
      reading.pushback.every((entry) => entry.buyer.reading.pushback !== 'pressure')
    )
      claims.push(strength(2, 'Kept the pressure off throughout, closing with', reading.sales.at(-1)));
    if (harshTurns[0])
      claims.push(fault(2 * Math.min(2, harshTurns.length), 'Pressed or belittled in a way that costs the relationship', harshTurns[0]));
    // "That's not what I asked", "have you written down anything I've said?": courtesy that does not listen wears the relationship.
    const unheard = reading.pushback.filter((entry) => entry.buyer.reading.pushback === 'unheard' && entry.cause);
    if (unheard[0]?.cause)
      claims.push(fault(Math.min(2, unheard.length), 'Talked past the buyer, who had to say it again', unheard[0].cause));
    const ranDown = disparaging.find((turn) => !harshTurns.includes(turn) && !reading.pushy.includes(turn));
    if (ranDown) claims.push(fault(2, 'Ran down the competition or the buyer’s choice', ranDown));
    // The category is negotiating firmly while keeping the relationship: apologising for the price or
    // giving way again and again for nothing is courtesy without firmness.
    const untraded = concessions(reading).filter((entry) => !entry.traded);
    const apology = reading.sales.find(
      (turn) =>
        turn.reading.apologises &&
        reading.previousBuyer(turn)?.reading.topics.some((topic) => topic === 'price' || topic === 'budget') === true,
    );
    if (untraded.length >= 3)
      claims.push(fault(untraded.length, 'Gave way on price again and again for nothing in return, as in', untraded[1]!.turn));
    if (apology) claims.push(fault(2, 'Apologised for the price', apology));
    if (needy) claims.push(fault(3, "Made the salesperson's own target the buyer's problem", needy));
    return scored([...claims, ...talkingOver(reading, 2), ...pressure(reading, 4)]);
  },
  value_reinforcement: (reading, context) => {
    const { claims } = valueClaims(reading, context, { first: 8, more: 2 }, true);
    const different = reading.sales.find(
      (turn) => turn.reading.topics.includes('competition') && !turn.reading.asks && !claims.some((claim) => claim.turn === turn),
    );
    if (different) claims.push(strength(2, 'Set the offer apart from the alternatives', different));
    // "...I can bring year one to a hundred and thirty-five. That gives finance a lower first year": a concession traded
    // and said as what it does for the buyer keeps the talk on value, not on the discount.
    const framed = concessions(reading).find(
      (entry) =>
        entry.traded &&
        /\b(that|which|this) (gives|helps|means|saves|lets|keeps)\b|\b(that|this) is worth\b/.test(entry.turn.reading.words.join(' ')),
    );
    if (framed) claims.push(strength(2, 'Said what the concession does for the buyer', framed.turn));
    // An extra given away is judged in the concessions; the price defended by discounting is a price offered.
    const given = concessions(reading).filter((entry) => !entry.traded && !entry.extra);
    if (given[0] && !claims.some((claim) => claim.turn === given[0]!.turn))
      claims.push(fault(2, 'Defended the price by discounting', given[0].turn));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  information_gathering: (reading) => {
    // A negotiation is no discovery call: two open questions on what matters to the buyer are the habit in full.
    const questions = questioning(reading, { open: 5, followUp: 2, impact: 3, full: 2 });
    // "Is that quote for the same thing: the simulations, the training library...?": in a negotiation a closed question on
    // the buyer's own words finds out what lies behind their position; it is no yes/no habit.
    // "Sixty-eight hundred? Those guys are cowboys." echoes a figure to run the rival down; it asks nothing.
    const clarified =
      reading.openQuestions.length === 0
        ? reading.followUps.find(
            (turn) =>
              wordsOf(turn.questionText).length >= 5 &&
              !turn.reading.disparages &&
              !turn.reading.dismisses &&
              !reading.pushy.includes(turn),
          )
        : undefined;
    const claims = clarified ? questions.filter((claim) => !claim.text.startsWith('Asked only yes/no questions')) : questions;
    if (clarified)
      claims.push(strength(2.5, "Asked what lies behind the buyer's position, in the buyer's words", clarified, clarified.questionText));
    // An offer of price or terms, not a question the classifier labelled one ("Before we talk numbers, what matters most?").
    const firstOffer = concessions(reading)[0]?.turn;
    if (firstOffer && !reading.situationQuestions.some((turn) => turn.position < firstOffer.position))
      claims.push(fault(2, "Made an offer before learning the buyer's priorities", firstOffer));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  concession_strategy: (reading) => {
    const given = concessions(reading);
    const priceConcern = reading.concerns.find((concern) =>
      concern.raised.reading.topics.some((topic) => topic === 'price' || topic === 'budget'),
    );
    if (given.length === 0) {
      if (priceConcern?.addressed && priceConcern.reply)
        return scored([strength(8, 'Held the price and answered with value', priceConcern.reply), ...pressure(reading, 2)]);
      // The buyer pushed on price and got nothing for it: holding firm is half of it; saying why the price stands is the rest.
      if (priceConcern?.reply)
        return scored([
          strength(5, 'Held the price when the buyer pushed on it, without saying why it is worth it', priceConcern.reply),
          ...pressure(reading, 2),
        ]);
      return notObserved('Not observed: no concession was asked for or given.');
    }
    const traded = given.filter((entry) => entry.traded);
    const claims: Claim[] = [];
    if (traded[0])
      claims.push(strength(share(8, traded.length, given.length), 'Traded a concession for something in return', traded[0].turn));
    if (given.length <= 2 && traded.length > 0) {
      const last = given.at(-1)!.turn;
      if (last === traded[0]!.turn)
        claims[0] = { ...claims[0]!, text: `${claims[0]!.text}, in few, deliberate steps`, points: claims[0]!.points + 2 };
      else claims.push(strength(2, 'Conceded in few, deliberate steps, the last being', last));
    }
    const untraded = given.find((entry) => !entry.traded);
    if (untraded) claims.push(fault(2, 'Gave a concession without getting anything back', untraded.turn));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  commitment_ask: (reading) => nextStep(reading, true),
  // closing
  confidence_and_poise: (reading) => {
    const hedges = reading.sales.filter((turn) => turn.reading.hedged);
    const overload = reading.pushback.find((entry) => entry.buyer.reading.pushback === 'overload');
    const claims: Claim[] = [
      ...metricClaim(reading, 'filler_words_per_minute', 1.5),
      ...metricClaim(reading, 'speaking_pace', 1),
      ...metricClaim(reading, 'longest_monologue', 1.5),
    ];
    // Poise at the close shows in answering the last hesitations plainly and asking for the decision.
    // "um would a one year term work for you": a turn that hesitates is not said plainly, whatever the rate per minute.
    // One "um" is how people talk; two in the line that asks or answers is wavering.
    const plain = (turn: SalesTurn) => !turn.reading.hedged && turn.reading.hesitations <= 1 && !reading.pushy.includes(turn);
    const firm = reading.concerns.find((concern) => concern.addressed && concern.reply && plain(concern.reply));
    if (firm?.reply) claims.push(strength(3, 'Answered a hesitation plainly', firm.reply));
    // With no hesitation of the buyer's to answer, the direct ask is the whole of what the close shows.
    const askPoints = reading.concerns.some((concern) => concern.reply) ? 3 : 6;
    // "It'll be with you this afternoon. Thanks, Nadia." says what happens next; the decision is asked for in a question.
    // "...gets payroll right. So are we agreed on all five sites?": the answer that ends on the ask is credited for both.
    const asksForIt = (turn: SalesTurn) => plain(turn) && turn.reading.asks;
    const ask = reading.asks.find((turn) => asksForIt(turn) && turn !== firm?.reply);
    // "So, um, I guess the question is: are you happy to go ahead on the proposal, at six hundred and ninety a month?": the
    // decision asked for, on its terms, behind a hedge (the hedge is a fault of its own below).
    const hedgedAsk = reading.sales.find(
      (turn) =>
        turn.reading.asks &&
        turn.reading.hedged &&
        turn.reading.hesitations <= 1 &&
        !reading.pushy.includes(turn) &&
        turn.reading.quantities.length > 0 &&
        (turn.reading.acts.has('commitment-ask') || /\b(go ahead|move forward|proceed|sign)\b/.test(wordsOf(turn.questionText).join(' '))),
    );
    if (ask) claims.push(strength(askPoints, 'Asked for the decision directly', ask));
    else if (firm?.reply && reading.asks.includes(firm.reply) && asksForIt(firm.reply)) {
      const answered = claims.findIndex((claim) => claim.turn === firm.reply);
      claims[answered] = strength(3 + askPoints, 'Answered a hesitation plainly and asked for the decision in the same breath', firm.reply);
    }
    // The hedged ask is one claim: the decision asked for, less the hedge.
    const hedgePoints = Math.min(6, 3 * hedges.length);
    if (hedgedAsk && !ask)
      claims.push(fault(hedgePoints - askPoints / 2, 'Asked for the decision on its terms, but behind a hedge', hedgedAsk));
    else if (hedges[0]) claims.push(fault(hedgePoints, 'Hedged instead of answering with confidence', hedges[0]));
    // A line credited as plain above is not quoted as hesitant too.
    const hesitantOnly = reading.sales.filter(
      (turn) => turn.reading.hesitations > 0 && !hedges.includes(turn) && turn !== firm?.reply && turn !== ask,
    );
    // The claim quotes a moment of decision (the ask, an answer to a concern) where there is one, not the greeting.
    const atDecision = hesitantOnly.find(
      (turn) => reading.asks.includes(turn) || reading.concerns.some((concern) => concern.reply === turn),
    );
    if (hesitantOnly.length >= 2)
      claims.push(fault(Math.min(3, hesitantOnly.length), 'Hesitated at the moment of decision', atDecision ?? hesitantOnly[0]));
    if (overload?.cause) claims.push(fault(3, 'Over-talked at the close', overload.cause));
    // "Come on, Bernadette, you know it's the right thing, let's just get it done." "No.": pressure the buyer turned down is
    // no confidence, as in the relationship, whether or not the buyer named it.
    const pressed = reading.sales.filter((turn) => {
      const reaction = reading.nextBuyer(turn);
      return !reading.pushy.includes(turn) && cooledAfter(turn, reaction) && harsh(turn, reaction);
    });
    if (pressed[0]) claims.push(fault(2 * Math.min(2, pressed.length), 'Leaned on the buyer instead of answering', pressed[0]));
    // "Sure, but that's more of an HR thing, isn't it?": waving a worry away is ducking it, not answering it with confidence.
    const wavedAway = reading.concerns.find(
      (concern) => concern.reply?.reading.dismisses && concern.reply !== ask && !pressed.includes(concern.reply),
    )?.reply;
    if (wavedAway) claims.push(fault(2, "Waved the buyer's worry away instead of answering it", wavedAway));
    return scored([...claims, ...pressure(reading, 4)]);
  },
  value_recap: (reading, context) => {
    const recap = recapTurn(reading, context);
    const { claims } = valueClaims(reading, context, { first: 4, more: 1 }, true);
    if (recap && !claims.some((claim) => claim.turn === recap))
      claims.unshift(strength(5, "Recapped the buyer's goals in the buyer's words", recap));
    else if (recap) claims.push(strength(3, 'Recapped the agreed value', recap));
    if (!recap) claims.push(fault(0, "Missing: a recap of the buyer's goals; the call ended on", reading.sales.at(-1)));
    return scored([...claims, ...pressure(reading, 2)]);
  },
  final_objection_handling: objectionHandling,
  secure_commitment: (reading) => nextStep(reading, true),
  implementation_handoff: (reading) => {
    // "Once it's signed, the first step is a kickoff with Karen to agree the order of the centres and the install nights."
    const aboutAfterSignature = (turn: SalesTurn) =>
      turn.reading.topics.some((topic) => topic === 'effort' || topic === 'integration') ||
      AFTER_SIGNATURE.test(turn.reading.words.join(' '));
    // "...it's a three year contract... then i can get you on the onboarding list": the deal's term is no timeline of the plan.
    // "Our season starts in March. If this isn't live by the fifteenth of February..." "timing is super important and the
    // fifteenth of february is really important for you guys": the buyer's own date said back is no plan's timeline.
    const heardJustNow = (turn: SalesTurn) => wordsOf(reading.previousBuyer(turn)?.text ?? '').join(' ');
    const ownDates = (turn: SalesTurn) =>
      turn.reading.dates.filter((date) => !` ${heardJustNow(turn)} `.includes(` ${wordsOf(date.text).join(' ')} `));
    const ownFigures = (turn: SalesTurn) => {
      const heard = new Set(reading.previousBuyer(turn)?.reading.quantities.map((quantity) => quantity.value));
      return figuresBeyondTheDeal(turn).filter((quantity) => !heard.has(quantity.value));
    };
    const plan = reading.sales.find((turn) => aboutAfterSignature(turn) && (ownFigures(turn).length > 0 || ownDates(turn).length > 0));
    const planLoose = plan ?? reading.sales.find((turn) => aboutAfterSignature(turn) && !turn.reading.asks);
    // Help with the sign-off: an offer to do something for it ("I can send a one-page business case for your CFO",
    // "Should I send him the agreement?"), in a turn about the decision or in reply to the buyer's sign-off worry. A
    // deadline ("the price is only valid till Friday") is pressure, and a wavering "um, I think I could maybe..." no help.
    const signOffWorries = reading.concerns.filter((concern) => concern.raised.reading.topics.includes('decision'));
    // "shall i send over the docu sign today" "No. Not until I know you can be live before the fifteenth of February": an offer
    // the buyer turned down helped nothing.
    const helps = (turn: SalesTurn) =>
      offersHelp(turn.text) &&
      !turn.reading.hedged &&
      turn.reading.hesitations === 0 &&
      !reading.pushy.includes(turn) &&
      reading.nextBuyer(turn)?.reading.declines !== true &&
      (turn.reading.topics.includes('decision') || signOffWorries.some((concern) => concern.reply === turn));
    const approval = reading.sales.find((turn) => turn !== planLoose && helps(turn));
    // "Shall we move forward with the annual agreement, starting January sixth?" asks for the decision; it plans nothing.
    const asksForDecision = (turn: SalesTurn) =>
      turn.reading.segments.some((segment) => segment.act === 'commitment-ask' && isQuestion(segment));
    // Who does what after the signature: a kickoff, an owner named, a second step of the plan.
    const kickoff = reading.sales.find(
      (turn) =>
        turn !== planLoose &&
        turn !== approval &&
        turn.reading.topics.some((topic) => topic === 'effort' || topic === 'integration' || topic === 'timeline') &&
        (turn.reading.dates.length > 0 || turn.reading.quantities.length > 0) &&
        !asksForDecision(turn) &&
        planLoose !== undefined &&
        turn.position > planLoose.position,
    );
    const claims: Claim[] = [];
    if (planLoose)
      claims.push(
        strength(plan ? 6 : 3, plan ? 'Explained onboarding with a timeline' : 'Mentioned what happens after the signature', planLoose),
      );
    if (approval) claims.push(strength(4, 'Helped with the internal sign-off', approval));
    if (kickoff && plan) claims.push(strength(2, 'Said who does what after the signature', kickoff));
    if (!planLoose) {
      // "Yes, in principle... Sorry, that's the hospital on the other line, I have to take it": agreed, then gone before the handoff.
      const left = reading.leftForOwnReason;
      const missed =
        cutShort(reading, 'the handoff could be discussed') ??
        (left ? `Not observed: the buyer had to leave at ${at(left)}, before the handoff could be discussed.` : undefined);
      if (missed && !approval) return notObserved(missed);
      claims.push(fault(0, 'Missing: a plan for after the signature; the call ended on', reading.sales.at(-1)));
    }
    return scored([...claims, ...lostTheBuyer(reading, 2)]);
  },
};

/** A buyer question treated as something to answer: the next reply, on its subject and with substance. */
/**
 * "How accurate is the roof measurement?" "It's very accurate. Industry-leading, honestly. Our customers trust it every day.":
 * praise of the product with the buyer's word in it, no figure and no how, is no answer.
 */
const PRAISE =
  /\b(industry leading|best in class|world class|second to none|state of the art|cutting edge|the best on the market|number one|everyone loves it|(customers|people|clients) (love|trust) it|(very|really|super|extremely|incredibly) (accurate|easy|reliable|good|fast|simple|secure))\b/;
const onlyPraise = (reply: SalesTurn) =>
  reply.wordCount <= 25 && reply.reading.quantities.length === 0 && PRAISE.test(reply.reading.words.join(' '));

function questionAsConcern(reading: CallReading, raised: Concern['raised']): Concern {
  const reply = replyAfter(reading.turns, reading.nextSales(raised));
  if (!reply) return { raised, reply, addressed: false, acknowledged: false, settled: false };
  const onSubject =
    reply.reading.topics.some((topic) => raised.reading.topics.includes(topic)) ||
    reply.reading.echoed.some((word) => raised.reading.contentStems.includes(word));
  const reaction = reading.nextBuyer(reply);
  // "Only if you switch it on for them. Does that match how you'd want it?" "Yes. That's half our mistakes right there.": an
  // answer that ends on a check the buyer says yes to was taken, as a plain statement the buyer went on from is.
  const confirmed = reaction !== undefined && (reaction.reading.agrees || reaction.reading.accepts);
  const answered = onSubject || answersInKind(raised, reply) || ((!reply.reading.asks || confirmed) && tookTheAnswer(raised, reaction));
  const committed = !reply.reading.hedged || answersInKind(raised, reply);
  const addressed = committed && reply.wordCount >= 6 && answered && !harsh(reply, reaction) && !onlyPraise(reply);
  const settled = reaction === undefined || (!reaction.reading.concern && !cameBackTo(raised, reply, reaction));
  return { raised, reply, addressed, acknowledged: addressed, settled, forceful: harsh(reply, reaction) };
}
