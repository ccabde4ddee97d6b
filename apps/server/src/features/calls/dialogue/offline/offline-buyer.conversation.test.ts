import { PERSONAS, SALES_STAGES, type Persona, type SalesStage } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { NORTHWIND_PROFILE, startPracticeCall, type PracticeCall } from './conversation.harness';
import { TOOL_NAMES } from './customer-profile.facts';
import { deafSalesperson, goodSalesperson, pushySalesperson, ramblingSalesperson, type Salesperson } from './simulated-salespeople';
import { STAGE_PLAYS } from './stage.knowledge';

const STAGES: (SalesStage | null)[] = [...SALES_STAGES, null];
const ROLES: (Persona | null)[] = [...PERSONAS, null];
const EVERY_PLAY = STAGES.flatMap((stage) => ROLES.map((persona) => [stage ?? 'none', persona ?? 'none'] as const));
const scenarioOf = (stage: string, persona: string) => ({
  salesStage: stage === 'none' ? null : (stage as SalesStage),
  persona: persona === 'none' ? null : (persona as Persona),
});

const PERSONA_CONCERNS: Record<string, RegExp> = {
  CEO: /priority|plate|my team's time|my people|fit with|bigger picture/i,
  CTO: /integrat|security|our data|migration|move over/i,
  CFO: /cost|payback|pays? for itself|return|budget|money/i,
  CMO: /pipeline|leads|attribute|drove results|prove/i,
  none: /different|cost|money|work is it|take from us/i,
};
const STAGE_CONCERNS: Record<string, RegExp> = {
  Prospecting: /middle of something|only got a minute|busy time|email|already|own way|priority|top of my list/i,
  Discovery: /change anything|not convinced|these calls|every vendor|why do you ask|know a bit more about you|first call|your interest/i,
  Solution: /for us specifically|in our case|customers like us|who else like us|up and running|rollout|go wrong|doesn't deliver/i,
  Negotiation: /sticking point|on price|contract length|locked in|quarterly|payment terms|other options|only option/i,
  Closing: /sign-off|say yes on my own|switch|right time|wait a bit|need from us|first month/i,
  none: /./,
};

const agreedIn = (call: PracticeCall, _stage: string) => call.agreed;

async function callWith(stage: string, persona: string, salesperson: Salesperson, seed = 1, customerProfile?: string): Promise<PracticeCall> {
  const call = startPracticeCall({ ...scenarioOf(stage, persona), ...(customerProfile ? { customerProfile } : {}) }, seed);
  await call.converseWith(salesperson, 20);
  return call;
}

describe('offline buyer: plays every stage and persona', () => {
  it.each(EVERY_PLAY)('%s / %s: a salesperson who listens and handles concerns gets an agreed next step', async (stage, persona) => {
    for (const seed of [1, 2, 3]) {
      const call = await callWith(stage, persona, goodSalesperson(), seed);
      expect(agreedIn(call, stage), call.script()).toBe(true);
      expect(call.ended, call.script()).toBe(true);
      expect(call.replies.at(-1)!.text, call.script()).toMatch(/bye/i);
    }
  });

  it.each(EVERY_PLAY)('%s / %s: raises concerns that fit the persona and the stage', async (stage, persona) => {
    const call = await callWith(stage, persona, goodSalesperson(), 4);
    expect(call.buyerText(), call.script()).toMatch(PERSONA_CONCERNS[persona]!);
    expect(call.buyerText(), call.script()).toMatch(STAGE_CONCERNS[stage]!);
  });

  it.each([
    ['rambles', ramblingSalesperson],
    ['pushes for the close', pushySalesperson],
    ['talks past every concern', deafSalesperson],
  ] as const)('ends the call politely when the salesperson %s, in every stage and persona', async (_, salesperson) => {
    for (const [stage, persona] of EVERY_PLAY) {
      const call = await callWith(stage, persona, salesperson(), 2);
      expect(call.ended, call.script()).toBe(true);
      expect(agreedIn(call, stage), call.script()).toBe(false);
      expect(call.replies.at(-1)!.text, call.script()).toMatch(/bye|goodbye/i);
      expect(call.replies.length, call.script()).toBeLessThanOrEqual(10);
    }
  });
});

