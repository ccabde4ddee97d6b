import { describe, expect, it } from 'vitest';
import type { BuyerScenario, Dialogue, DialogueContext, DialogueEvent, DialogueTurn } from '../dialogue/dialogue.port';
import { startTextBuyerCall, type PromptBrief } from './text-buyer.call';

const buildBuyerScenario = (overrides: Partial<BuyerScenario> = {}): BuyerScenario => ({
  title: 'Discovery with Harbor Physio',
  product: 'Slotwise',
  customerProfile: 'Operations director of 6 clinics.',
  salesStage: 'Discovery',
  persona: null,
  gender: 'Female',
  difficulty: 'hard',
  companyUrl: null,
  ...overrides,
});

/** A buyer that says the scripted replies in order, in two text pieces each, and records what it was given. */
function scriptedDialogue(replies: { text: string; endCall?: boolean }[]) {
  const seen: { context?: DialogueContext; turns: DialogueTurn[][] } = { turns: [] };
  const dialogue: Dialogue = {
    name: 'scripted',
    startConversation(context) {
      seen.context = context;
      let next = 0;
      return {
        async *reply(turns): AsyncIterable<DialogueEvent> {
          seen.turns.push(turns.map((turn) => ({ ...turn })));
          const reply = replies[next++] ?? { text: '' };
          yield { type: 'text', text: reply.text.slice(0, 5) };
          yield { type: 'text', text: reply.text.slice(5) };
          if (reply.endCall) yield { type: 'end-call' };
        },
      };
    },
  };
  return { dialogue, seen };
}

const recordingOptimizer = (briefs: PromptBrief[]) => ({
  name: 'recording',
  optimize: async (brief: PromptBrief) => {
    briefs.push(brief);
    return `PROMPT for ${brief.title} (${brief.difficulty})`;
  },
});

describe('a call with the buyer by text', () => {
  it("starts as the app does: the optimizer's prompt, the spec's temperature and first message, the seed", async () => {
    const briefs: PromptBrief[] = [];
    const { dialogue, seen } = scriptedDialogue([]);
    await startTextBuyerCall({ dialogue, optimizer: recordingOptimizer(briefs) }, buildBuyerScenario(), 42);
    expect(briefs).toEqual([
      {
        title: 'Discovery with Harbor Physio',
        product: 'Slotwise',
        customerProfile: 'Operations director of 6 clinics.',
        gender: 'Female',
        difficulty: 'hard',
        salesStage: 'Discovery',
      },
    ]);
    expect(seen.context).toMatchObject({
      systemPrompt: 'PROMPT for Discovery with Harbor Physio (hard)',
      temperature: 0.7,
      firstMessage: "Hello, who's calling?",
      seed: 42,
    });
  });

  it('joins the streamed text into one reply and passes on the hang-up', async () => {
    const { dialogue } = scriptedDialogue([{ text: 'Who is this?' }, { text: 'Goodbye.', endCall: true }]);
    const call = await startTextBuyerCall({ dialogue, optimizer: recordingOptimizer([]) }, buildBuyerScenario());
    expect(await call.say({ say: 'Hi, Sam from Slotwise.' })).toEqual({ reply: 'Who is this?', endCall: false });
    expect(await call.say({ say: 'You are a mess.' })).toEqual({ reply: 'Goodbye.', endCall: true });
    expect(call.hasEnded).toBe(true);
    await expect(call.say({ say: 'Hello?' })).rejects.toThrow('already ended');
  });

  it('gives the buyer what the salesperson heard: with hearOnly, its last turn cut to that many characters, or dropped when none was heard', async () => {
    const { dialogue, seen } = scriptedDialogue([
      { text: 'We run six clinics and book by phone.' },
      { text: 'I said six clinics.' },
      { text: 'Yes.' },
    ]);
    const call = await startTextBuyerCall({ dialogue, optimizer: recordingOptimizer([]) }, buildBuyerScenario());
    await call.say({ say: 'How do you book?', hearOnly: 5 });
    await call.say({ say: 'Sorry, what?', hearOnly: 15 });
    await call.say({ say: 'Are you there?', hearOnly: 0 });
    expect(seen.turns).toEqual([
      [
        { role: 'buyer', text: 'Hello' },
        { role: 'caller', text: 'How do you book?' },
      ],
      [
        { role: 'buyer', text: 'Hello' },
        { role: 'caller', text: 'How do you book?' },
        { role: 'buyer', text: 'We run six clin' },
        { role: 'caller', text: 'Sorry, what?' },
      ],
      [
        { role: 'buyer', text: 'Hello' },
        { role: 'caller', text: 'How do you book?' },
        { role: 'buyer', text: 'We run six clin' },
        { role: 'caller', text: 'Sorry, what?' },
        { role: 'caller', text: 'Are you there?' },
      ],
    ]);
  });
});
