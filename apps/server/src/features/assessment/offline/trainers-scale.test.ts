import { describe, expect, it } from 'vitest';
import { onTheTrainersScale } from './trainers-scale';

describe("a category's points on a trainer's scale", () => {
  it('keeps 0 for nothing at all: nothing to credit is a 1, one thing of several a 3, the top as summed', () => {
    expect(onTheTrainersScale('prospecting', 0)).toBe(1);
    expect(onTheTrainersScale('discovery', 4)).toBe(3);
    expect(onTheTrainersScale('general', 7)).toBe(7);
    expect(onTheTrainersScale('general', 10)).toBe(10);
  });

  it('never puts a lower sum above a higher one', () => {
    const scale = Array.from({ length: 11 }, (_, score) => onTheTrainersScale('discovery', score));
    expect(scale).toEqual([...scale].sort((a, b) => a - b));
  });

  it('leaves the rubrics not fitted to it as summed', () => {
    expect(onTheTrainersScale('closing', 0)).toBe(0);
    expect(onTheTrainersScale('negotiation', 4)).toBe(4);
  });
});