describe('offline buyer: knows only what the profile says', () => {
  const QUESTIONS = [
    'hi this is sam from quotaflow',
    'how many employees do you have',
    'what do you use today for invoicing',
    'what are your biggest challenges',
    'tell me more about that',
    'what are your goals this year',
    'what is your budget for this',
    'what is your timeline',
    'who else is involved in the decision',
    'are you talking to other vendors',
    'what does your company do',
    'what is your role there',
  ];
  const NUMBER_WORDS = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|billion)\b/gi;
  const BRIGHTPATH = 'Brightpath Health is a telehealth startup with 45 employees. They use HubSpot for marketing and their engineers lose hours every week to manual reporting.';

  function expectNothingBeyond(profile: string, said: string, script: string) {
    const known = profile.toLowerCase().replace(/[$,%]/g, ' ');
    for (const digits of said.match(/\d[\d,.]*/g) ?? []) expect(known, `${digits} in\n${script}`).toContain(digits.replace(/[,.]$/, ''));
    const withoutSpokenAmounts = said.replace(/\d+ (thousand|million|billion)/g, '');
    for (const word of withoutSpokenAmounts.match(NUMBER_WORDS) ?? []) expect(known, `${word} in\n${script}`).toContain(word.toLowerCase());
    for (const tool of TOOL_NAMES.filter((name) => !known.includes(name.toLowerCase()))) expect(said, script).not.toMatch(new RegExp(`\\b${tool}\\b`, 'i'));
  }

  it.each([
    ['Northwind (200 employees, Salesforce)', NORTHWIND_PROFILE],
    ['Brightpath (45 employees, HubSpot)', BRIGHTPATH],
  ])('never states a number or a tool that %s lacks, whoever asks', async (_, profile) => {
    for (const [stage, persona] of EVERY_PLAY) {
      for (const salesperson of [goodSalesperson(), deafSalesperson(), (said: string, turn: number) => QUESTIONS[turn] ?? 'okay thanks bye']) {
        const call = await callWith(stage, persona, salesperson, 3, profile);
        expectNothingBeyond(profile, call.buyerText(), call.script());
      }
    }
  });

  it('answers a direct question from the profile', async () => {
    const call = startPracticeCall({ salesStage: 'Solution', persona: 'CFO' });
    await call.say('hi this is sam from quotaflow');
    expect((await call.say('how many employees do you have')).text).toMatch(/200 employees/);
    expect((await call.say('and what are you using for sales and invoicing today')).text).toMatch(/Salesforce.*spreadsheets/);
    expect((await call.say('how big is the budget')).text).toMatch(/40 thousand dollars/);
  });

  it('deflects like a real buyer when the profile is silent', async () => {
    const call = startPracticeCall({ salesStage: 'Solution', persona: 'CFO', customerProfile: 'A family-owned bakery chain.' });
    await call.say('hi this is sam from quotaflow');
    const reply = await call.say('what software do you use today');
    expect(reply.text).not.toMatch(/\b(use|run on)\b.*\b[A-Z][a-z]+\b/);
    expect(reply.text).toMatch(/rather not|nothing I'd want|why do you ask/i);
  });
});

describe('offline buyer: memory', () => {
  it('remembers the caller’s name and company', async () => {
    const call = startPracticeCall({ salesStage: 'Discovery', persona: 'CTO' });
    expect((await call.say('hi this is sam from quotaflow')).text).toMatch(/\bSam\b/);
    await call.say('what does your setup look like today');
    expect((await call.say('sorry do you remember my name')).text).toMatch(/Sam from QuotaFlow/);
    expect((await call.say('okay thanks for your time bye')).text).toMatch(/bye/i);
  });

  it('says "as I said" instead of repeating an answer word for word', async () => {
    const call = startPracticeCall({ salesStage: 'Solution', persona: 'CFO' });
    await call.say('hi this is sam from quotaflow');
    const first = await call.say('what are you using for invoicing today');
    const again = await call.say('so what are you using for invoicing today');
    expect(first.text).toMatch(/Salesforce/);
    expect(again.text).toMatch(/as I said|like I said|again|like I mentioned/i);
    expect(again.text).not.toContain(first.text);
  });

  it('keeps a concern open until it is dealt with: reminds when ignored, accepts when answered', async () => {
    const call = startPracticeCall({ salesStage: 'Negotiation', persona: 'CFO' }, 2);
    const opening = await call.say('hi this is sam from quotaflow');
    expect(opening.text).toMatch(/price|do better/i);
    const ignored = await call.say('our platform also has great dashboards');
    expect(ignored.text).toMatch(/price|still need to talk/i);
    const answered = await call.say('i can do ten percent off if you commit to a two year contract');
    expect(answered.text).toMatch(/more like it|getting somewhere/i);
  });

  it('asks who is calling when the caller does not say, and only once', async () => {
    const call = startPracticeCall({ salesStage: 'Prospecting', persona: 'CEO' });
    expect((await call.say('hello there')).text).toMatch(/who (is this|did you say|am i speaking)/i);
    expect((await call.say('do you have a minute')).text).not.toMatch(/who (is this|did you say|am i speaking)/i);
  });
});

