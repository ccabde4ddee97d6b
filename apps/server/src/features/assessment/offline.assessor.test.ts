import { computeConversationMetrics, formatAverageScore, RUBRICS, rubricForStage, skillEntries } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { assess, buyer, call, entry, rep } from './offline-assessment.test-support';
import { offlineAssessor } from './offline.assessor';
import { practiceScenario, timedTranscript } from './practice-call.test-support';

const OPENING = rep(
  "Hi Dana, it's Sam from QuotaFlow. Thanks for making time. I'd suggest fifteen minutes: I learn how invoicing runs today, and if it fits we agree a next step. Does that work?",
);

/** A discovery call done well: agenda, open questions with follow-ups, a concern met in the buyer's figures, a dated next step agreed. */
const goodDiscovery = () =>
  call(
    OPENING,
    buyer('Sure, go ahead.'),
    rep('How does an invoice get from a supplier into your books today?'),
    buyer('Two clerks key them into the ERP by hand. It takes them about twenty hours a week.'),
    rep('Twenty hours a week is a lot. What does that cost you when the close runs late?'),
    buyer('We miss early-payment discounts. Our controller put it at ninety thousand dollars last year.'),
    buyer("Honestly though, I'm worried the rollout would take my clerks away for weeks."),
    rep(
      "That's fair. Setup is about eight hours of your clerks' time over two weeks, and with the ninety thousand in discounts you mentioned, the licence of thirty thousand pays back in four months.",
    ),
    buyer('Okay, that helps.'),
    rep('Could we book thirty minutes with your controller next Thursday afternoon to go through your invoices?'),
    buyer('Thursday afternoon works. Send me the invite.'),
    rep('Will do. Thanks, Dana.'),
  );

/** The same buyer, with a rep who opens with small talk, pitches, hedges on the concern and leaves the next step vague. */
const weakDiscovery = () =>
  call(
    rep("Hi, how's your week going?"),
    buyer('Busy. Who is this?'),
    rep(
      "It's Sam from QuotaFlow. We have invoice capture, approvals, payments, dashboards, reports and a mobile app, and customers really love the dashboard. It's the best on the market.",
    ),
    buyer("Honestly, I'm worried the rollout would take my clerks away for weeks."),
    rep("I'd have to check with the team, but hopefully not long."),
    buyer('Hmm. Okay.'),
    rep('Anyway, maybe I could send you some information?'),
    buyer('Fine.'),
  );

