import type { Persona } from '@rehearse/domain';
import type { Topic } from '@rehearse/conversation';
import type { Objection } from './objection';

/**
 * How each persona listens and what worries them (the template optimizer's persona roles, as
 * behaviour): CFO cost and payback, CTO integration, security and migration, CMO pipeline, leads
 * and attribution, CEO time, priorities and strategic fit. `general` plays the profile's own role.
 */
export interface PersonaPlay {
  /** What the buyer says about their role when the profile does not say it. */
  role: readonly string[];
  objections: readonly Objection[];
  /** Topics that make a pitch sound relevant to this buyer. */
  caresAbout: readonly Topic[];

  /** Added when agreeing to a next step: what they want to see there. */
  nextStepWish: readonly string[];
}

const ceo: PersonaPlay = {
  role: ["I run the company, so I'm the one you'd need to convince.", "I'm the CEO, so it lands on my desk eventually."],
  caresAbout: ['goal', 'results', 'competition', 'risk', 'team', 'company'],
  nextStepWish: ['Keep it short and bring the numbers that matter.', "Keep it tight, I don't have a lot of time."],
  objections: [
    {
      id: 'ceo-priorities',
      raise: [
        "I've got a lot on my plate this year. Why should this be a priority?",
        'Everybody tells me their thing is a priority. Why is this one?',
      ],
      remind: [
        "You still haven't told me why this should be a priority.",
        "I asked why this matters more than everything else I've got going on.",
      ],
      accept: ["Okay, that's a fair reason to look at it.", 'Alright, I can see why that matters.'],
      explain: ['Everything competes for the same attention. I need a reason this one wins.'],
      answeredBy: { acts: ['value', 'objection-answer'], topics: ['goal', 'results', 'competition', 'risk'] },
      topic: 'goal',
    },
    {
      id: 'ceo-time',
      raise: [
        "I don't have time for a long project. How much of my team's time does this eat up?",
        'What does this take from my people, realistically?',
      ],
      remind: ["You didn't say how much of my team's time this takes.", "I still don't know what this asks of my people."],
      accept: ["Okay, if it's that light, I can live with it.", "Good, that's less than I feared."],
      explain: ['Every project takes people away from running the business.'],
      answeredBy: { acts: ['objection-answer', 'pitch', 'statement'], topics: ['effort', 'team', 'timeline'] },
      triggeredBy: ['effort'],
    },
    {
      id: 'ceo-fit',
      raise: ["How does this fit with where we're taking the business?", "I'm not sure how this fits our bigger picture."],
      remind: ["I'm still not hearing how this fits where we're going.", 'Again, how does this fit the bigger picture?'],
      accept: ['Okay, that connects to what we care about.', 'Alright, that fits better than I thought.'],
      explain: ["I don't want another tool nobody remembers buying a year from now."],
      answeredBy: { acts: ['value', 'objection-answer', 'pitch'], topics: ['goal', 'results', 'company'] },
      topic: 'goal',
    },
  ],
};

