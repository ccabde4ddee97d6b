/**
 * The assessment rubric of each sales stage (spec section 3): five categories of weight 20 each.
 * The spec names the categories; the signals are ours: behaviours a coach can point at in a
 * transcript, given to the language-model assessor and mirrored by the offline one's detectors.
 * The general rubric's keys are its spec names in snake_case, so the key display rule (split on
 * underscores, capitalise each word) shows exactly 'Call Structure', 'Needs Assessment', ...
 */

export const RUBRIC_STAGES = ['general', 'prospecting', 'discovery', 'solution', 'negotiation', 'closing'] as const;
export type RubricStage = (typeof RUBRIC_STAGES)[number];

/** Spec section 9: every category weighs 20, so the five add up to 100. */
export const RUBRIC_CATEGORY_WEIGHT = 20;

export interface RubricCategory {
  /** The key of its entry in assessment_feedback. */
  key: string;
  weight: typeof RUBRIC_CATEGORY_WEIGHT;
  /** What the category judges, in one line. */
  focus: string;
  good: readonly string[];
  bad: readonly string[];
}

export interface Rubric {
  stage: RubricStage;
  categories: readonly RubricCategory[];
}

type CategoryText = Omit<RubricCategory, 'key' | 'weight'>;

function rubric(stage: RubricStage, categories: Record<string, CategoryText>): Rubric {
  return { stage, categories: Object.entries(categories).map(([key, text]) => ({ key, weight: RUBRIC_CATEGORY_WEIGHT, ...text })) };
}

const objectionHandling: CategoryText = {
  focus: "How the salesperson meets the buyer's concerns.",
  good: [
    "Acknowledges the concern before answering it ('that's fair', 'I understand').",
    'Answers with a relevant fact, example or question, so the buyer accepts it and moves on.',
    'Checks that the concern is settled before going further.',
  ],
  bad: [
    'Ignores the concern or keeps pitching, so the buyer has to repeat it.',
    "Argues, dismisses or pressures ('trust me', 'it's a no brainer').",
  ],
};

const nextSteps: CategoryText = {
  focus: 'Whether the call ends with a concrete, agreed next step.',
  good: [
    'Proposes a concrete next step with a time (a 30-minute meeting next week, a trial, a proposal).',
    'Gets the buyer to agree to it and confirms what happens next.',
  ],
  bad: [
    "Ends the call without a next step, or with a vague 'let me know'.",
    'Pushes for a purchase or a signature before the buyer is ready.',
  ],
};

