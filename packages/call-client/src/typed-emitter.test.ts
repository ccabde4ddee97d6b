import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedEmitter } from './typed-emitter';

type Events = { tick: (n: number) => void; done: () => void };

afterEach(() => {
  vi.useRealTimers();
});

describe('TypedEmitter', () => {
  it('calls listeners in order; once only once; off removes either kind', () => {
    const emitter = new TypedEmitter<Events>();
    const seen: string[] = [];
    const always = (n: number) => seen.push(`always ${n}`);
    const onlyOnce = (n: number) => seen.push(`once ${n}`);
    const removedOnce = () => seen.push('never');
    emitter.on('tick', always);
    emitter.once('tick', onlyOnce);
    emitter.once('done', removedOnce);
    emitter.off('done', removedOnce);
    emitter.emit('tick', 1);
    emitter.emit('tick', 2);
    emitter.emit('done');
    emitter.off('tick', always);
    emitter.emit('tick', 3);
    expect(seen).toEqual(['always 1', 'once 1', 'always 2']);
  });

  it('keeps calling the other listeners when one throws, and rethrows it later', () => {
    vi.useFakeTimers();
    const emitter = new TypedEmitter<Events>();
    const later = vi.fn();
    emitter.on('done', () => {
      throw new Error('listener bug');
    });
    emitter.on('done', later);
    emitter.emit('done');
    expect(later).toHaveBeenCalledOnce();
    expect(() => vi.runAllTimers()).toThrow('listener bug');
  });

  it('removes all listeners, of one event or every event', () => {
    const emitter = new TypedEmitter<Events>();
    const listener = vi.fn();
    emitter.on('done', listener);
    emitter.on('tick', listener);
    emitter.removeAllListeners('tick');
    emitter.emit('tick', 1);
    emitter.emit('done');
    emitter.removeAllListeners();
    emitter.emit('done');
    expect(listener).toHaveBeenCalledOnce();
  });
});