describe('offline assessor: judged by meaning from the shared understanding', () => {
  it('scores a good discovery call high in every category, citing each claim with its quote and time', () => {
    const feedback = assess(goodDiscovery(), 'Discovery');
    for (const skill of skillEntries(feedback)) {
      // Two open questions are good, not thorough: exploration scores lower than the rest.
      expect(skill.score, `${skill.key}: ${skill.justification}`).toBeGreaterThanOrEqual(skill.key === 'needs_exploration' ? 5 : 7);
      expect(skill.justification).toMatch(/"[^"]+" \(\d+:\d\d\)/);
      expect(skill.evidence.length).toBeGreaterThan(0);
    }
    expect(Number(formatAverageScore(feedback))).toBeGreaterThanOrEqual(8);
    expect(entry(feedback, 'next_steps').justification).toContain('"Thursday afternoon works. Send me the invite."');
    expect(entry(feedback, 'value_alignment').justification).toMatch(
      /^Put the value in the buyer's own numbers: "[^"]*ninety thousand in discounts[^"]*" \(0:48\)/,
    );
  });

  it('a good call outscores a weak one in every category, and overall', () => {
    const good = assess(goodDiscovery(), 'Discovery');
    const weak = assess(weakDiscovery(), 'Discovery');
    for (const { key } of RUBRICS.discovery.categories) expect(entry(good, key).score, key).toBeGreaterThan(entry(weak, key).score ?? -1);
    expect(Number(formatAverageScore(good))).toBeGreaterThanOrEqual(Number(formatAverageScore(weak)) + 5);
  });

  it('does not count small talk as discovery, or a hedge as the answer to a concern', () => {
    const weak = assess(weakDiscovery(), 'Discovery');
    expect(entry(weak, 'needs_exploration').justification).not.toContain("how's your week going");
    expect(entry(weak, 'objection_handling')).toMatchObject({ score: expect.any(Number) });
    expect(entry(weak, 'objection_handling').score).toBeLessThanOrEqual(2);
    expect(entry(weak, 'objection_handling').justification).toMatch(
      /but hedged instead of answering: "I'd have to check with the team, but hopefully not long\."/,
    );
  });

  it('reads value said in words in a recogniser transcript', () => {
    const transcript = call(
      rep('hi dana its sam from quotaflow thanks for the time can i ask how invoices get approved today'),
      buyer('On paper. We lose about ninety thousand a year in missed discounts.'),
      rep('so if we get you those ninety thousand back against a thirty thousand licence thats a three times return in year one'),
      buyer('That would be interesting.'),
    );
    expect(entry(assess(transcript, 'Discovery'), 'value_alignment').score).toBeGreaterThanOrEqual(7);
  });

  it('never gives one quote as a strength and as a fault in the same category', () => {
    for (const feedback of [assess(goodDiscovery(), 'Discovery'), assess(weakDiscovery(), 'Discovery')]) {
      for (const skill of skillEntries(feedback)) {
        const strengths = new Set(skill.evidence.filter((quote) => quote.stance === 'strength').map((quote) => quote.quote));
        for (const quote of skill.evidence.filter((item) => item.stance === 'fault'))
          expect(strengths.has(quote.quote), `${skill.key}: ${quote.quote}`).toBe(false);
      }
    }
  });

  it('gives each evidence quote the time of its turn', () => {
    const transcript = goodDiscovery();
    const feedback = assess(transcript, 'Discovery');
    for (const skill of skillEntries(feedback)) {
      for (const quote of skill.evidence) {
        const turn = transcript.find((said) => said.text.includes(quote.quote.replace(/^…|…$/g, '')));
        expect(turn, quote.quote).toBeDefined();
        expect(quote.atSeconds).toBe(turn!.startMs / 1000);
      }
    }
  });
});

