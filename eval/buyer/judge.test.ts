import { describe, expect, it } from 'vitest';
import type { Script, ScriptLine } from './corpus';
import { figuresOf, inventedFacts, judgeCall, markStockReplies, type PlayedCall } from './judge';

const line = (say: string, expect: ScriptLine['expect'], extra: Partial<ScriptLine> = {}): ScriptLine => ({ say, expect, ...extra });

const buildScript = (overrides: Partial<Script> = {}): Script => ({
  id: 'clinic-good',
  set: 'main',
  scenario: 'clinic',
  salesperson: 'excellent',
  about: '',
  buyerName: 'Dana',
  outcome: ['agree'],
  lines: [
    line('How many therapists do you have?', { kind: 'answer', mentions: [['40', 'forty']] }),
    line('Which day has the most no-shows?', { kind: 'dont-know' }),
    line('Sorry, could you say that again?', { kind: 'repeat' }),
    line('Could we do a demo on Tuesday at 2?', { kind: 'agree', mentions: [['tuesday']] }, { ask: true }),
  ],
  ...overrides,
});

const play = (script: Script, replies: PlayedCall['replies']): PlayedCall => ({
  script,
  scenarioText: 'Harbor Physio: 6 clinics, 40 therapists. Anything under $20,000 I can sign myself.',
  firstMessage: "Hello, who's calling?",
  replies,
});

describe('judging a call', () => {
  it('passes a buyer that answers, admits what it does not know, repeats and agrees with the detail', () => {
    const verdict = judgeCall(
      play(buildScript(), [
        { reply: 'We have forty therapists across six clinics.', endCall: false },
        { reply: "I don't know, I'd have to check.", endCall: false },
        { reply: "I'd have to check which day, I don't know offhand.", endCall: false },
        { reply: 'Tuesday at 2 works, send the invite.', endCall: false },
      ]),
    );
    expect(verdict.lines.map((judged) => judged.problems)).toEqual([[], [], [], []]);
    expect(verdict).toMatchObject({ outcome: 'agree', outcomeRight: true });
  });

  it('fails the wrong fact, an invented figure, a third-person slip and a refusal, saying why', () => {
    const verdict = judgeCall(
      play(buildScript(), [
        { reply: 'We have 6 clinics.', endCall: false },
        { reply: 'Mondays, about 30 percent.', endCall: false },
        { reply: "Dana's goal is fewer no-shows.", endCall: false },
        { reply: 'Not yet.', endCall: false },
      ]),
    );
    expect(verdict.lines.map((judged) => judged.problems)).toEqual([
      ['does not mention 40 | forty'],
      ['states a figure the profile does not give'],
      ['does not repeat what it said', 'out of character: speaks of itself in the third person ("Dana")'],
      ['does not agree', 'does not mention tuesday'],
    ]);
    expect(verdict.lines[1]?.invented).toEqual(['30']);
    expect(verdict).toMatchObject({ outcome: 'no-agreement', outcomeRight: false });
  });

  it('counts lines after a hang-up as right only where hanging up was right', () => {
    const script = buildScript({
      outcome: ['hang-up'],
      lines: [
        line('Your process is a mess.', { kind: 'hang-up' }),
        line('Hello?', { kind: 'hang-up' }),
        line('How many therapists?', { kind: 'answer' }),
      ],
    });
    const verdict = judgeCall(play(script, [{ reply: "I don't need to hear this. Goodbye.", endCall: true }, undefined, undefined]));
    expect(verdict.lines.map((judged) => judged.onPoint)).toEqual([true, true, false]);
    expect(verdict.lines[2]?.problems).toEqual(['never reached: the buyer had already hung up']);
    expect(verdict.outcome).toBe('hang-up');
  });

  it('fails a hang-up where none was allowed', () => {
    const verdict = judgeCall(play(buildScript(), [{ reply: 'Forty. Goodbye.', endCall: true }, undefined, undefined, undefined]));
    expect(verdict.lines[0]?.problems).toEqual(['hung up']);
  });

  it('finds sentences the buyer already said, except when asked to repeat', () => {
    const script = buildScript({
      lines: [
        line('Hi, Sam here.', { kind: 'any' }),
        line('So tell me about your week.', { kind: 'any' }),
        line('Sorry, what was that?', { kind: 'repeat' }),
      ],
    });
    const said = { reply: "You haven't told me why I'd pick you.", endCall: false };
    const verdict = judgeCall(play(script, [said, said, said]));
    expect(verdict.lines.map((judged) => judged.repeated.length > 0)).toEqual([false, true, false]);
  });

  it('does not count as repeated what the salesperson cut off and never heard', () => {
    const script = buildScript({
      lines: [
        line('How do you build the rota?', { kind: 'any' }),
        line('Are you still there?', { kind: 'present' }, { hearOnly: 0 }),
        line('And who approves it?', { kind: 'any' }),
      ],
    });
    const rota = 'I build the rota in Excel every Sunday evening.';
    const verdict = judgeCall(
      play(script, [
        { reply: rota, endCall: false },
        { reply: `Yes, I'm here. ${rota}`, endCall: false },
        { reply: rota, endCall: false },
      ]),
    );
    expect(verdict.lines.map((judged) => judged.repeated.length > 0)).toEqual([false, false, true]);
  });
});

