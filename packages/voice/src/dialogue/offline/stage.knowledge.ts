import type { SalesStage } from '@rehearse/domain';
import type { Objection } from './objection';

/**
 * How the buyer plays each sales stage (the template optimizer's stage behaviour): a cold call
 * full of brush-offs, a guarded discovery, an evaluating solution call, hard negotiation, last
 * hesitations before closing. `general` is a realistic first conversation.
 */
export interface StagePlay {
  initialInterest: number;
  /** How much the buyer shares before earning any trust (see TOPIC_SENSITIVITY). */
  openness: 0 | 1 | 2;
  /** Stage concerns, raised in this order between the persona's. */
  objections: readonly Objection[];
  /** The first stage concern comes right after the greeting (a cold call's brush-off). */
  raisesAtOnce: boolean;
  greeting: readonly string[];
  /** Said after the greeting when the caller's first turn asks nothing: how the buyer sets up the call. */
  opener: readonly string[];
  /** What the buyer asks when it has nothing else to say. */
  prompts: readonly string[];
  /** Agreeing to the stage's next step. */
  agree: readonly string[];
  /** Declining a next step asked for too early. */
  notYet: readonly string[];
  /** Caller turns before the buyer will agree to anything. */
  minimumTurns: number;
}

const prospecting: StagePlay = {
  initialInterest: 35,
  openness: 0,
  raisesAtOnce: true,
  minimumTurns: 3,
  greeting: ['Hi{, name}.', 'Oh, hi{, name}.', 'Yeah, hi{, name}.'],
  opener: ["What's this about?", 'What can I do for you?'],
  prompts: ['So what is it you want from me?', "What's the ask here?", 'So where are you going with this?'],
  agree: [
    "Alright, I'll give you a short call next week. Send me an invite.",
    'Okay, send me an invite for next week and we can talk properly.',
  ],
  notYet: [
    "Let's not get ahead of ourselves. I barely know what this is.",
    "Hold on, I haven't agreed to anything. Why would I meet you?",
    "Let's not get ahead of ourselves with {subject}, I barely know what this is.",
    "Hold on, I haven't agreed to {subject}, why would I meet you?",
  ],
  objections: [
    {
      id: 'prospect-busy',
      raise: [
        "I'm in the middle of something. What's this about?",
        "I've only got a minute. What's this regarding?",
        "You've caught me at a busy time. What is it?",
      ],
      remind: ["Sorry, what's this actually about?", 'I really am busy. What do you want?'],
      later: {
        raise: [
          "I've only got a couple more minutes, so get to the point.",
          'I need to wrap this up soon, so what are you proposing?',
          "I'm short on time here, so what's the bottom line?",
        ],
        remind: ['I really do need to wrap up soon.', "Like I said, I'm short on time."],
      },
      accept: ['Okay, go on.', "Alright, you've got a minute.", 'Fine, quickly then.'],
      explain: ["I've got a lot going on today."],
      answeredBy: { acts: ['agenda', 'statement', 'pitch', 'value', 'objection-answer'], topics: [] },
    },
    {
      id: 'prospect-already-have',
      raise: [
        'We already use {tools} for that.',
        "We've already got our own way of handling this.",
        "Honestly, we've got our own way of doing this and it's fine.",
      ],
      remind: ['Like I said, we have our own way of doing this.', "I told you, we've already got that covered."],
      accept: ["Hm, okay. I didn't think of it that way.", 'Fair enough, that could be useful.'],
      explain: ['People here are used to the way we do it.'],
      answeredBy: {
        acts: ['objection-answer', 'pitch', 'open-question', 'closed-question'],
        topics: ['tools', 'integration', 'competition', 'process'],
      },
      topic: 'tools',
    },
    {
      id: 'prospect-send-email',
      raise: [
        "Can you just send me an email? I'll look at it when I get a chance.",
        "Look, send me something by email and I'll have a look.",
      ],
      remind: ['Really, just send me an email.', 'Honestly, an email is best.'],
      accept: ['Okay, ask your question.', 'Alright, go ahead.'],
      explain: ["I don't make decisions on cold calls."],
      answeredBy: { acts: ['objection-answer', 'open-question', 'closed-question', 'agenda'], topics: [] },
    },
    {
      id: 'prospect-not-priority',
      raise: [
        "I'm not sure this is a priority for us right now.",
        "I don't know that this is top of my list.",
        "I'm not sure {subject} is a priority for us right now.",
      ],
      remind: ["I still don't see why this would be a priority.", "Like I said, I'm not sure it's a priority."],
      accept: ['Okay, that is something we care about.', 'Hm. That does matter to us.'],
      explain: ["There's a lot ahead of this on my list."],
      answeredBy: { acts: ['value', 'objection-answer', 'open-question'], topics: ['goal', 'pain', 'results', 'risk', 'competition'] },
      topic: 'goal',
    },
  ],
};

