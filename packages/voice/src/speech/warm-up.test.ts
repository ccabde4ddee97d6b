import { describe, expect, it } from 'vitest';
import { createFvadDetectorFactory } from './fvad.vad';
import { warmUpCallEngines } from './warm-up';

describe('warming the call engines up at start-up', () => {
  it('starts each engine once and reports nothing when all start', async () => {
    const started: string[] = [];
    const reports: string[] = [];
    await warmUpCallEngines(
      {
        encoder: { warmUp: async () => void started.push('encoder') },
        voiceActivity: createFvadDetectorFactory(),
        offlineSpeech: { warmUp: async () => void started.push('offline speech') },
      },
      (_error, meaning) => reports.push(meaning),
    );
    expect(started.sort()).toEqual(['encoder', 'offline speech']);
    expect(reports).toEqual([]);
  });

  it('reports each engine that cannot start with what it means for calls, and warms the others', async () => {
    const reports: { error: unknown; meaning: string }[] = [];
    let offlineStarted = false;
    await warmUpCallEngines(
      {
        encoder: { warmUp: () => Promise.reject(new Error('no libopus')) },
        voiceActivity: { create: () => Promise.reject(new Error('no fvad')) },
        offlineSpeech: { warmUp: async () => void (offlineStarted = true) },
      },
      (error, meaning) => reports.push({ error, meaning }),
    );
    expect(offlineStarted).toBe(true);
    expect(reports.map(({ meaning }) => meaning).sort()).toEqual([
      'The recording encoder could not start: calls will fail.',
      'Voice activity detection could not start: calls will fail.',
    ]);
    expect(reports.map(({ error }) => (error as Error).message).sort()).toEqual(['no fvad', 'no libopus']);
  });
});
