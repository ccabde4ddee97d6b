import { describe, expect, it } from 'vitest';
import type { Dialogue, DialogueEvent } from '@rehearse/voice';
import { templateOptimizer } from '../../apps/server/src/features/scenarios/template.optimizer';
import { parseBuyerEvalOptions, runBuyerEval } from './run-buyer-eval';

/** A buyer that always says the same thing and hangs up on the third line: the harness, not a buyer, is under test. */
const stubbornBuyer: Dialogue = {
  name: 'stubborn',
  startConversation() {
    return {
      async *reply(turns): AsyncIterable<DialogueEvent> {
        yield { type: 'text', text: "I'd have to check on that." };
        if (turns.filter((turn) => turn.role === 'caller').length === 3) yield { type: 'end-call' };
      },
    };
  },
};

describe('the buyer evaluation', () => {
  it('plays every script of every set, stops each call at the hang-up, and prints the figures beside the targets', async () => {
    const printed: string[] = [];
    await runBuyerEval({ seeds: [1], verbose: false, showHoldout: false }, (line) => printed.push(line), {
      dialogue: stubbornBuyer,
      optimizer: templateOptimizer,
    });
    const output = printed.join('\n');
    expect(output).toMatch(/^Buyer: stubborn, prompt: template, seeds 1$/m);
    expect(output).toMatch(/^Main set: \d\d calls, \d+ salesperson lines, (\d+) buyer replies$/m);
    expect(output).toMatch(/^Held-out set: 8 calls, \d+ salesperson lines, 24 buyer replies$/m);
    expect(output).toMatch(/^Fresh set: 10 calls, \d+ salesperson lines, 30 buyer replies$/m);
    expect(output).toMatch(/^Fresh set 2: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 2:')).toBeGreaterThan(output.indexOf('Fresh set:'));
    expect(output).toMatch(/^Fresh set 3: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 3:')).toBeGreaterThan(output.indexOf('Fresh set 2:'));
    expect(output).toMatch(/on point and in character +\d+\.\d % +target >= 90 %: NOT met/);
    expect(output).toMatch(/invented numbers and names +0 +target 0: met/);
    expect(output).toContain('never reached: the buyer had already hung up');
    expect(output).toMatch(/^ {2}"i'd have to check on that"$|\d+ scripts {2}"i'd have to check on that"/m);
    expect(output).toMatch(/^ {2}freight-cold-pushy +hard +hung up after 3 lines/m);
    expect(output).toMatch(/^Fresh set 4: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output).toMatch(/^Fresh set 6: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output).toMatch(/^Fresh set 7: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 7:')).toBeGreaterThan(output.indexOf('Fresh set 6:'));
    expect(output).toMatch(/^Fresh set 8: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 8:')).toBeGreaterThan(output.indexOf('Fresh set 7:'));
    expect(output).toMatch(/^Fresh set 9: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 9:')).toBeGreaterThan(output.indexOf('Fresh set 8:'));
    expect(output).toMatch(/^Fresh set 10: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 10:')).toBeGreaterThan(output.indexOf('Fresh set 9:'));
    expect(output).toMatch(/^Fresh set 11: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 11:')).toBeGreaterThan(output.indexOf('Fresh set 10:'));
    expect(output).toMatch(/^Fresh set 12: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 12:')).toBeGreaterThan(output.indexOf('Fresh set 11:'));
    expect(output).toMatch(/^Fresh set 13: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 13:')).toBeGreaterThan(output.indexOf('Fresh set 12:'));
    expect(output).toMatch(/^Fresh set 14: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 14:')).toBeGreaterThan(output.indexOf('Fresh set 13:'));
    expect(output).toMatch(/^Fresh set 15: 12 calls, \d+ salesperson lines, 36 buyer replies$/m);
    expect(output.indexOf('Fresh set 15:')).toBeGreaterThan(output.indexOf('Fresh set 14:'));
    // The unseen sets (decisions 45, 124): the held-out set and the fifteenth fresh set print no line.
    for (const [from, to] of [
      ['Held-out set:', 'Fresh set:'],
      ['Fresh set 15:', 'Sentences said'],
    ] as const) {
      const unseen = output.slice(output.indexOf(from), output.indexOf(to));
      expect(unseen).toContain('the held-out lines are not printed');
      expect(unseen).not.toMatch(/^ {6}L\d/m);
      expect(unseen).not.toMatch(/outcome wanted -> got/);
      expect(unseen).not.toMatch(/invented numbers and names .* L\d+: /);
    }
  });

  it('reads --seeds, --verbose, --show-holdout, --heard and --scripts and refuses anything else', () => {
    expect(parseBuyerEvalOptions([])).toEqual({ seeds: [1], verbose: false, showHoldout: false });
    expect(parseBuyerEvalOptions(['--seeds', '1,2,3', '--verbose', '--show-holdout'])).toEqual({
      seeds: [1, 2, 3],
      verbose: true,
      showHoldout: true,
    });
    expect(parseBuyerEvalOptions(['--seeds=4'])).toEqual({ seeds: [4], verbose: false, showHoldout: false });
    expect(parseBuyerEvalOptions(['--heard=/tmp/heard.json', '--scripts=recogniser|asr'])).toEqual({
      seeds: [1],
      verbose: false,
      showHoldout: false,
      heard: '/tmp/heard.json',
      scripts: /recogniser|asr/,
    });
    expect(() => parseBuyerEvalOptions(['--seeds', 'x'])).toThrow("--seeds takes whole numbers separated by commas, not 'x'");
    expect(() => parseBuyerEvalOptions(['--fast'])).toThrow('unknown option --fast');
  });
});