const cto: PersonaPlay = {
  role: [
    "I'm the CTO, so anything that touches our systems goes through me.",
    'I look after our technology, so I care how this actually works.',
  ],
  caresAbout: ['integration', 'risk', 'tools', 'effort'],
  nextStepWish: ['Bring an engineer, not just slides.', 'I want to see the technical side, not a sales deck.'],
  objections: [
    {
      id: 'cto-integration',
      raise: [
        'How does it integrate with {tools}?',
        "How would this integrate with {tools}? I'm not ripping anything out.",
        'How does it integrate with our current systems?',
      ],
      remind: ['You skipped my integration question.', "I still don't know how this connects to what we run."],
      accept: ["Okay, if there's a proper integration, that helps.", "Alright, that's better than I expected on integration."],
      explain: ['Every new system has to talk to what we already run, or it just makes more work.'],
      answeredBy: { acts: ['objection-answer', 'pitch', 'statement'], topics: ['integration', 'tools'] },
      triggeredBy: ['tools', 'integration'],
      topic: 'tools',
    },
    {
      id: 'cto-security',
      raise: [
        'What about security? Where does our data live, and who can see it?',
        "Security's my first worry. How do you handle our data?",
      ],
      remind: ["You haven't answered my security question.", "I'm still waiting to hear how you protect our data."],
      accept: ['Okay, that covers the basics on security.', "Fine, that's reassuring on the security side."],
      explain: ['Anything that touches our data has to pass a review.'],
      answeredBy: { acts: ['objection-answer', 'pitch', 'statement'], topics: ['risk'] },
      triggeredBy: ['risk'],
    },
    {
      id: 'cto-migration',
      raise: ["What's the migration effort? I can't hand my engineers a big project.", 'How much work is it for my team to move over?'],
      remind: ["You still haven't told me what the migration takes.", 'Again, what does the switch cost my engineers in time?'],
      accept: ["Okay, if you handle most of the migration, that's workable.", 'Alright, that sounds manageable.'],
      explain: ['Migrations always take longer than the vendor says.'],
      answeredBy: { acts: ['objection-answer', 'pitch', 'offer'], topics: ['effort', 'integration', 'timeline'] },
      triggeredBy: ['effort', 'integration'],
    },
  ],
};

const cfo: PersonaPlay = {
  role: ["I'm the CFO, so I look at what everything costs and what it returns.", 'I run finance here, so the numbers come to me.'],
  caresAbout: ['price', 'budget', 'results'],
  nextStepWish: ['Send me the numbers before we meet.', 'Bring a proper business case, with numbers.'],
  objections: [
    {
      id: 'cfo-cost',
      raise: ['Every new cost gets looked at hard here. What does this cost?', "Let's get to it. What's this going to cost us?"],
      remind: ["You still haven't told me what it costs.", "I asked about cost and didn't get an answer."],
      accept: ["Okay, at least I know what we're talking about.", "Alright, that's clearer."],
      explain: ['Every new cost needs a clear reason before it gets approved.'],
      answeredBy: { acts: ['offer', 'value', 'objection-answer', 'statement'], topics: ['price', 'budget'], needsNumbers: true },
      triggeredBy: ['price'],
      topic: 'budget',
    },
    {
      id: 'cfo-payback',
      raise: ["What's the payback period? I need to see when this pays for itself.", 'When does this pay for itself?'],
      remind: ["You didn't answer on payback.", "I still don't know when this pays for itself."],
      accept: ["Okay, if the payback is that quick, that's interesting.", "Fine, that's a payback I can work with."],
      explain: ['I need to know when we get the money back.'],
      answeredBy: { acts: ['value', 'objection-answer'], topics: ['results', 'price', 'timeline'], needsNumbers: true },
      triggeredBy: ['results'],
    },
    {
      id: 'cfo-roi',
      raise: ["How do I know we'll get a return on this? I want numbers, not adjectives.", 'What return should I expect, realistically?'],
      remind: ["I asked about the return, and I'm still not hearing numbers.", "You're giving me adjectives again. What's the return?"],
      accept: ["Okay, if those numbers hold up, that's worth a look.", "That's the kind of number I need."],
      explain: ["I've seen a lot of promised savings that never showed up."],
      answeredBy: { acts: ['value', 'objection-answer', 'pitch'], topics: ['results'], needsNumbers: true },
      triggeredBy: ['results'],
    },
    {
      id: 'cfo-budget',
      raise: ['{budget} So where would this fit?', 'Where would the budget for this even come from?'],
      remind: ["You still haven't said how this fits the budget.", 'The budget question is still open.'],
      accept: ['Okay, I can see how it could fit.', 'Alright, that could work budget-wise.'],
      explain: ['Anything unplanned has to come out of somewhere else.'],
      answeredBy: { acts: ['offer', 'value', 'objection-answer'], topics: ['budget', 'price'] },
      triggeredBy: ['budget'],
      topic: 'budget',
    },
  ],
};