const discovery: StagePlay = {
  initialInterest: 40,
  openness: 0,
  raisesAtOnce: false,
  minimumTurns: 4,
  greeting: ['Hi{, name}, thanks for calling.', 'Hi{, name}.'],
  opener: ["I've got some time. What did you want to cover?", 'Sure, where do you want to start?'],
  prompts: ['Anything else you wanted to ask?', 'What else do you need to know?', 'What else?'],
  agree: [
    'Okay, a follow-up makes sense. Send me a few times for next week.',
    "Alright, let's set up a second conversation. Send me an invite.",
  ],
  notYet: [
    "I think it's a bit early for that. You still don't know much about us.",
    "Let's not jump ahead. I'm not sure yet this is even a fit.",
    "I think {subject} is a bit early, you still don't know much about us.",
    "Let's not jump ahead to {subject}, I'm not sure yet this is even a fit.",
  ],
  objections: [
    {
      id: 'discovery-why-change',
      raise: [
        "I'm not sure we need to change anything. What makes you think we do?",
        "Honestly, I'm not convinced you can fix anything for us.",
        "Honestly, I'm not convinced {subject} fixes anything for us.",
      ],
      remind: ["You still haven't told me why we'd change anything.", "I'm still not sure why we'd change."],
      accept: ['Well, when you put it like that, maybe.', "Okay, that's fair."],
      explain: ["Changing how we work is a big deal. I'd need a good reason."],
      answeredBy: { acts: ['value', 'objection-answer', 'open-question', 'acknowledge'], topics: ['pain', 'results', 'goal'] },
      topic: 'pain',
    },
    {
      id: 'discovery-vendor-fatigue',
      raise: [
        'I get a lot of these calls. How is this different?',
        'Every vendor says they understand us. Why are you different?',
        'I get a lot of calls about {subject}, how is yours different?',
      ],
      remind: ["You didn't say what's different.", "I'm still waiting to hear what's different."],
      accept: ["Okay, that's a bit different.", 'Alright, I hear you.'],
      explain: ['A lot of vendors call me, and most of them say the same thing.'],
      answeredBy: { acts: ['objection-answer', 'pitch', 'value', 'acknowledge'], topics: ['competition', 'results', 'pain'] },
    },
  ],
};

const solution: StagePlay = {
  initialInterest: 50,
  openness: 1,
  raisesAtOnce: false,
  minimumTurns: 4,
  greeting: ['Hi{, name}, I was expecting your call.', 'Hi{, name}.'],
  opener: ['So, show me how this works for us.', "I'd like to understand how this would actually work for us."],
  prompts: ['So how would this work for us day to day?', 'What else should I know?', 'What else?'],
  agree: [
    "Okay, let's do a trial with a small team. Send me what you need from us.",
    "Alright, send me a proposal and I'll loop in my team.",
  ],
  notYet: [
    'Not yet. I still have questions about how this works for us.',
    "I'm not there yet. I need to understand the fit first.",
    'Not yet, I still have questions about how {subject} works for us.',
    "I'm not there yet on {subject}, I need to understand the fit first.",
  ],
  objections: [
    {
      id: 'solution-fit',
      raise: [
        'How would that work for us specifically?',
        'That sounds fine in general, but how does it work in our case?',
        'How would {subject} work for us specifically?',
      ],
      remind: ["I'm still not sure how it works in our case.", 'Again, how does this work for us specifically?'],
      accept: ['Okay, I can picture that.', "Alright, that's closer to what we need."],
      explain: ['I need to see it in our situation, not a generic example.'],
      answeredBy: { acts: ['pitch', 'value', 'objection-answer', 'acknowledge'], topics: ['pain', 'process', 'goal', 'team'] },
      topic: 'pain',
    },
    {
      id: 'solution-proof',
      raise: [
        'Do you have customers like us actually using this?',
        "Who else like us is using it, and how's it going for them?",
        'Do you have customers like us actually using {subject}?',
      ],
      remind: ["You didn't answer about other customers.", 'I still want to know who else uses this.'],
      accept: ["Okay, that helps. I'd want to speak to one of them.", 'Good, a reference would help.'],
      explain: ["I don't want to be the first to try it."],
      answeredBy: { acts: ['pitch', 'value', 'objection-answer'], topics: ['results', 'company'], needsNumbers: true },
    },
    {
      id: 'solution-implementation',
      raise: [
        'How long does it take to get up and running?',
        'What does the rollout look like, realistically?',
        'How long does it take to get {subject} up and running?',
      ],
      remind: ["You didn't say how long the rollout takes.", 'Again, how long until it actually works?'],
      accept: ["Okay, that's a reasonable timeline.", "Fine, that's quicker than I expected."],
      explain: ['Rollouts always take longer than the vendor says.'],
      answeredBy: { acts: ['pitch', 'objection-answer', 'statement', 'offer'], topics: ['effort', 'timeline', 'integration'] },
    },
    {
      id: 'solution-risk',
      raise: [
        "What could go wrong? What happens if it doesn't work for us?",
        "And if it doesn't deliver, what then?",
        "What happens if {subject} doesn't work for us?",
      ],
      remind: ["You didn't answer what happens if it fails.", "I'm still worried about what happens if it doesn't work."],
      accept: ['Okay, that lowers the risk.', "Alright, that's a fair safety net."],
      explain: ["If this fails, it's my name on it."],
      answeredBy: { acts: ['offer', 'objection-answer', 'pitch'], topics: ['risk', 'effort', 'timeline', 'results'] },
    },
  ],
};