describe('offline buyer: mood and stage behaviour', () => {
  it('discovery: guarded at first, opens up to good questions and a reason for asking', async () => {
    const call = startPracticeCall({ salesStage: 'Discovery', persona: 'CFO' }, 5);
    await call.say('hi this is sam from quotaflow');
    const early = await call.say('whats your budget for this');
    expect(early.text).not.toMatch(/40 thousand/);
    await call.say('i ask because i want to make sure we only talk about things that fit what does your invoicing process look like today');
    await call.say('what are the biggest challenges with that');
    await call.say('that makes sense tell me more about that');
    await call.say('what are your goals for the next few months');
    const later = await call.say('and how big is the budget for a fix like this');
    expect(later.text).toMatch(/40 thousand dollars/);
  });

  it('discovery: pushes back on a pitch before any questions', async () => {
    const call = startPracticeCall({ salesStage: 'Discovery', persona: 'CEO' });
    await call.say('hi this is sam from quotaflow');
    expect((await call.say('our platform automates invoices and saves you time')).text).toMatch(/hang on|slow down|wait/i);
  });

  it('prospecting: opens with a brush-off, and agrees to nothing before the caller earns it', async () => {
    const call = startPracticeCall({ salesStage: 'Prospecting', persona: 'CFO' }, 3);
    expect((await call.say('hi this is sam from quotaflow')).text).toMatch(/middle of something|only got a minute|busy time/i);
    const tooSoon = await call.say('can we book a meeting next week');
    expect(tooSoon.text).not.toMatch(/send me an invite/i);
  });

  it('negotiation: asks for more when a discount comes without a trade', async () => {
    const call = startPracticeCall({ salesStage: 'Negotiation', persona: 'CFO' }, 4);
    await call.say('hi this is sam from quotaflow');
    expect((await call.say('okay i can give you a ten percent discount')).text).toMatch(/go further|move a bit more|not enough/i);
  });

  it('closing: needs sign-off before committing', async () => {
    const call = startPracticeCall({ salesStage: 'Closing', persona: 'CEO' }, 1);
    await call.converseWith(goodSalesperson());
    expect(call.buyerText()).toMatch(/sign-off|signed off|say yes on my own/i);
  });

  it('warns before it gives up', async () => {
    const call = startPracticeCall({ salesStage: 'Solution', persona: 'CTO' });
    await call.say('hi this is sam from quotaflow');
    const replies = await call.play(['our platform is great', 'we also provide dashboards', 'we offer reports', 'we have a mobile app', 'we offer support']);
    expect(replies.map((reply) => reply.text).join(' ')).toMatch(/losing interest|couple more minutes|not sure this is going anywhere/i);
    expect(call.ended).toBe(true);
  });

  it('hangs up at once on an insult', async () => {
    const call = startPracticeCall();
    await call.say('hi this is sam from quotaflow');
    const reply = await call.say('shut up and listen to me');
    expect(reply.endedCall).toBe(true);
    expect(reply.text).toMatch(/goodbye/i);
  });
});

describe('offline buyer: speech recognition text and phone manner', () => {
  it('follows lowercase, unpunctuated text with fillers and misheard words', async () => {
    const call = startPracticeCall({ salesStage: 'Solution', persona: 'CTO' });
    expect((await call.say('uh hi its sam with quota flow how are you')).text).toMatch(/\bSam\b/);
    expect((await call.say('um so how many uh employees do you guys have')).text).toMatch(/200/);
    expect((await call.say('what what are you using for your crm today')).text).toMatch(/Salesforce/);
    expect((await call.say('whats the biggest headache with invoicing')).text).toMatch(/two days|by hand|late payments/);
  });

  it('asks again when it could not make out the caller', async () => {
    const call = startPracticeCall();
    for (const garbage of ['', 'uh', 'the of']) expect((await call.say(garbage)).text).toMatch(/cut out|didn't catch|broke up|what was that/i);
  });

  it('gives up on a line it cannot hear', async () => {
    const call = startPracticeCall();
    const replies = await call.play(['', '', '', '']);
    expect(replies.at(-1)!.endedCall).toBe(true);
  });

  it('speaks in short spoken turns: one to three sentences, no lists or stage directions', async () => {
    for (const [stage, persona] of EVERY_PLAY) {
      const call = await callWith(stage, persona, goodSalesperson(), 6);
      for (const reply of call.replies) {
        const sentences = reply.text.split(/(?<=[.?!])\s+/).filter((sentence) => /\w/.test(sentence));
        expect(sentences.length, reply.text).toBeLessThanOrEqual(3);
        expect(reply.text).not.toMatch(/\n|^\s*[-*•]|\*|\[|\(|:$/m);
      }
      expect(call.buyerText()).toMatch(/\b\w+'(s|re|m|ve|ll|t|d)\b/);
    }
  });
});

describe('offline buyer: variation', () => {
  const SCRIPT = ['hi this is sam from quotaflow', 'what does your process look like today', 'what are the biggest challenges', 'i understand tell me more', 'can we book a call next week'];

  async function transcript(seed: number) {
    const call = startPracticeCall({ salesStage: 'Discovery', persona: 'CMO' }, seed);
    await call.play(SCRIPT);
    return call.buyerText();
  }

  it('words the same call differently with different seeds', async () => {
    const transcripts = await Promise.all([1, 2, 3, 4, 5, 6].map(transcript));
    expect(new Set(transcripts).size).toBeGreaterThanOrEqual(4);
  });

  it('repeats a call word for word with the same seed', async () => {
    expect(await transcript(42)).toBe(await transcript(42));
  });
});
