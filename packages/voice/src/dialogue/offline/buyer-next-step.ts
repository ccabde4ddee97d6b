import { contentStemsOf, questionTypeOf, wordInformation, wordsOf, type TurnReading } from '@rehearse/conversation';
import { untoldFactOn, type AnswerContext } from './buyer-answers';
import { nextConcern, pendingConcern, raiseConcern, remindConcern, slotsOf } from './buyer-concerns';
import { PHRASES } from './buyer-phrases';
import { proposedTime, stepToAgreeTo } from './caller-requests';
import { offerWithinLimit, termOverLimit, termOverWish, withAmount } from './buyer-offers';
import { answeredObjections } from './buyer-state';
import type { Objection } from './objection';
import { part, PRIORITY, type ReplyPart } from './reply-plan';
import { capitalise } from './spoken-text';

/** Early stages agree to meet again; late ones to the deal itself. */
export const DEAL_STAGES = new Set(['Negotiation', 'Closing']);

const CALENDAR_NAMES =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g;

/**
 * A line with the caller's proposed time in it, as written English: day and month names capitalised,
 * and the time itself where it starts a sentence ("Thursday afternoon, yes."); a recogniser gives it lower case.
 */
export function withTime(template: string, time: string): string {
  const written = time.replace(CALENDAR_NAMES, capitalise);
  return template.replace(/\{time\}/g, (_, offset: number) =>
    offset === 0 || /[.!?]\s+$/.test(template.slice(0, offset)) ? capitalise(written) : written,
  );
}

/**
 * A deal-stage buyer's own hesitation from the profile ("the CEO wants to read the contract before I
 * sign", "onboarding must not disrupt the spring campaign"), raised as a concern when asked to commit.
 */
function profileHesitation(context: AnswerContext): Objection | undefined {
  const { play, state } = context;
  // A worry of the profile's already raised as a concern (decision 68) is no new hesitation.
  const raisedFacts = new Set([...state.raised.values()].map((raised) => raised.objection.factId));
  const untold = play.facts.facts.filter(
    (candidate) => !state.toldFacts.has(candidate.id) && !raisedFacts.has(candidate.id) && !spokenTo(context, candidate.spoken),
  );
  // Words of doubt first ("my remaining hesitations", "must not disrupt"), then a sign-off still to get.
  const fact =
    untold.find((candidate) =>
      /\b(hesitat\w*|worr\w*|concern\w*|must not|afraid|nervous|unsure|wants? to (read|see|check|review))\b|\bwants? (a|an) [^.;]*\b(pilot|trial|test|proof|references?|review)\b[^.;]*\bbefore\b/i.test(
        candidate.spoken,
      ),
    ) ??
    // A sign-off above the buyer's limit is no hesitation when the price on the table is within it.
    (offerWithinLimit(context) === true
      ? undefined
      : untold.find(
          (candidate) =>
            play.index.topicsOf(candidate.id).includes('decision') &&
            /\b(needs?|must|has to|have to) (\w+ ){0,3}(sign|approv|read|review)\w*/i.test(candidate.spoken),
        ));
  if (!fact) return undefined;
  const topics = play.index.topicsOf(fact.id);
  return {
    id: `profile-${fact.id}`,
    raise: [fact.spoken],
    remind: ["You haven't answered that yet.", 'That still needs an answer before I commit.', 'I need that sorted before I sign anything.'],
    accept: ['Okay, that works for me.', 'Alright, that covers it.'],
    answeredBy: { acts: ['objection-answer', 'offer', 'statement', 'pitch', 'next-step', 'value'], topics },
    topic: topics[0],
  };
}

/** Words of a deal itself, which every ask holds: no sign that a hesitation was spoken to. */
const DEAL_WORDS = new Set(
  contentStemsOf(wordsOf('sign signed contract agreement deal start started date price paperwork send sent today week')),
);

/**
 * The salesperson has already spoken to this ("we can run onboarding in the second half of March,
 * before the campaign"): two or more of its telling words (rare in speech, not the deal's own) said.
 */
function spokenTo(context: AnswerContext, text: string): boolean {
  const telling = contentStemsOf(wordsOf(text)).filter((stem) => !DEAL_WORDS.has(stem) && wordInformation(stem) >= 0.5);
  return new Set(telling.filter((stem) => context.state.callerStems.has(stem))).size >= 2;
}

