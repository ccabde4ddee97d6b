import { tiesToBuyer } from './call-evidence';
import {
  acknowledgesConcerns,
  askedBeforeQualifying,
  asksNextStep,
  brushOffsHandled,
  buyerReacted,
  closedQuestionsOnly,
  concernsIgnored,
  concernsResolved,
  fault,
  followUps,
  hasQuestion,
  metricInRange,
  monologueTooLong,
  nextStepAgreed,
  noPressure,
  openQuestions,
  pitchedBeforeAsking,
  said,
  type Check,
} from './offline-checks';
import { matches, SAID } from './sales-language';

/**
 * The offline assessor's reading of each rubric category (packages/domain/src/assessment/rubrics.ts):
 * good checks worth 10 points together, then faults. Keys shared by several stages
 * (objection_handling, next_steps) are read the same way in each.
 */

const introduced = (points: number) => said(points, SAID.introduction, 'Introduced themself and the company', 'an introduction (name and company)', { within: 2 });
const statedReason = (points: number) => said(points, SAID.reason, 'Gave the reason for the call early', 'a reason for the call in the first turns', { within: 3 });
const framed = (points: number) =>
  said(points, (turn) => matches(SAID.agenda, turn.text) || matches(SAID.reason, turn.text), 'Framed the call', 'an agenda for the call (purpose, time, what both get from it)', { within: 3 });
const courteous = (points: number, within?: number) =>
  said(points, SAID.courtesy, 'Was courteous', "courteous phrases ('thanks', 'that's fair', 'I appreciate that')", { times: within ? 1 : 2, ...(within ? { within } : {}) });
const questionAbout = (points: number, topic: RegExp, did: string, missing: string, times = 1) =>
  said(points, (turn) => hasQuestion(turn) && matches(topic, turn.text), did, missing, { times, focus: topic });
const impactQuestions = (points: number) =>
  questionAbout(points, SAID.impact, 'Asked about impact, priority or the decision', 'questions about impact, priority, budget, timeline or who decides', 2);
const currentState = (points: number) => questionAbout(points, SAID.currentState, 'Asked how the buyer handles this today', 'a question about how the buyer handles this today');
const tiedToBuyer = (points: number, times = 2) =>
  said(points, (turn, evidence) => tiesToBuyer(evidence, turn), "Tied the product to the buyer's own situation", "links between the product and what the buyer said, in the buyer's words", { times });
const evidenceGiven = (points: number) => said(points, SAID.evidence, 'Backed claims with specifics', 'specifics: a figure, a similar customer, a reference');
const outcomeStated = (points: number) =>
  said(points, (turn) => matches(SAID.outcome, turn.text) && /\b(?:you|your|teams?|customers?|companies)\b/.test(turn.text), 'Stated the outcome customers get', 'an outcome the buyer gets (what improves and by how much)', { focus: SAID.outcome });
const roiStated = (points: number) => said(points, SAID.roi, 'Put the value in money or time', 'the value in money or time (payback, return, hours saved)');
const checksIn = (points: number) => said(points, SAID.checkIn, 'Checked in with the buyer', "check-ins ('does that make sense', 'how would that work for your team')", { times: 2 });
const recapped = (points: number) => said(points, SAID.recap, 'Recapped what the buyer said', "a recap of the buyer's needs in their words");
const safetyNet = (points: number) => said(points, SAID.safetyNet, 'Offered a safety net', 'a safety net (a pilot, support, references, an exit clause)');
const differentiated = (points: number) => said(points, SAID.differentiates, 'Set the offer apart from the alternatives', 'what sets the offer apart from the alternatives');
const traded = (points: number) => said(points, SAID.trade, 'Traded a concession for something in return', "a trade for every concession ('if you commit to two years...')");
const implementationPlan = (points: number) => said(points, SAID.implementation, 'Explained what happens after the signature', 'a plan for after the signature: onboarding, timeline, effort');
const approvalHelp = (points: number) => said(points, SAID.approvalHelp, 'Helped with the internal sign-off', 'help with the internal sign-off (a business case, a call with the approver)');
const asksCommitment = asksNextStep;

const pushy = (penalty: number) => fault(penalty, SAID.pushy, 'Pressured the buyer', { focus: SAID.pushy });
const featureDump = (penalty: number) =>
  fault(penalty, (turn, evidence) => matches(SAID.feature, turn.text) && !tiesToBuyer(evidence, turn), "Listed features without tying them to the buyer's situation", { times: 2, focus: SAID.feature });
const superlatives = (penalty: number) => fault(penalty, SAID.superlative, 'Leaned on superlatives instead of specifics', { times: 2, focus: SAID.superlative });
const hedged = (penalty: number) => fault(penalty, SAID.hedge, 'Hedged or apologised', { times: 2, focus: SAID.hedge });
const longOpening = (penalty: number) => fault(penalty, (turn) => turn.words > 50, 'Opened with a long speech', { within: 2 });
const discountedFreely = (penalty: number) =>
  fault(penalty, (turn) => matches(SAID.concession, turn.text) && !matches(SAID.trade, turn.text), 'Gave a concession without getting anything back', { focus: SAID.concession });
