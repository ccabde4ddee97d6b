import { FIRST_MESSAGE } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import type { TurnTiming } from './call-pipeline.types';
import { conversation } from './conversation-script.test-support';

describe('turn timing (the benchmark probe)', () => {
  it('reports each reply once, its steps in order, and nothing for lines that are not replies', async () => {
    const timings: TurnTiming[] = [];
    let startedAt = 0;
    let speechEndMs = 0;
    const rig = await conversation({
      buyer: [{ text: 'Hi Sam. What do you sell?', thinkMs: 240 }, 'Okay.'],
      onTurnTiming: (timing) => timings.push(timing),
    })
      .check((rig) => {
        startedAt = rig.clock.now() - rig.nowMs;
      })
      .buyerSays(FIRST_MESSAGE)
      .check(() => expect(timings).toHaveLength(0))
      .callerSays('can i tell you about quotaflow', { ms: 1200 })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .callerIsHeard('can i tell you about quotaflow')
      .buyerSays('Hi Sam. What do you sell?')
      .callerSays('we coach sales teams')
      .callerIsHeard('we coach sales teams')
      .buyerSays('Okay.')
      .run();

    expect(timings).toHaveLength(2);
    const [first] = timings;
    const at = (mark: Exclude<keyof TurnTiming, 'endOfTurn'>) => first![mark]! - startedAt;
    // Fake engines: only endpointing and the dialogue's thinking take time. The recogniser is
    // flushed at the 120 ms pause and the reply asked at once; the turn ends at 200 ms (complete
    // words); the reply's first words come 240 ms after it was asked, and go out at once.
    expect(at('earlyFlushAt')).toBe(speechEndMs + 120);
    expect(at('finalTranscriptAt')).toBe(at('earlyFlushAt'));
    expect(at('replyRequestedAt')).toBe(at('finalTranscriptAt'));
    expect(at('speechEndedAt')).toBe(speechEndMs + 200);
    expect(at('firstTextAt') - at('replyRequestedAt')).toBe(240);
    expect(at('firstFrameSentAt')).toBe(at('firstTextAt'));
    const marks = Object.values(first!);
    expect(marks).toEqual([...marks].sort((a, b) => a - b));
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(at('firstFrameSentAt'));
  });

  it('starts again when the caller barges in before the reply is heard', async () => {
    const timings: TurnTiming[] = [];
    await conversation({
      buyer: [{ text: 'Let me think about that.', thinkMs: 600 }, 'Go ahead.'],
      onTurnTiming: (timing) => timings.push(timing),
    })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('do you coach your sales team')
      .silence(500)
      .callerSays('and one more thing', { ms: 1000 })
      .callerIsHeard('do you coach your sales team')
      .callerIsHeard('and one more thing')
      .buyerSays('Go ahead.')
      .run();
    expect(timings).toHaveLength(1);
    expect(timings[0]!.firstTextAt - timings[0]!.replyRequestedAt).toBe(0);
  });
});