const cmo: PersonaPlay = {
  role: ["I'm the CMO, so pipeline and brand are on me.", 'I run marketing, so I live and die by pipeline.'],
  caresAbout: ['results', 'goal', 'company'],
  nextStepWish: ['Bring examples from companies like ours.', 'Show me real campaign results when we talk.'],
  objections: [
    {
      id: 'cmo-pipeline',
      raise: ['How does this actually help my pipeline?', "I'm measured on pipeline. Where does this move it?"],
      remind: ["You still haven't connected this to pipeline.", 'Again, what does this do for pipeline?'],
      accept: ['Okay, that could help pipeline.', "Alright, that's relevant to my numbers."],
      explain: ["My targets are about pipeline, so that's how I judge everything."],
      answeredBy: { acts: ['value', 'pitch', 'objection-answer'], topics: ['results', 'goal', 'company'] },
      triggeredBy: ['goal'],
      topic: 'goal',
    },
    {
      id: 'cmo-leads',
      raise: [
        'Will this bring in better leads, or just more noise?',
        "We don't need more leads, we need better ones. Does this help with that?",
      ],
      remind: ["You didn't answer about lead quality.", "I'm still not sure this means better leads."],
      accept: ['Okay, better leads I can use.', "Fair, that's about quality, not just volume."],
      explain: ['More volume just buries my team in leads that go nowhere.'],
      answeredBy: { acts: ['pitch', 'objection-answer', 'value'], topics: ['results', 'company'] },
      triggeredBy: ['results'],
    },
    {
      id: 'cmo-attribution',
      raise: ['And how would I attribute results to this? I have to prove what worked.', 'How do I show this actually drove results?'],
      remind: ['You skipped attribution.', "I still don't know how I'd prove this worked."],
      accept: ['Okay, if I can report on it, that helps.', 'Good, I need that kind of reporting.'],
      explain: ["If I can't show what it did, it won't get renewed."],
      answeredBy: { acts: ['pitch', 'objection-answer'], topics: ['results'] },
      triggeredBy: ['results'],
    },
  ],
};

const general: PersonaPlay = {
  role: ["I'd be one of the people involved in a decision like this.", "I'm one of the people who'd have to live with it."],
  caresAbout: ['results', 'pain', 'effort'],
  nextStepWish: ['Make it specific to us.', 'Keep it practical.'],
  objections: [
    {
      id: 'general-difference',
      raise: ['What makes this different from what we do today?', 'How is this different from everyone else who calls me?'],
      remind: ["You still haven't said what's different about it.", "I'm still not sure what's different here."],
      accept: ["Okay, that's a real difference.", 'Alright, that does sound different.'],
      explain: ['A lot of tools sound the same to me.'],
      answeredBy: { acts: ['pitch', 'objection-answer', 'value'], topics: ['competition', 'results'] },
      topic: 'tools',
    },
    {
      id: 'general-cost',
      raise: ['And what does something like this cost?', 'What sort of money are we talking about?'],
      remind: ["You didn't say what it costs.", 'I still have no idea what it costs.'],
      accept: ['Okay, good to know.', "Alright, that's clearer."],
      explain: ["I just need to know if it's even in the right range."],
      answeredBy: { acts: ['offer', 'objection-answer', 'value'], topics: ['price', 'budget'], needsNumbers: true },
      triggeredBy: ['price'],
    },
    {
      id: 'general-effort',
      raise: ['How much work is it to get going?', 'What would it take from us to get started?'],
      remind: ["You didn't answer how much work it is.", 'I still need to know what it takes from us.'],
      accept: ["Okay, that's not too bad.", 'Fine, that sounds doable.'],
      explain: ['I need to know what it takes from us before anything else.'],
      answeredBy: { acts: ['objection-answer', 'pitch'], topics: ['effort', 'timeline', 'team'] },
      triggeredBy: ['effort'],
    },
  ],
};

export const PERSONA_PLAYS: Record<Persona | 'general', PersonaPlay> = { CEO: ceo, CTO: cto, CFO: cfo, CMO: cmo, general };