const offeredBeforeAsking = (penalty: number) =>
  fault(penalty, (turn, evidence) => matches(SAID.concession, turn.text) && !evidence.sales.slice(0, evidence.sales.indexOf(turn)).some(hasQuestion), "Made an offer before learning the buyer's priorities", { focus: SAID.concession });
const lostTheBuyer = (penalty: number) => buyerReacted(penalty, 'disinterest', 'Lost the buyer, who ended the call after hearing');
const overloaded = (penalty: number) => buyerReacted(penalty, 'overload', 'Overloaded the buyer, who asked for the short version after hearing');
const madeBuyerFeelPushed = (penalty: number) => buyerReacted(penalty, 'pressure', 'Made the buyer feel rushed with');
const unheard = (penalty: number) => buyerReacted(penalty, 'unheard', 'Moved on before understanding the buyer, who said so on hearing');

const objectionHandling: Check[] = [concernsResolved(6), acknowledgesConcerns(4), concernsIgnored(3), pushy(3)];
const nextSteps: Check[] = [asksNextStep(4), nextStepAgreed(6), pushy(4), lostTheBuyer(2)];

export const CATEGORY_CHECKS: Record<string, readonly Check[]> = {
  // general
  call_structure: [introduced(2), statedReason(2), asksNextStep(3), nextStepAgreed(3), pitchedBeforeAsking(2), lostTheBuyer(3)],
  needs_assessment: [openQuestions(4, 3), followUps(3), impactQuestions(3), pitchedBeforeAsking(2), closedQuestionsOnly(1), unheard(2)],
  product_knowledge: [tiedToBuyer(4), evidenceGiven(3), concernsResolved(3), featureDump(3), superlatives(2)],
  objection_handling: objectionHandling,
  communication_skills: [
    metricInRange(2, 'talk_ratio'),
    metricInRange(2, 'longest_monologue'),
    metricInRange(2, 'filler_words_per_minute'),
    metricInRange(2, 'speaking_pace'),
    metricInRange(1, 'interruptions'),
    metricInRange(1, 'patience'),
    monologueTooLong(2),
    overloaded(3),
  ],
  // prospecting
  hook_and_rapport: [introduced(3), said(3, SAID.respectsTime, "Respected the buyer's time", "a nod to the buyer's time ('I'll be brief')", { within: 3 }), statedReason(4), longOpening(3), pushy(2)],
  value_statement: [outcomeStated(5), tiedToBuyer(2, 1), evidenceGiven(3), featureDump(3), monologueTooLong(3)],
  early_qualification: [currentState(5), questionAbout(5, SAID.priority, 'Asked about priority or fit', 'a question about whether this is a priority', 1), askedBeforeQualifying(3)],
  brush_off_handling: [brushOffsHandled(7), acknowledgesConcerns(3), concernsIgnored(4), pushy(3)],
  call_to_action: [asksNextStep(4), nextStepAgreed(6), pushy(4)],
  // discovery
  rapport_and_agenda: [courteous(4, 2), framed(6), pitchedBeforeAsking(3)],
  needs_exploration: [openQuestions(4, 3), followUps(3), impactQuestions(3), pitchedBeforeAsking(3), closedQuestionsOnly(1), unheard(2)],
  value_alignment: [tiedToBuyer(5), evidenceGiven(3), outcomeStated(2), featureDump(3), superlatives(2)],
  next_steps: nextSteps,
  // solution
  setup_and_context: [recapped(6), framed(4), pitchedBeforeAsking(3)],
  feature_relevance: [tiedToBuyer(5), evidenceGiven(5), featureDump(3), superlatives(2)],
  engagement_checks: [checksIn(5), metricInRange(3, 'questions_asked'), metricInRange(2, 'talk_ratio'), monologueTooLong(3), overloaded(2)],
  handling_questions: [concernsResolved(6), safetyNet(4), concernsIgnored(4)],
  // negotiation
  relationship_tone: [courteous(5), acknowledgesConcerns(3), noPressure(2), pushy(4), madeBuyerFeelPushed(3)],
  value_reinforcement: [roiStated(5), differentiated(5), discountedFreely(2), featureDump(2)],
  information_gathering: [questionAbout(6, SAID.priority, 'Asked what matters most to the buyer', 'questions about what matters most (price, term, payment) and the alternatives', 2), openQuestions(4, 2), offeredBeforeAsking(2)],
  concession_strategy: [traded(7), concernsResolved(3), discountedFreely(4), pushy(2)],
  commitment_ask: [asksCommitment(4), nextStepAgreed(6), pushy(4)],
  // closing
  confidence_and_poise: [
    metricInRange(3, 'filler_words_per_minute'),
    metricInRange(2, 'speaking_pace'),
    metricInRange(2, 'patience'),
    metricInRange(3, 'longest_monologue'),
    hedged(3),
    overloaded(3),
  ],
  value_recap: [recapped(5), roiStated(3), evidenceGiven(2), featureDump(3)],
  final_objection_handling: objectionHandling,
  secure_commitment: [asksCommitment(4), nextStepAgreed(6), pushy(4)],
  implementation_handoff: [implementationPlan(6), approvalHelp(4), lostTheBuyer(2)],
};

