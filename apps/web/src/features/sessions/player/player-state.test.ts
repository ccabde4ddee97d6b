import { describe, expect, it } from 'vitest';
import type { PlayerEvent, PlayerStatus } from './player-state';
import { DEFAULT_VOLUME, isPlayerUsable, nextPlayerStatus, toVolumeStep, volumeLevel } from './player-state';

function run(events: PlayerEvent[], from: PlayerStatus = 'loading'): PlayerStatus {
  return events.reduce(nextPlayerStatus, from);
}

describe('recording player states', () => {
  it('loads, plays, pauses and finishes', () => {
    expect(run(['ready'])).toBe('ready');
    expect(run(['ready', 'play'])).toBe('playing');
    expect(run(['ready', 'play', 'pause'])).toBe('paused');
    expect(run(['ready', 'play', 'pause', 'play'])).toBe('playing');
    // A media element pauses on its own just before it reports the end.
    expect(run(['ready', 'play', 'pause', 'finish'])).toBe('finished');
    expect(run(['ready', 'play', 'finish', 'play'])).toBe('playing');
  });

  it('ignores play and pause while loading', () => {
    expect(run(['play'])).toBe('loading');
    expect(run(['pause'])).toBe('loading');
    expect(run(['finish'])).toBe('loading');
  });

  it('stays failed until the next load', () => {
    expect(run(['error'])).toBe('error');
    expect(run(['ready', 'play', 'error', 'play', 'ready'])).toBe('error');
    expect(run(['error', 'load', 'ready'])).toBe('ready');
  });

  it('is usable once ready and until it fails', () => {
    expect(isPlayerUsable('loading')).toBe(false);
    expect(isPlayerUsable('error')).toBe(false);
    expect(isPlayerUsable('ready')).toBe(true);
    expect(isPlayerUsable('finished')).toBe(true);
  });
});

describe('volume', () => {
  it('starts at 70 % and moves in steps of 5 between 0 and 100', () => {
    expect(DEFAULT_VOLUME).toBe(70);
    expect(toVolumeStep(72)).toBe(70);
    expect(toVolumeStep(73)).toBe(75);
    expect(toVolumeStep(-10)).toBe(0);
    expect(toVolumeStep(140)).toBe(100);
    expect(toVolumeStep(Number.NaN)).toBe(70);
  });

  it('picks the speaker icon', () => {
    expect(volumeLevel(70, true)).toBe('muted');
    expect(volumeLevel(0, false)).toBe('muted');
    expect(volumeLevel(30, false)).toBe('low');
    expect(volumeLevel(70, false)).toBe('high');
  });
});