export const RUBRICS: Record<RubricStage, Rubric> = {
  general: rubric('general', {
    call_structure: {
      focus: 'A clear opening, a purposeful middle and an agreed next step.',
      good: [
        'Introduces themself and the company and gives the reason for the call in the first turns.',
        'Moves through the call in order: opening, questions, relevant value, next step.',
        'Ends by proposing a concrete next step that the buyer agrees to.',
      ],
      bad: ['Launches into a pitch before the buyer knows why they are talking.', 'Lets the call drift, or end without any next step.'],
    },
    needs_assessment: {
      focus: "How well the salesperson uncovers the buyer's situation, pains and goals.",
      good: [
        "Asks open questions (what, how, why, tell me about) about the buyer's process, challenges and goals.",
        'Follows up on what the buyer said instead of moving to the next scripted question.',
        'Asks about impact, priority, budget, timeline or who decides.',
      ],
      bad: ['Pitches before asking anything, or asks only yes/no questions.', 'Assumes the need instead of asking about it.'],
    },
    product_knowledge: {
      focus: "Explaining the product accurately and in terms of the buyer's situation.",
      good: [
        "Explains what the product does for the buyer's stated situation.",
        'Backs claims with specifics: figures, a similar customer, how it works.',
        "Answers the buyer's direct questions (cost, integration, security, rollout) plainly.",
      ],
      bad: [
        "Lists generic features or superlatives ('great', 'everybody loves it') without tying them to the buyer.",
        'Dodges a direct question about the product.',
      ],
    },
    objection_handling: objectionHandling,
    communication_skills: {
      focus: 'Clarity, pace and listening.',
      good: [
        'Talks 40-60 % of the time in short turns.',
        'Speaks at a steady pace with few filler words.',
        'Lets the buyer finish before answering.',
      ],
      bad: ['Monologues for minutes or talks over the buyer.', "Rambles or fills pauses with 'um', 'like', 'basically'."],
    },
  }),
  prospecting: rubric('prospecting', {
    hook_and_rapport: {
      focus: "The first seconds of a cold call: who, why, and respect for the buyer's time.",
      good: [
        'Opens with name, company and a reason to listen, in a sentence or two.',
        "Respects the buyer's time ('I'll be brief', 'thanks for taking my call').",
      ],
      bad: ['Opens with small talk or a long company history.', 'Launches straight into a pitch.'],
    },
    value_statement: {
      focus: 'Why the buyer should care, said briefly.',
      good: [
        'States the outcome customers get in one sentence: what improves and by how much.',
        "Makes it relevant to the buyer's role or industry ('teams like yours').",
      ],
      bad: ['Describes features or the company instead of an outcome.', 'Takes more than half a minute to say why they called.'],
    },
    early_qualification: {
      focus: 'Learning whether the buyer is a fit before asking for their time.',
      good: [
        'Asks how the buyer handles this today and whether it is a priority.',
        'Listens for fit (tools, team, pain) before asking for a meeting.',
      ],
      bad: ['Asks for a meeting without learning anything about the buyer.', 'Fires a checklist of closed questions.'],
    },
    brush_off_handling: {
      focus: "Turning 'I'm busy', 'send me an email' or 'we already have something' into a conversation.",
      good: [
        'Acknowledges the brush-off and earns 30 more seconds with a relevant question.',
        'Keeps the conversation going without pressure, so the buyer lets them continue.',
      ],
      bad: ['Argues with the buyer, or ignores the brush-off and keeps pitching.', 'Gives up or hangs up at the first no.'],
    },
    call_to_action: {
      focus: 'Asking for a small, specific next step.',
      good: [
        'Asks for a specific, small next step (a 20-30 minute meeting next week).',
        'Gets the buyer to agree to it or to name a time.',
      ],
      bad: ['Ends without asking for anything.', 'Asks for a purchase or a signature on a cold call.'],
    },
  }),
  discovery: rubric('discovery', {
    rapport_and_agenda: {
      focus: 'Framing the call so the buyer knows what it is for.',
      good: [
        "Thanks the buyer and sets an agenda: the call's purpose, length and what both get from it.",
        'Checks the agenda works for the buyer.',
      ],
      bad: ['Starts pitching without framing the call.', "Skips any greeting or acknowledgement of the buyer's time."],
    },
    needs_exploration: {
      focus: "Uncovering the buyer's process, pains, their impact and the goals behind them.",
      good: [
        'Asks open questions about the current process, its challenges and the goals.',
        "Digs deeper with follow-ups ('tell me more', 'how is that affecting the team').",
        'Quantifies the pain (time, cost, risk) and asks about priority, budget or who decides.',
      ],
      bad: ['Pitches before understanding the need.', 'Asks only closed or leading questions.'],
    },
    value_alignment: {
      focus: 'Connecting the product to what the buyer said.',
      good: ["Links what the product does to the pains the buyer described, in the buyer's words.", 'Uses a relevant example or figure.'],
      bad: ['Gives a generic pitch unrelated to what the buyer said.', 'Presents every feature instead of the relevant ones.'],
    },
    objection_handling: objectionHandling,
    next_steps: nextSteps,
  }),
  solution: rubric('solution', {
    setup_and_context: {
      focus: 'Grounding the presentation in what the buyer needs.',
      good: ['Recaps what the buyer said they need before showing anything.', 'Sets out what the call will cover.'],
      bad: ['Jumps into a feature tour without context.'],
    },
    feature_relevance: {
      focus: "Showing the capabilities that solve the buyer's problems, and only those.",
      good: [
        "Explains with the buyer's situation ('for your team, the invoices would...').",
        'Backs it with proof: a similar customer, a figure, a reference.',
      ],
      bad: ['Lists features the buyer never asked about.', "Uses superlatives instead of the buyer's situation."],
    },
    engagement_checks: {
      focus: 'Keeping the buyer involved while presenting.',
      good: [
        "Checks in after each point ('does that make sense', 'how would that work for your team').",
        'Invites questions and lets the buyer talk.',
      ],
      bad: ['Talks for minutes without checking in.', "Ignores the buyer's signs of confusion."],
    },
    handling_questions: {
      focus: "Answering the buyer's questions on fit, proof, rollout and risk.",
      good: [
        "Answers the buyer's questions directly and specifically.",
        'Offers evidence or a safety net: references, a pilot, support, a guarantee.',
      ],
      bad: ['Dodges or answers vaguely, so the buyer repeats the question.'],
    },
    next_steps: nextSteps,
  }),
  negotiation: rubric('negotiation', {
    relationship_tone: {
      focus: 'Negotiating firmly while keeping the relationship.',
      good: ["Stays courteous and collaborative ('that's fair', 'I appreciate that').", "Treats the buyer's position with respect."],
      bad: ["Pressures or gets defensive ('trust me', 'you need to sign today').", 'Makes the buyer say they feel pushed or rushed.'],
    },
    value_reinforcement: {
      focus: 'Defending the price with value rather than discounts.',
      good: ['Restates the value in money or time (payback, return, hours saved).', 'Sets the offer apart from the alternatives.'],
      bad: ['Defends the price only by discounting.', 'Talks about features instead of value.'],
    },
    information_gathering: {
      focus: 'Learning what the buyer needs from the deal.',
      good: [
        'Asks what matters most (price, term, payment) and what would make it work.',
        'Learns about alternatives, budget and the decision process.',
      ],
      bad: ["Makes offers without understanding the buyer's priorities."],
    },
    concession_strategy: {
      focus: 'How concessions are given.',
      good: ["Trades every concession for something in return ('if you commit to two years...').", 'Concedes in small, deliberate steps.'],
      bad: ['Gives a discount without getting anything back.', 'Caves at the first push.'],
    },
    commitment_ask: {
      focus: 'Turning agreed terms into a commitment.',
      good: ['Asks for a clear commitment on the agreed terms (a revised proposal, a signature).', 'Gets the buyer to agree.'],
      bad: ['Leaves the terms open.', "Pushes for a signature before the buyer's concerns are answered."],
    },
  }),
  closing: rubric('closing', {
    confidence_and_poise: {
      focus: 'Sounding sure at the moment of decision.',
      good: [
        "Speaks calmly and concisely, without hedging ('I think maybe', 'sorry').",
        'Few filler words, a steady pace, pauses before answering.',
      ],
      bad: ['Rambles or over-talks at the close.', 'Apologises for the price or wavers.'],
    },
    value_recap: {
      focus: 'Reminding the buyer why they are buying.',
      good: ["Summarises the agreed value and the buyer's goals in a sentence or two.", "Uses the buyer's own words and figures."],
      bad: ['Introduces new features at the close.', 'Gives no recap at all.'],
    },
    final_objection_handling: {
      ...objectionHandling,
      focus: 'Settling the last hesitations: sign-off, timing, the risk of switching.',
    },
    secure_commitment: {
      focus: 'Asking for the business.',
      good: [
        "Asks directly for the decision ('shall we move forward', 'can we get the agreement signed this week').",
        "Confirms the buyer's yes and the paperwork.",
      ],
      bad: ['Never asks for the business.', 'Pressures before the concerns are settled.'],
    },
    implementation_handoff: {
      focus: 'What happens after the signature.',
      good: [
        "Explains onboarding: timeline, who does what, the effort for the buyer's team.",
        'Helps with the internal sign-off (a business case, a call with the approver).',
      ],
      bad: ['Ends at the signature without a plan.', "Is vague about the effort for the buyer's team."],
    },
  }),
};

export type RubricLookup = { ok: true; rubric: Rubric } | { ok: false; message: string };

export function unknownStageMessage(stage: string): string {
  return `Could not load assessment criteria for stage: ${stage}`;
}

/**
 * The rubric of a scenario's sales stage, matched case-insensitively ('Prospecting' from a
 * scenario, 'prospecting' as a rubric name). Missing, empty or 'none' means the general rubric.
 */
export function rubricForStage(stage: string | null | undefined): RubricLookup {
  const given = (stage ?? '').trim();
  const name = given.toLowerCase();
  if (name === '' || name === 'none') return { ok: true, rubric: RUBRICS.general };
  const known = RUBRIC_STAGES.find((candidate) => candidate === name);
  return known ? { ok: true, rubric: RUBRICS[known] } : { ok: false, message: unknownStageMessage(given) };
}