describe("offline assessor: an answer read by what the buyer's question wants and how the buyer took it", () => {
  it('counts a length as the answer to "how long", and a question the buyer had to ask again as not answered', () => {
    const transcript = call(
      rep(
        "Hi Dana, it's Sam from QuotaFlow. Thanks for making time. Today I'll show you capture and approvals, then we agree a next step.",
      ),
      buyer('Okay. Can it read invoices from our German suppliers?'),
      rep('We have lots of ways to handle documents, and customers love the dashboards.'),
      buyer('But German invoices? Half our suppliers are there.'),
      rep('Let me check on that one with the team.'),
      buyer('Okay. How long would it take to set up?'),
      rep('About two weeks, with a few hours from one of your clerks.'),
      buyer('Okay.'),
    );
    const justification = entry(assess(transcript, 'Solution'), 'handling_questions').justification;
    expect(justification).toMatch(/Answered the buyer's question \('Okay\. How long would it take to set up\?'/);
    expect(justification).toMatch(
      /Met the buyer's question \('Okay\. Can it read invoices from our German suppliers\?'.*but did not answer it/,
    );
  });

  it("keeps a word's apostrophe when it quotes the buyer's concern", () => {
    const transcript = call(
      OPENING,
      buyer("I'll need sign-off before I can commit, and I'm not sure how that will go."),
      rep('We have lots of customers who love the dashboards.'),
      buyer('Okay.'),
    );
    const justification = entry(assess(transcript, 'Closing'), 'final_objection_handling').justification;
    expect(justification).toContain("('I'll need sign-off before I can commit, and I'm not…'");
  });

  it('treats a question the buyer had to come back to as a concern left open, where no worry was said in words', () => {
    const transcript = call(
      OPENING,
      buyer('Sure.'),
      rep('How do invoices reach your team today?'),
      buyer('By email, mostly PDFs. Does your tool work with Sage Intacct?'),
      rep('We integrate with lots of systems. So can we get a demo on the calendar?'),
      buyer("I'd want to know about Sage Intacct first."),
      rep('Sure, how about Thursday?'),
      buyer('Just send me something and I will look at it.'),
    );
    const objections = entry(assess(transcript, 'Discovery'), 'objection_handling');
    expect(objections.score).not.toBeNull();
    expect(objections.justification).toMatch(/Met the buyer's concern \('By email, mostly PDFs\. Does your tool work with Sage/);
  });
});

describe('offline assessor: value as an outcome, a next step the buyer agreed to', () => {
  it("reads an outcome said in a cold call's opening as value, and the company's history as none", () => {
    const outcome = call(
      rep(
        "Hi Dana, it's Sam from QuotaFlow. We help finance teams cut late-payment fees by catching invoices before they go overdue. Have you got a minute?",
      ),
      buyer("I'm about to go into a meeting."),
      rep("I'll be quick: how do invoices get approved on your side today?"),
      buyer('Email chains, mostly.'),
    );
    const history = call(
      rep(
        "Hi Dana, it's Sam from QuotaFlow. QuotaFlow was founded in 2012, we have three hundred employees in five countries and we've won eleven awards.",
      ),
      buyer("I'm about to go into a meeting."),
      rep("I'll be quick: how do invoices get approved on your side today?"),
      buyer('Email chains, mostly.'),
    );
    const said = entry(assess(outcome, 'Prospecting'), 'value_statement');
    expect(said.justification).toMatch(
      /in the opening breath: "Hi Dana, it's Sam from QuotaFlow\. We help finance teams cut late-payment fees/,
    );
    expect(said.score).toBeGreaterThanOrEqual(6);
    expect(entry(assess(history, 'Prospecting'), 'value_statement').score).toBe(0);
    const superlatives = call(
      rep(
        "Hi Dana, it's Sam from QuotaFlow. Look, everybody in your industry is switching to us, our platform is the best, it's a no brainer.",
      ),
      buyer("I'm about to go into a meeting."),
      rep("I'll be quick: how do invoices get approved on your side today?"),
      buyer('Email chains, mostly.'),
    );
    expect(entry(assess(superlatives, 'Prospecting'), 'value_statement').score).toBeLessThanOrEqual(2);
  });

  it("does not count 'Fine' to what the salesperson will do on their own as a next step agreed", () => {
    const transcript = call(
      rep("Hi Dana, it's Sam from QuotaFlow. We help finance teams cut late-payment fees. Have you got a minute?"),
      buyer('Go on.'),
      rep('How do invoices get approved on your side today?'),
      buyer('Email chains, mostly. Look, just send me an email.'),
      rep('Sure. Would a twenty-minute call next week be worth it, to show you how approvals would run?'),
      buyer('Maybe. Send the email first.'),
      rep("Okay, I'll send it today and follow up on Thursday."),
      buyer('Fine.'),
    );
    const step = entry(assess(transcript, 'Prospecting'), 'call_to_action');
    expect(step.justification).toMatch(
      /Proposed a next step, with the day still open: "Sure\. Would a twenty-minute call next week be worth it/,
    );
    expect(step.justification).not.toMatch(/The buyer agreed/);
  });
});

describe("offline assessor: an agenda's purpose", () => {
  it('scores an agenda that says what the call is for above a checklist of its parts', () => {
    const rest = [buyer('Sure.'), rep('How do invoices reach your team today?'), buyer('By email, mostly PDFs.')];
    const checklist = call(
      rep("Hi Dana, it's Sam from QuotaFlow. Thanks for your time. The agenda: a few questions, then next steps. Okay?"),
      ...rest,
    );
    const purposeful = call(
      rep(
        "Hi Dana, it's Sam from QuotaFlow. Thanks for your time. I'd like to learn how invoices get approved on your side, then see if a next step makes sense. Okay?",
      ),
      ...rest,
    );
    const ofChecklist = entry(assess(checklist, 'Discovery'), 'rapport_and_agenda');
    const ofPurpose = entry(assess(purposeful, 'Discovery'), 'rapport_and_agenda');
    expect(ofChecklist.justification).not.toMatch(/with its purpose/);
    expect(ofPurpose.justification).toMatch(/set an agenda with its purpose/);
    expect(ofPurpose.score!).toBeGreaterThan(ofChecklist.score!);
  });
});

describe('offline assessor: a question after a request to ask', () => {
  it("reads 'can I ask one thing: how...' as an open question about the buyer's situation", () => {
    const transcript = call(
      rep("Hi Dana, it's Sam from QuotaFlow. We help finance teams cut late-payment fees. Have you got a minute?"),
      buyer('Not really, just send me an email.'),
      rep('Happy to. So it is useful to you, can I ask one thing: how are supplier invoices approved on your side today?'),
      buyer('Email chains, mostly. It is slow.'),
    );
    expect(entry(assess(transcript, 'Prospecting'), 'early_qualification').justification).toMatch(
      /Asked how the buyer handles this today before asking for time, starting with: "…[^"]*can I ask one thing: how are supplier invoices approved/,
    );
  });
});

