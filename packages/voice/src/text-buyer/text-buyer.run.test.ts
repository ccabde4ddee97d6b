import { describe, expect, it } from 'vitest';
import type { Dialogue, DialogueEvent } from '../dialogue/dialogue.port';
import { runTextBuyer, type TextBuyerIo } from './text-buyer.run';

const SCENARIO = JSON.stringify({ title: 'T', product: 'Slotwise', customerProfile: 'Operations director of 6 clinics.' });

/** Hangs up on its second reply. */
const shortBuyer: Dialogue = {
  name: 'short',
  startConversation() {
    let replies = 0;
    return {
      async *reply(): AsyncIterable<DialogueEvent> {
        replies++;
        yield { type: 'text', text: replies === 1 ? 'Who is this?' : 'Goodbye.' };
        if (replies === 2) yield { type: 'end-call' };
      },
    };
  },
};

function memoryIo(lines: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: TextBuyerIo = {
    readFile: async (path) => {
      if (path === 'scenario.json') return SCENARIO;
      throw new Error('ENOENT');
    },
    lines: (async function* () {
      yield* lines;
    })(),
    write: (line) => out.push(line),
    writeError: (line) => err.push(line),
  };
  return { io, out, err };
}

const engines = () => ({ dialogue: shortBuyer, optimizer: { name: 'fixed', optimize: async () => 'PROMPT' } });

describe('runTextBuyer', () => {
  it('writes one reply per line, skips blank lines, and stops reading when the buyer hangs up', async () => {
    const { io, out, err } = memoryIo(['{"say": "Hi"}', '', '{"say": "You are a mess."}', 'not even read']);
    expect(await runTextBuyer(['--scenario', 'scenario.json'], io, engines)).toBe(0);
    expect(out).toEqual(['{"reply":"Who is this?","endCall":false}', '{"reply":"Goodbye.","endCall":true}']);
    expect(err).toEqual([]);
  });

  it('prints the usage for --help and exits 0, with nothing on standard output', async () => {
    const { io, out, err } = memoryIo([]);
    expect(await runTextBuyer(['--help'], io, engines)).toBe(0);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(/^Usage: npm run buyer -- --scenario FILE/);
  });
});