const negotiation: StagePlay = {
  initialInterest: 50,
  openness: 1,
  raisesAtOnce: true,
  minimumTurns: 3,
  greeting: ['Hi{, name}, thanks for getting back to me.', "Hi{, name}. I've got your proposal here."],
  opener: ["Let's talk about your proposal.", "Let's talk numbers."],
  prompts: ['So what can you do for me?', 'Where does that leave us?', 'So what are you offering?'],
  agree: [
    'Okay. Put that in writing and send over the revised proposal, and we can move ahead.',
    "Alright, if that's in the contract, we have a deal in principle. Send me the paperwork.",
  ],
  notYet: [
    "We're not there yet. The numbers still need to move.",
    "Not so fast. I haven't agreed to the terms yet.",
    "We're not there yet on {subject}, the numbers still need to move.",
    "Not so fast, I haven't agreed to {subject} yet.",
  ],
  objections: [
    {
      id: 'negotiation-price',
      raise: [
        "I'll be honest, the price is the sticking point. Can you do better?",
        'Your number is higher than I would like. What can you do on price?',
      ],
      remind: ['We still need to talk about price.', "The price hasn't moved, and that's my problem."],
      accept: ["Okay, that's more like it.", 'Alright, now we are getting somewhere on price.'],
      explain: ["It's more than I'd hoped to spend, simple as that.", 'The total needs to come down before I can take it further.'],
      /** A discount alone only invites a push for more: see the discount reply. */
      answeredBy: { acts: ['offer', 'value', 'objection-answer'], topics: ['price', 'budget', 'results'], needsNumbers: true },
      topic: 'budget',
    },
    {
      id: 'negotiation-contract',
      raise: [
        "What's the contract length? I don't want to be locked in for years.",
        "I'd want a shorter commitment to start. What's possible on contract length?",
      ],
      remind: ['You skipped the contract length.', "I still don't know how long you want to lock us in."],
      accept: ['Okay, I can live with that term.', "That's more flexible than I feared."],
      explain: ["I don't like being locked in before I've seen it work."],
      answeredBy: { acts: ['offer', 'objection-answer'], topics: ['timeline', 'price'] },
    },
    {
      id: 'negotiation-payment',
      raise: ['And can we pay quarterly instead of everything up front?', "What about payment terms? Up front doesn't work well for me."],
      remind: ['You never answered on payment terms.', 'Payment terms are still open.'],
      accept: ['Okay, quarterly works.', 'Good, those terms are workable.'],
      explain: ['Paying everything up front ties up cash.'],
      answeredBy: { acts: ['offer', 'objection-answer'], topics: ['price', 'budget', 'timeline'] },
    },
    {
      id: 'negotiation-alternatives',
      raise: [
        'I do have other options, you know. Make it worth my while.',
        "To be straight with you, you're not the only option I'm looking at.",
      ],
      remind: ["You haven't told me why I'd pick you over the others.", 'So why you and not the others?'],
      accept: ["Okay, that's a fair point in your favour.", 'Alright, that sets you apart.'],
      explain: ['I owe it to the business to compare.'],
      answeredBy: { acts: ['value', 'pitch', 'objection-answer'], topics: ['competition', 'results'] },
      topic: 'competition',
    },
  ],
};