describe('offline assessor: caving on price', () => {
  it("reads 'Fine, I'll do twenty-two then' as a concession, not as value in the buyer's numbers", () => {
    const transcript = call(
      rep("Martin, it's Rick from Tallyhouse. I'd like to get the contract signed today."),
      buyer('Thirty thousand is too high; I have a quote at twenty-two.'),
      rep("That other product is junk, trust me. Fine, I'll do twenty-two then."),
      buyer('Twenty-two? Just like that? Then why was it thirty?'),
      rep('Look, I can do twenty if you sign right now.'),
      buyer("No. I'm done with this call."),
    );
    const feedback = assess(transcript, 'Negotiation');
    expect(entry(feedback, 'value_reinforcement').justification).not.toMatch(/buyer's own numbers/);
    expect(entry(feedback, 'concession_strategy').justification).toMatch(
      /Gave a concession without getting anything back: "That other product is junk, trust me\. Fine, I'll do twenty-two then\."/,
    );
  });
});

describe('offline assessor: asking for the decision', () => {
  it('scores a hesitant, hedged ask for the decision below a direct one', () => {
    const close = (ask: string) =>
      call(
        rep("Hi Dana, it's Sam from QuotaFlow. I wanted to see where you landed on the proposal."),
        buyer('We liked the pilot. The team is on board.'),
        rep(ask),
        buyer("I'll need a few days."),
      );
    const limp = entry(
      assess(close('So, um, I guess, do you think you might want to move forward at some point?'), 'Closing'),
      'secure_commitment',
    );
    const direct = entry(assess(close('Great. Are you ready to go ahead with the annual plan?'), 'Closing'), 'secure_commitment');
    expect(direct.justification).toMatch(/Asked for the commitment/);
    expect(limp.justification).not.toMatch(/Asked for the commitment/);
    expect(limp.score!).toBeLessThan(direct.score!);
  });

  it("counts 'If the CEO signs, yes' as half a commitment", () => {
    const close = (yes: string) =>
      call(
        rep("Hi Dana, it's Sam from QuotaFlow. I wanted to see where you landed on the proposal."),
        buyer('We liked the pilot. The team is on board.'),
        rep('Great. Are you ready to go ahead with the annual plan?'),
        buyer(yes),
      );
    const conditional = entry(assess(close('If the CEO signs, yes.'), 'Closing'), 'secure_commitment');
    const plain = entry(assess(close("Yes, let's do it."), 'Closing'), 'secure_commitment');
    expect(conditional.justification).toMatch(/on someone else's sign-off still to come/);
    expect(conditional.score!).toBeLessThan(plain.score!);
  });
});

describe("offline assessor: a cold call's opening", () => {
  it("credits respect for the buyer's time: thanks, or asking for a minute", () => {
    const opening = (first: string) =>
      call(rep(first), buyer('Okay, go on.'), rep('How do invoices get approved on your side today?'), buyer('Email chains, mostly.'));
    const asked = entry(
      assess(
        opening("Hi Dana, it's Sam from QuotaFlow. We help finance teams get paid faster. Have you got thirty seconds?"),
        'Prospecting',
      ),
      'hook_and_rapport',
    );
    const told = entry(
      assess(opening("Hi Dana, it's Sam from QuotaFlow. We help finance teams get paid faster."), 'Prospecting'),
      'hook_and_rapport',
    );
    expect(asked.justification).toMatch(/respected the buyer's time/i);
    expect(told.justification).not.toMatch(/respected the buyer's time/i);
    expect(asked.score!).toBeGreaterThan(told.score!);
  });
});

describe("offline assessor: the buyer's questions, one after another", () => {
  it("counts 'Yes, and why' as the answer to a yes/no question, and a new question as moving on, not as the answer failing", () => {
    const transcript = call(
      rep("Hi Dana, it's Sam from QuotaFlow. Today I'll show you capture and approvals, then we agree a next step."),
      buyer('Okay. Does the app work without signal? Our managers travel a lot.'),
      rep('Yes, approvals are stored on the phone and sync once they are back online.'),
      buyer('Good. How do I show the auditors who approved what?'),
      rep('Every approval is logged with the name and time, and the audit report exports it in one click.'),
      buyer('That helps.'),
    );
    const handling = entry(assess(transcript, 'Solution'), 'handling_questions');
    expect(handling.justification).not.toMatch(/did not answer/);
    expect(handling.score!).toBeGreaterThanOrEqual(8);
  });
});

describe("offline assessor: a demo's set-up", () => {
  it("does not count 'let me jump straight into the demo' as setting out what the call covers", () => {
    const demo = (first: string) =>
      call(rep(first), buyer('Okay.'), rep('Does the approval flow match how your managers sign off today?'), buyer('Mostly, yes.'));
    const jumped = entry(
      assess(demo("Hi Dana, it's Sam from QuotaFlow. Let me jump straight into the demo. This is the dashboard."), 'Solution'),
      'setup_and_context',
    );
    const setOut = entry(
      assess(
        demo("Hi Dana, it's Sam from QuotaFlow. Today I'll show you how approvals work on the phone and how invoices get captured."),
        'Solution',
      ),
      'setup_and_context',
    );
    expect(jumped.justification).toMatch(/Started the demo without saying what it would cover/);
    expect(setOut.justification).toMatch(/Set out what the call would cover/);
    expect(setOut.score!).toBeGreaterThan(jumped.score!);
  });
});

describe('offline assessor: answering a concern', () => {
  it('scores a concern answered with hesitation below the same answer said plainly', () => {
    const close = (reply: string) =>
      call(
        rep("Hi Dana, it's Sam from QuotaFlow. I wanted to see where you landed on the proposal."),
        buyer('We are close. My CFO is nervous about a three-year term, though.'),
        rep(reply),
        buyer("That might work. What's the price on one year?"),
      );
    const wavering = entry(
      assess(close('Okay, I understand, um, would a one-year term with an option to renew work for you?'), 'Closing'),
      'final_objection_handling',
    );
    const plain = entry(
      assess(close('Okay, I understand. Would a one-year term with an option to renew work for you?'), 'Closing'),
      'final_objection_handling',
    );
    expect(wavering.score!).toBeLessThan(plain.score!);
  });
});

describe('offline assessor: not observed instead of a number', () => {
  it('leaves objection handling unscored, with the reason, when the buyer raised no concern, and out of the average', () => {
    const transcript = call(
      OPENING,
      buyer('Sure.'),
      rep('How do invoices reach your team today?'),
      buyer('By email, mostly PDFs. Two clerks type them in.'),
      rep('What happens when one of them is off?'),
      buyer('The backlog grows and we pay late.'),
      rep('Could we book thirty minutes next Tuesday at ten to look at a few of those invoices together?'),
      buyer('Tuesday at ten works.'),
    );
    const feedback = assess(transcript, 'Discovery');
    expect(entry(feedback, 'objection_handling')).toMatchObject({
      score: null,
      unscored: 'not-observed',
      justification: expect.stringMatching(/^Not observed: the buyer raised no concern/),
    });
    const numbers = skillEntries(feedback).flatMap((skill) => (skill.score === null ? [] : [skill.score]));
    expect(formatAverageScore(feedback)).toBe(
      (Math.round((numbers.reduce((sum, score) => sum + score, 0) * 10) / numbers.length) / 10).toFixed(1),
    );
    expect(feedback.overall_summary).toContain('Not observed (left out of the average): Objection Handling.');
  });

  it('leaves concession strategy unscored when no concession was asked for, and scores holding the price when one was', () => {
    const opening = rep("Hi Dana, it's Sam from QuotaFlow. Thanks for going through the proposal.");
    const close = [rep('Shall I send the agreement today so you can sign it this week?'), buyer('Yes, send it today.')];
    const noAsk = assess(call(opening, buyer('It looks fine. The scope is what we discussed.'), ...close), 'Negotiation');
    expect(entry(noAsk, 'concession_strategy')).toMatchObject({
      score: null,
      unscored: 'not-observed',
      justification: expect.stringMatching(/^Not observed: no concession was asked for or given/),
    });
    const held = assess(
      call(
        opening,
        buyer('Thirty thousand is more than we budgeted. Can you do better on the price?'),
        rep("I understand, but the price is what it is. It's the same for every customer."),
        buyer('Hm. Okay.'),
        ...close,
      ),
      'Negotiation',
    );
    expect(entry(held, 'concession_strategy').score).toBe(5);
    expect(entry(held, 'concession_strategy').justification).toMatch(/^Held the price when the buyer pushed on it/);
  });

  it('leaves the next step unscored when the buyer had to leave before one could be agreed', () => {
    const transcript = call(
      OPENING,
      buyer('Yes, go ahead.'),
      rep('Can you walk me through what happens when a supplier invoice arrives?'),
      buyer("Sorry, I have to stop you there. There's an issue at the plant and I need to go right now."),
      rep('Of course, go. Shall I send you a couple of times to pick this up?'),
      buyer('Yes, email me.'),
    );
    const feedback = assess(transcript, 'Discovery');
    expect(entry(feedback, 'next_steps')).toMatchObject({ score: null, unscored: 'not-observed' });
    expect(entry(feedback, 'next_steps').justification).toMatch(/^Not observed: the buyer had to leave at \d:\d\d/);
  });

  it('says a garbled call cannot be judged instead of scoring it', () => {
    const transcript = call(
      rep('the for a to invoice sing the pay'),
      buyer("Sorry, you're breaking up. What was that?"),
      rep('and the it so for a the bill tea'),
      buyer("I can't hear you. Can you say that again?"),
      rep('for the a to it was and the'),
      buyer('Sorry, bad line.'),
    );
    const feedback = assess(transcript, 'Discovery');
    expect(Object.keys(feedback)).toEqual(['overall_summary']);
    expect(feedback.overall_summary).toMatch(/^Too garbled to assess: the buyer could not make out the salesperson/);
  });
});

describe('offline assessor: the summary follows the scores', () => {
  it("names the weakest observed category as 'Practise next' and only categories of 7 or more as strengths", () => {
    const feedback = assess(weakDiscovery(), 'Discovery');
    const observed = skillEntries(feedback).filter((skill) => skill.score !== null);
    const weakest = [...observed].sort((a, b) => a.score! - b.score!)[0]!;
    expect(feedback.overall_summary).toContain(`Practise next: ${weakest.name} (${weakest.score}/10).`);
    const strengths = /^Strengths: ([^.]+)\./.exec(feedback.overall_summary)?.[1] ?? '';
    for (const skill of observed.filter((item) => item.score! < 7)) expect(strengths).not.toContain(skill.name);
  });

  it('says when the buyer agreed, and when', () => {
    expect(assess(goodDiscovery(), 'Discovery').overall_summary).toMatch(/The buyer agreed to a next step at \d:\d\d\./);
  });

  it('judges every category of every rubric, in rubric order, the same every time', () => {
    for (const stage of ['Prospecting', 'Solution', 'Negotiation', 'Closing', null] as const) {
      const feedback = assess(goodDiscovery(), stage);
      const rubric = rubricForStage(stage);
      if (!rubric.ok) throw new Error(rubric.message);
      expect(Object.keys(feedback)).toEqual(['overall_summary', ...rubric.rubric.categories.map((category) => category.key)]);
      for (const skill of skillEntries(feedback))
        expect(skill.score === null || (Number.isInteger(skill.score) && skill.score >= 0 && skill.score <= 10)).toBe(true);
      expect(assess(goodDiscovery(), stage)).toEqual(feedback);
    }
  });
});

describe('offline assessor: a call too short to judge', () => {
  it.each([
    [
      'one salesperson turn',
      [
        buyer("Hello, who's calling?"),
        rep('hi this is sam from quotaflow and i would like to tell you about our invoicing platform today'),
      ],
    ],
    ['two turns of few words', [buyer("Hello, who's calling?"), rep('hi there'), buyer('Yes?'), rep('invoices maybe')]],
  ])('%s: not enough conversation, and no scores', async (_, turns) => {
    const transcript = timedTranscript(turns);
    const feedback = await offlineAssessor.assess({
      transcript,
      stage: 'general',
      scenario: practiceScenario(),
      metrics: computeConversationMetrics(transcript),
    });
    expect(Object.keys(feedback)).toEqual(['overall_summary']);
    expect(feedback.overall_summary).toMatch(/^Not enough conversation to assess/);
  });
});
