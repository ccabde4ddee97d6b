import { describe, expect, it } from 'vitest';
import { cardCallState } from './card-call-state';

const idle = { status: 'idle', activeScenarioId: null, isCallActive: false } as const;
const starting = { status: 'starting', activeScenarioId: 'a', isCallActive: false } as const;
const active = { status: 'active', activeScenarioId: 'a', isCallActive: true } as const;
const ending = { status: 'ending', activeScenarioId: 'a', isCallActive: true } as const;

describe('cardCallState', () => {
  it('leaves every card usable without a call', () => {
    expect(cardCallState(idle, 'a')).toEqual({ phase: null, isDimmed: false, isLocked: false });
  });

  it('shows the starting card connecting and locks the others without dimming them', () => {
    expect(cardCallState(starting, 'a')).toEqual({ phase: 'starting', isDimmed: false, isLocked: true });
    expect(cardCallState(starting, 'b')).toEqual({ phase: null, isDimmed: false, isLocked: true });
  });

  it('highlights the live card and dims the others until the call has ended', () => {
    expect(cardCallState(active, 'a')).toEqual({ phase: 'active', isDimmed: false, isLocked: true });
    expect(cardCallState(active, 'b')).toEqual({ phase: null, isDimmed: true, isLocked: true });
    expect(cardCallState(ending, 'a').phase).toBe('ending');
    expect(cardCallState(ending, 'b').isDimmed).toBe(true);
  });
});