describe('echoes', () => {
  it("are the salesperson's words said as the buyer's own, but not a proposal confirmed in its words", () => {
    const script = buildScript({
      lines: [line('We can run onboarding in the second half of March, before your launch.', { kind: 'any' })],
    });
    const claimed = judgeCall(play(script, [{ reply: 'We can run onboarding in the second half of March, I think.', endCall: false }]));
    expect(claimed.lines[0]?.inCharacter).toBe(false);
    const confirmed = judgeCall(play(script, [{ reply: 'In the second half of March is fine. Put it in my calendar.', endCall: false }]));
    expect(confirmed.lines[0]?.inCharacter).toBe(true);
  });
});

describe('invented facts', () => {
  it('are numbers above one and names that nothing said before holds', () => {
    const before = "Harbor Physio has 6 clinics; Raj signs over $20,000. Salesperson: we're at eighteen thousand.";
    expect(inventedFacts('Six clinics, 18,000 is under the $20,000 Raj set. One thing.', before)).toEqual([]);
    expect(inventedFacts('We have 7 clinics and Priya would decide.', before)).toEqual(['7', 'Priya']);
    // A name the profile spells with letters outside English is the profile's, not invented.
    expect(inventedFacts('A pilot with Lucía Cantú first.', 'my operations director, Lucía Cantú, runs it')).toEqual([]);
    expect(inventedFacts("A pilot with Lucía Can'tú first.", 'my operations director, Lucía Cantú, runs it')).toEqual(["Can'tú"]);
  });
});

describe('stock replies', () => {
  it('are sentences said word for word in three scripts across two scenarios that do not answer the line', () => {
    const stockSentence = "You haven't told me why I'd pick you over the others.";
    const calls = ['a', 'b', 'c'].map((id, index) =>
      judgeCall(
        play(
          buildScript({
            id,
            scenario: index === 0 ? 'clinic' : 'hotel',
            lines: [line('How do you book appointments?', { kind: 'any' }), line('Are you there?', { kind: 'present' })],
          }),
          [
            { reply: stockSentence, endCall: false },
            { reply: "Yes, I'm still here with you.", endCall: false },
          ],
        ),
      ),
    );
    markStockReplies(calls);
    expect(calls.map((verdict) => verdict.lines.map((judged) => judged.stock))).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(figuresOf(calls)).toMatchObject({ calls: 3, lines: 6, replies: 6, stock: 3 });
  });
});

describe('the outcome', () => {
  it('is agreement when the buyer takes up a concrete next step before it is asked for', () => {
    const script = buildScript({
      lines: [
        line('Who else would want a say?', { kind: 'any' }),
        line('Could we set up a call with Luis?', { kind: 'agree' }, { ask: true }),
      ],
    });
    const offered = judgeCall(
      play(script, [
        { reply: "Alright, I'll give you a short call next week. Send me an invite.", endCall: false },
        { reply: 'Talk soon. Bye.', endCall: true },
      ]),
    );
    expect(offered.outcome).toBe('agree');
    const agendaOnly = judgeCall(
      play(script, [
        { reply: 'Sure, go ahead.', endCall: false },
        { reply: 'Not yet.', endCall: false },
      ]),
    );
    expect(agendaOnly.outcome).toBe('no-agreement');
  });

  it('is no agreement when the buyer answers the ask with a maybe on a condition', () => {
    const script = buildScript({
      outcome: ['no-agreement'],
      lines: [line('Shall I send the quote for all five clinics?', { kind: 'decline' }, { ask: true })],
    });
    const verdict = judgeCall(
      play(script, [{ reply: "I'm not going to be hurried into the quote. Maybe, if it works as you say.", endCall: false }]),
    );
    expect(verdict).toMatchObject({ outcome: 'no-agreement', outcomeRight: true });
    expect(verdict.lines[0]?.problems).toEqual([]);
  });
});