/** "Is there anything still holding you back?", "what would need to happen before you can sign?" */
const HOLDS_BACK =
  /\b(hold(s|ing)? you back|stand(s|ing)? in the way|any (concerns|worries|reservations|hesitations|doubts)|anything (that )?(still )?(worr|concern|bother)\w*|what (worries|concerns|bothers) you|(your|any) (biggest |main )?(concern|worry|hesitation|reservation)s?|what would (it take|make (the|a) difference|need to (be true|happen|change)|you need to see|make (you|this) (comfortable|a yes|work)|make( \w+)? (work|happen) for you)|what (else )?(would|do) you (still )?need (to (see|have|be)|before|in order)|(what('?s| is)|anything( else)?) (still )?on your mind|(everything|all|anything( else)?) (that'?s |that is )?(standing )?between (us|you))\b/;

/** "What would Karen need to see before she approves it?": what another needs, to approve (not "for you to call it a success"). */
const OTHERS_NEED =
  /\bwhat (?:else )?(?:would|does|do|will) (?!you\b)(?:[a-z]+|(?:your|the) [a-z]+) (?:still )?need to (?:see|hear|have|know)\b/;
const APPROVAL = /\b(?:approve|approves|approval|sign|signs|sign off|say yes|says yes|agree|agrees|go ahead|green light)\b/;

export function asksWhatHoldsBack(reading: TurnReading): boolean {
  const question = wordsOf(reading.question ?? reading.text).join(' ');
  return reading.asks && (HOLDS_BACK.test(question) || (OTHERS_NEED.test(question) && APPROVAL.test(question)));
}

/**
 * What stands between the buyer and a yes, said plainly when asked: its own hesitation from the
 * profile, else the concern still open or next on its mind; undefined when it has none.
 */
export function whatHoldsBack(context: AnswerContext, reading: TurnReading): ReplyPart[] | undefined {
  // "On price, the quote was thirty six thousand. What would make that work for you?": the buyer's own terms on
  // money, when the profile sets a limit the price on the table is over ("I can sign up to $30,000 myself...").
  const onMoney = reading.topics.some((topic) => topic === 'price' || topic === 'budget');
  const terms =
    onMoney && context.play.spendingLimit !== undefined && offerWithinLimit(context) !== true
      ? untoldFactOn(context, ['decision', 'budget'])
      : undefined;
  if (terms) return [terms];
  const hesitation = profileHesitation(context);
  if (hesitation) return [raiseConcern(context, hesitation)];
  const pending = pendingConcern(context);
  if (pending) return [remindConcern(context, pending)];
  // "Is there anything else standing between you and signing?" with a price on the table the buyer can sign alone, in a
  // call that took up its words or warmed it well past its bar: no, and no new worry is dug up to say otherwise (as at
  // the ask itself). "What would it take?" asks for the buyer's terms all the same.
  const { state, play } = context;
  const yesOrNo = questionTypeOf(reading.question ?? reading.text) === 'yes-no';
  if (yesOrNo && offerWithinLimit(context) === true && (state.followUps > 0 || state.interest >= play.difficulty.agreeAt + 10))
    return [part(context.phrases.say(PHRASES.nothingHoldsBack), PRIORITY.main)];
  const concern = nextConcern(context, reading);
  return concern ? [raiseConcern(context, concern)] : undefined;
}

/** What is still missing before the buyer would say yes; undefined when agreement is earned. */
function missing(context: AnswerContext): 'questions' | 'interest' | 'pushed' | undefined {
  const { play, state } = context;
  const earlyStage = !DEAL_STAGES.has(play.stageName);
  // "You mentioned the Meridian sites can't sell the club, is that still so?": a check of the buyer's own words is
  // discovery as much as a fresh question.
  if (earlyStage && state.goodQuestions + state.checksBack < play.difficulty.questionsBeforeAgreeing) return 'questions';
  // Listening is what earns a second meeting: a follow-up on the buyer's own words, a concern
  // answered, or one good question more than the buyer needs.
  const listened = state.followUps > 0 || answeredObjections(state) > 0 || state.goodQuestions > play.difficulty.questionsBeforeAgreeing;
  if (earlyStage && play.difficulty.questionsBeforeAgreeing > 1 && !listened) return 'questions';
  // Pressed more often than it was asked about or listened to: the call was the salesperson's push, not the buyer's yes.
  if (state.pushes >= 2 && state.pushes > state.goodQuestions + state.followUps) return 'pushed';
  // A salesperson who talked at the buyer, asked nothing about it and never took up its words has
  // not earned a yes, whatever the price.
  if (state.rambles > 0 && state.followUps === 0 && state.goodQuestions === 0) return 'interest';
  // Nor has one who mostly talked at the buyer: more monologues than questions that took up its words.
  if (state.rambles >= 2 && state.rambles > state.followUps) return 'interest';
  // Or who talked at it at length, turn after turn, and never once took up what it said.
  if (state.rambles + state.longTurns >= 2 && state.followUps === 0) return 'interest';
  // Or whose questions came buried in speeches: most of the call was the salesperson talking at the buyer.
  if (state.monologues >= 3 && state.monologues * 2 > state.callerTurns) return 'interest';
  // Meeting again asks less of a buyer than signing: the bar is lower in the early stages. A price within
  // the buyer's limit eases the deal itself; in an early stage the ask is for time, which no price earns.
  const bonus = (!earlyStage && offerWithinLimit(context) ? 10 : 0) + (earlyStage ? 10 : 0);
  if (state.interest + bonus < play.difficulty.agreeAt) return 'interest';
  return undefined;
}

/** Words of signing: "can we get the agreement signed before the end of the month?" asks for the deal by a day, not to meet. */
const SIGNING = /\b(sign|signs|signed|signing|signature|contract|agreement|deal|paperwork|order form|purchase order|po)\b/;

/** A meeting at a set time ("thirty minutes with you and Helen next Wednesday at 10"), not the deal by a date. */
function asksToMeet(reading: TurnReading): boolean {
  return proposedTime(reading) !== undefined && !SIGNING.test(wordsOf(reading.question ?? reading.text).join(' '));
}

/** Words of time spent together: "a call with Frank on Tuesday to go through the contract" asks to meet, not to sign. */
const MEETING = /\b(meet|meeting|call|demo|session|walk ?through|sit down|catch up|minutes)\b/;

/**
 * The ask is for the deal itself: a signature, the contract, the paperwork, a purchase order ("can we get the
 * contract signed by the end of the month?", "can you get a p o signed by next week?"), in the words asked,
 * else in the turn's last sentence; a meeting at a set time about it is not.
 */
function asksToSign(reading: TurnReading): boolean {
  const asked = wordsOf(reading.question ?? reading.segments.at(-1)?.text ?? reading.text)
    .join(' ')
    .replace(/\bp o\b/g, 'po')
    // "...where I show you how others cut it, no contract talk": a signature ruled out is none asked for.
    .replace(/\b(no|not|without( a| any)?) (contract|paperwork|deal|signature|signing)\b/g, '');
  if (!SIGNING.test(asked) || /\bsign(s|ed|ing)? off\b/.test(asked)) return false;
  return !(proposedTime(reading) !== undefined && MEETING.test(asked));
}

/**
 * "Can we get the two-year agreement signed before Christmas?" on a demo call: in an early stage the deal is
 * not on the table yet, whatever the call earned. The step a buyer takes there is time (a meeting, a trial), not
 * a signature (decision 84).
 */
function signingTooEarly(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const { play, state, phrases } = context;
  if (DEAL_STAGES.has(play.stageName) || !asksToSign(reading)) return undefined;
  state.declinedAsks += 1;
  if (state.declinedAsks > 1 && reading.tone === 'pushy') return part(phrases.say(PHRASES.pushedTooMuch), PRIORITY.main);
  return part(phrases.say(PHRASES.tooEarlyToSign).replace('{thing}', thingToSign(reading)), PRIORITY.main);
}

/** What the caller asked the buyer to sign, as the buyer would name it back: "the contract", "the paperwork", else "anything". */
function thingToSign(reading: TurnReading): string {
  const named = (text: string) =>
    /\b(contract|agreement|paperwork|paper work|order form|purchase order|p ?o|deal)\b/.exec(wordsOf(text).join(' '))?.[1];
  // "If I send the agreement over today, can you sign it this week?": the thing may be named before the question.
  const thing = named(reading.question ?? '') ?? named(reading.text);
  if (!thing) return 'anything';
  return `the ${thing === 'paper work' ? 'paperwork' : /^p ?o$/.test(thing) ? 'purchase order' : thing}`;
}

function agreement(context: AnswerContext, reading: TurnReading): ReplyPart[] {
  const { play, phrases } = context;
  const time = proposedTime(reading);
  // "Could we get the agreement signed this Friday, so training starts in February?" in a close asks for the deal,
  // not a meeting: the yes is to the paperwork, and the date said is confirmed beside it.
  const signing = DEAL_STAGES.has(play.stageName) && asksToSign(reading);
  const deal = DEAL_STAGES.has(play.stageName) && (signing || !time);
  const parts: ReplyPart[] = [];
  const offer = context.state.offers.at(-1);
  // Weighed the turn before ("Thirteen thousand eight hundred, that I can sign without anyone else."): not said twice.
  const weighedJustNow =
    offer !== undefined && context.state.lastReplyText.toLowerCase().includes(withAmount('{amount}', offer).toLowerCase());
  if (deal && offer && offerWithinLimit(context) && !weighedJustNow)
    parts.push(
      part(withAmount(phrases.say(offer.allIn ? PHRASES.offerAllInWithinLimit : PHRASES.offerWithinLimit), offer), PRIORITY.aside),
    );
  // Over the buyer's own limit, the deal waits for whoever signs above it: the yes is on that condition.
  const approver = deal && offerWithinLimit(context) === false ? signsOnceApproved(context, reading) : undefined;
  const line = time
    ? withTime(phrases.say(signing ? PHRASES.agreeDealWithTime : PHRASES.agreeWithTime), time)
    : approver
      ? phrases.say(PHRASES.agreeOnceApproved).replace('{approver}', approver)
      : phrases.say(deal ? PHRASES.agreeDeal : play.stage.agree);
  parts.unshift(part(line, PRIORITY.essential, { kind: 'agreed-next-step' }));
  if (!deal && !time) {
    const wish = phrases.pick(play.persona.nextStepWish, slotsOf(context));
    if (wish) parts.push(part(wish, PRIORITY.aside));
  }
  return parts;
}

/**
 * The buyer's answer to a request for a next step or a commitment: yes, with the detail confirmed,
 * when the salesperson earned it (good questions, concerns answered, interest); otherwise the
 * concern that stands in the way, or a no that says what is missing.
 */
/**
 * "Can you sign it this afternoon?" for a three-year deal, when any contract longer than a year needs
 * the VP Finance: the buyer says it is not theirs to sign. A meeting with that person is another matter.
 */
function termNotMine(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const { play, state } = context;
  if (!termOverLimit(context) || !play.termLimit) return undefined;
  if (!/\b(sign|signs|signed|signing|signature|contract|paperwork|deal|order form|agreement)\b/.test(wordsOf(reading.text).join(' ')))
    return undefined;
  const fact = play.facts.facts.find((candidate) => candidate.id === play.termLimit!.factId)!;
  const approvers = (fact.spoken.match(/\b[A-Z][a-z]+\b/g) ?? []).filter(
    (name) => name !== 'I' && !/^(Anything|Any|Over|Above|Contracts?)$/.test(name),
  );
  if (approvers.some((name) => new RegExp(`\\b${name}\\b`, 'i').test(reading.text))) return undefined;
  state.declinedAsks += 1;
  if (state.toldFacts.has(fact.id)) return part("Like I said, I can't sign that term on my own.", PRIORITY.essential);
  return part(`I can't sign that term on my own. ${fact.spoken}`, PRIORITY.essential, { kind: 'told-fact', factId: fact.id });
}

/**
 * "So do we have a deal at one oh five or not?" in a negotiation where nothing moved: no concession, no
 * deal. A meeting at a set time is another matter (it may be where things move).
 */
function nothingMoved(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const { play, state } = context;
  // "Who else would need to sign off?" asks about the buyer, not for the deal.
  const asksAbout = questionTypeOf(reading.question ?? reading.text) !== 'yes-no';
  if (play.stageName !== 'Negotiation' || state.concessions > 0 || proposedTime(reading) || asksAbout) return undefined;
  state.declinedAsks += 1;
  return part(context.phrases.say(PHRASES.nothingMoved, slotsOf(context)), PRIORITY.essential);
}

/** Who else decides, as the profile names them ("The CFO, Tom Becker, countersigns above that"), and the roles that do. */
const DECIDER_ROLES =
  /\b(ceo|cfo|coo|cto|cmo|boss|owner|owners|board|legal|lawyer|finance|procurement|director|president|partner|partners)\b/;

/**
 * "I set up a call with you, Tom and our legal on Thursday at eleven": a meeting at a set time with the
 * people the sign-off waits for is the answer to a sign-off concern, not a step past it.
 */
function bringsInDeciders(context: AnswerContext, reading: TurnReading): boolean {
  const { play } = context;
  if (!asksToMeet(reading)) return false;
  const said = wordsOf(reading.text).join(' ');
  const names = play.facts.facts
    .filter((fact) => play.index.topicsOf(fact.id).includes('decision'))
    .flatMap((fact) => fact.spoken.match(/\b[A-Z][a-z]{2,}\b/g) ?? [])
    .map((name) => name.toLowerCase())
    .filter((name) => !['anything', 'above', 'over', 'the', 'our', 'year', 'and'].includes(name));
  return DECIDER_ROLES.test(said) || names.some((name) => new RegExp(`\\b${name}\\b`).test(said));
}

/** "If she approves", "once the board signs off", "after Karen gives it the go-ahead": a condition of someone's approval. */
const APPROVED_FIRST =
  /\b(?:if|once|after|when|as soon as) (?:\w+ ){1,3}?(?:approves?|approved|signs? off|signed off|agrees|says yes|okays|gives (?:it|us|you|this|that) the (?:go ahead|green light|nod))\b/;

/**
 * "You take it to Karen before the board. If she approves, can we get the agreement signed on the sixteenth?": the
 * signature asked for once whoever signs above the buyer's limit has said yes. The buyer can promise that much; it
 * answers with whom it waits for, as the turn named them ("Karen", "the board"), else as "they".
 */
function signsOnceApproved(context: AnswerContext, reading: TurnReading): string | undefined {
  const said = wordsOf(reading.text).join(' ');
  if (!APPROVED_FIRST.test(said)) return undefined;
  const { play } = context;
  const name = play.facts.facts
    .filter((fact) => play.index.topicsOf(fact.id).includes('decision'))
    .flatMap((fact) => fact.spoken.match(/\b[A-Z][a-z]{2,}\b/g) ?? [])
    .find(
      (candidate) =>
        !['Anything', 'Above', 'Over', 'The', 'Our', 'Year', 'And'].includes(candidate) &&
        new RegExp(`\\b${candidate.toLowerCase()}\\b`).test(said),
    );
  if (name) return name;
  const role = DECIDER_ROLES.exec(said)?.[1];
  if (!role) return undefined;
  return /^(ceo|cfo|coo|cto|cmo)$/.test(role) ? `our ${role.toUpperCase()}` : role === 'board' ? 'the board' : 'they';
}

/**
 * "Can we get that signed by Thursday?" for a 36-month term when the buyer wants twelve months: no, and why, whatever the
 * money; not "not at that number" when the number is not what stops it.
 */
function termNotWanted(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const { play, state, phrases } = context;
  if (!DEAL_STAGES.has(play.stageName) || !asksToSign(reading) || !termOverWish(context) || !play.termWanted) return undefined;
  state.declinedAsks += 1;
  const fact = play.facts.facts[play.termWanted.factId]!;
  // The length on the table as the salesperson said it ("thirty six month" is "thirty six months"), no figure of the buyer's own.
  const said = state.proposedTermSaid ?? 'that term';
  const term = /\b(month|year)$/.test(said) ? `${said}s` : said;
  const declined = phrases.say(PHRASES.termNotWanted).replace('{term}', term);
  if (state.toldFacts.has(fact.id)) return part(declined, PRIORITY.essential);
  return part(`${declined} ${fact.spoken}`, PRIORITY.essential, {
    kind: 'told-fact',
    factId: fact.id,
  });
}

/**
 * "Can we get it signed this week at $40,800?" when the buyer signs up to $40,000 alone: not the buyer's to sign,
 * whatever the call earned. A meeting with whoever signs above the limit is another matter, as is a signature once
 * they have approved.
 */
function priceNotMine(context: AnswerContext, reading: TurnReading): ReplyPart | undefined {
  const { play, state, phrases } = context;
  if (!DEAL_STAGES.has(play.stageName) || !asksToSign(reading) || offerWithinLimit(context) !== false || termOverLimit(context))
    return undefined;
  if (bringsInDeciders(context, reading) || signsOnceApproved(context, reading)) return undefined;
  state.declinedAsks += 1;
  return part(phrases.say(PHRASES.priceNotMine), PRIORITY.essential);
}

export function answerNextStep(context: AnswerContext, reading: TurnReading): ReplyPart[] {
  const { play, state, phrases } = context;
  const notMine =
    termNotMine(context, reading) ??
    termNotWanted(context, reading) ??
    priceNotMine(context, reading) ??
    nothingMoved(context, reading) ??
    signingTooEarly(context, reading);
  if (notMine) return [notMine];
  const waiting = pendingConcern(context);
  const decidersIn = bringsInDeciders(context, reading);
  if (waiting?.objection.topic === 'decision' && decidersIn) waiting.status = 'answered';
  // "I've only got a couple more minutes, so what are you proposing?": a step asked for is what a buyer short of time
  // wanted to hear; the brush-off of the call's opening does not stand in its way.
  if (waiting?.objection.later) waiting.status = 'answered';
  const pending = pendingConcern(context);
  // "I need whoever does the paperwork there, not one of the lawyers. Lawyers never get tech.": no yes in answer to a
  // line that runs the buyer's side down, however the call went before it (a question the tone classifier only doubts
  // is still asked: "I'd suggest a session... would that work?").
  const rude = reading.rudeness === 'sure' || (reading.rudeness === 'possible' && !reading.asks);
  const lacking = rude ? 'interest' : missing(context);
  // Meeting again is a small yes: a buyer who likes the call agrees and keeps its concern for then.
  const smallStep = !DEAL_STAGES.has(play.stageName) && !play.difficulty.demandsNumbers;
  if (pending && smallStep && !lacking && state.interest >= play.difficulty.agreeAt + 10) {
    return [...agreement(context, reading), part(phrases.say(PHRASES.concernForLater), PRIORITY.aside)];
  }
  if (pending) {
    state.declinedAsks += 1;
    return [remindConcern(context, pending, 'Before we get to that, ')];
  }
  // "Would that work?" after an answer the buyer has just accepted: the yes to that is the answer; a
  // further hesitation waits for the next ask rather than taking the yes back in the same breath.
  const justSettled = state.settledAtTurn === state.callerTurns;
  const own = DEAL_STAGES.has(play.stageName) && state.declinedAsks === 0 && !justSettled ? profileHesitation(context) : undefined;
  // The sign-off it would raise is what the meeting with the deciders is for, raised before or not.
  const hesitation = own && !(decidersIn && own.answeredBy.topics.includes('decision')) ? own : undefined;
  // "...30 minutes with you and Amy on Thursday at 3 to go through them": a meeting at a set time, earned, is where the
  // buyer's own hesitation gets talked through; it says yes and names what it wants covered.
  if (hesitation && !lacking && asksToMeet(reading) && state.interest >= play.difficulty.agreeAt + 10)
    return [
      ...agreement(context, reading),
      { ...raiseConcern(context, hesitation, "Then I'll want to go through this too: "), priority: PRIORITY.aside },
    ];
  if (hesitation) {
    state.declinedAsks += 1;
    return [raiseConcern(context, hesitation, 'Not so fast. ')];
  }
  // A meeting at a set time (the decider, the numbers) asks less than the deal: the concern is for that meeting.
  if (
    !lacking &&
    !smallStep &&
    !asksToMeet(reading) &&
    answeredObjections(state) < Math.min(play.difficulty.concernsBeforeAgreeing, play.agenda.length) &&
    state.declinedAsks === 0 &&
    // A price on the table the buyer can sign alone, from a salesperson who took up its words, has met its own terms: no
    // new worry is dug up to stand in its way.
    !(offerWithinLimit(context) === true && state.followUps > 0)
  ) {
    const concern = nextConcern(context, reading);
    if (concern) {
      state.declinedAsks += 1;
      return [raiseConcern(context, concern, 'Maybe. But first, ')];
    }
  }
  if (!lacking) return stepToAgreeTo(reading) ? agreement(context, reading) : [];
  state.declinedAsks += 1;
  if (lacking === 'pushed' || (reading.tone === 'pushy' && state.declinedAsks > 1))
    return [part(phrases.say(PHRASES.pushedTooMuch), PRIORITY.main)];
  return [part(phrases.say(lacking === 'questions' ? play.stage.notYet : PHRASES.opinionCool, slotsOf(context)), PRIORITY.main)];
}
