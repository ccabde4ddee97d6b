import type { ScenarioFormValues } from '@rehearse/domain';
import { QUOTAFLOW_SCENARIO } from '@rehearse/voice/testing';

/** The speech tests' Quotaflow scenario as a Discovery call with a CFO. */
export const BENCH_SCENARIO: ScenarioFormValues = {
  title: 'Discovery call with Brightwell Freight',
  product: `${QUOTAFLOW_SCENARIO.texts[0]} ${QUOTAFLOW_SCENARIO.texts[1]}`,
  customerProfile: `${QUOTAFLOW_SCENARIO.texts[2]} Dana, the CFO, worries about ramp time for new hires and the cost of inconsistent discovery calls. ${QUOTAFLOW_SCENARIO.texts[4]}`,
  salesStage: 'Discovery',
  persona: 'CFO',
  gender: 'Female',
};

/**
 * What the scripted salesperson says, in order: an opening, then open discovery questions (a good
 * caller, so the offline buyer rarely hangs up). More lines than turns wrap around.
 */
export const CALLER_LINES = [
  'Hi Dana, this is Sam from Quotaflow, do you have a minute?',
  'We help sales teams ramp new reps twice as fast.',
  'How long does it take a new hire to become productive?',
  'What does your onboarding process look like today?',
  'How do your managers coach the team at the moment?',
  'What are your goals for the sales team this year?',
  'What are the biggest challenges with that right now?',
  'How is that affecting the team?',
  'Tell me more about that.',
  'How do you measure the cost of a slow ramp today?',
  'Who else would be involved in a decision like this?',
  'What would success look like for you in six months?',
  'How many account executives are you hiring this year?',
  'What happens when a new rep misses their first quarter?',
  'How do you review discovery calls at the moment?',
  'Which part of the sales process worries you the most?',
  'What have you tried so far to fix that?',
  'How much time do your managers spend on coaching each week?',
  'What would make this an easy decision for your finance team?',
  'How do you budget for sales training today?',
  'What does a good first month look like for a new hire?',
  'How do you know when a rep is ready for real customers?',
  'What would it mean for you if ramp time dropped by a month?',
  'Which numbers does the board ask you about most?',
  'How do your top reps prepare for an important call?',
  'What is the cost of a lost deal for Brightwell?',
  'How do you compare your teams across regions?',
  'What tools does the team use for training right now?',
  'What do you like about your current setup?',
  'What would you change about it if you could?',
  'How quickly do you need to see results?',
  'What concerns would you have about a new platform?',
  'How does your team handle pricing questions from customers?',
  'What is the most important priority for you this quarter?',
  'Could we look at your numbers together next week?',
  'Would a short pilot with one team be useful?',
];

/** Asked before a barge-in: a question the buyer answers at some length. */
export const BARGE_IN_QUESTIONS = [
  'Tell me about your team and how you onboard new reps today.',
  'What are the biggest challenges with ramp time right now?',
  'How do your managers coach the team at the moment?',
  'What are your goals for the sales team this year?',
  'What does your onboarding process look like today?',
  'How is that affecting the team?',
];

/**
 * A short answer the buyer answers at once, and the caller going on with the same turn as the
 * answer begins, an "um" and a long pause first (a user's call, decision 100: "Great, um, {800 ms}
 * could we ..." answered after "Great"): the buyer must stop for good and leave no line behind.
 */
export const GOING_ON = { answer: 'Great.', first: 'Um,', pauseMs: 800, rest: 'could we get the agreement signed this week?' };

/** Said over the buyer's reply. */
export const INTERRUPTIONS = ['Sorry, can I just ask one thing?', 'Wait, how many reps is that?', 'Sorry to cut in, is that every team?'];