const closing: StagePlay = {
  initialInterest: 55,
  openness: 2,
  raisesAtOnce: true,
  minimumTurns: 3,
  greeting: ["Hi{, name}, I've been thinking it over.", "Hi{, name}, good timing, I'm close to a decision."],
  opener: ["I'm close, but I've still got a couple of concerns.", "I'm leaning towards yes, but a few things still bother me."],
  prompts: ['So what happens next if we go ahead?', 'What would you need from me?', 'Anything else?'],
  agree: [
    "Okay, let's move forward. Send me the paperwork and I'll get it signed off.",
    "Alright, I'm in. Send the agreement over and I'll take it through sign-off.",
  ],
  notYet: [
    "I'm not ready to sign yet. I still have concerns.",
    'Not yet. Help me with my concerns first.',
    "I'm not ready for {subject} yet, I still have concerns.",
    'Not {subject} yet, help me with my concerns first.',
  ],
  objections: [
    {
      id: 'closing-sign-off',
      raise: [
        "{decision} So I can't just say yes on my own.",
        "I'll need sign-off before I can commit, and I'm not sure how that will go.",
        "I'll need sign-off before I can commit to {subject}, and I'm not sure how that will go.",
      ],
      remind: ['I still need a way to get this signed off.', "You haven't helped me with the sign-off."],
      accept: ['Okay, that would help me get it approved.', 'Good, that makes the sign-off easier.'],
      explain: ["It's not only my call, so I need something I can take to the others."],
      answeredBy: { acts: ['objection-answer', 'open-question', 'closed-question', 'next-step'], topics: ['decision'] },
      topic: 'decision',
    },
    {
      id: 'closing-switch-risk',
      raise: ["What if switching causes problems? I can't afford a disruption.", 'My worry is the switch itself. What if it goes wrong?'],
      remind: ["You still haven't eased my worry about the switch.", 'Again, what if the switch goes wrong?'],
      accept: ["Okay, that's reassuring.", 'Alright, that makes the switch feel safer.'],
      explain: ["If the switch goes badly, it's my problem."],
      answeredBy: { acts: ['objection-answer', 'offer', 'pitch'], topics: ['risk', 'effort', 'integration'] },
    },
    {
      id: 'closing-timing',
      raise: ["I'm also not sure now's the right time.", 'Part of me wonders if we should wait a bit.'],
      remind: ["I'm still not sure about the timing.", 'The timing still bothers me.'],
      accept: ['Okay, waiting would cost us too.', 'Fair, better to start sooner.'],
      explain: ['There is a lot going on right now.'],
      answeredBy: { acts: ['objection-answer', 'value', 'offer'], topics: ['timeline', 'price', 'results'] },
      topic: 'timeline',
    },
    {
      id: 'closing-effort',
      raise: ['And what do you need from us to get started?', 'What does the first month look like for my team?'],
      remind: ["You didn't say what you need from us.", 'I still want to know what the start looks like.'],
      accept: ['Okay, we can manage that.', "Fine, that's doable."],
      explain: ['I need to know what my team has to put in.'],
      answeredBy: { acts: ['objection-answer', 'pitch'], topics: ['effort', 'team', 'timeline'] },
    },
  ],
};

const general: StagePlay = {
  initialInterest: 45,
  openness: 1,
  raisesAtOnce: false,
  minimumTurns: 3,
  greeting: ['Hi{, name}.', 'Oh, hi{, name}.'],
  opener: ['What can I do for you?', "What's this about?"],
  prompts: ['So what else should I know?', 'Where does that leave us?', 'What else?'],
  agree: ["Okay, let's set up a proper follow-up. Send me an invite.", "Sure, let's continue this. Send me some times."],
  notYet: [
    "Let's not rush it. I still have questions.",
    "I'm not ready for that yet.",
    "Let's not rush {subject}, I still have questions.",
    "I'm not ready for {subject} yet.",
  ],
  objections: [],
};

export const STAGE_PLAYS: Record<SalesStage | 'general', StagePlay> = {
  Prospecting: prospecting,
  Discovery: discovery,
  Solution: solution,
  Negotiation: negotiation,
  Closing: closing,
  general,
};
