import { describe, expect, it } from 'vitest';
import type { Scenario } from '@rehearse/domain';
import { withoutScenario, withScenario } from './get-scenarios';

const scenario = (id: string, title = id) => ({ id, title }) as Scenario;

describe('list updates', () => {
  const list = [scenario('b'), scenario('a')];

  it('puts a new scenario first and replaces a known one in place', () => {
    expect(withScenario(list, scenario('c')).map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(withScenario(list, scenario('a', 'renamed'))).toEqual([scenario('b'), scenario('a', 'renamed')]);
  });

  it('removes by id', () => {
    expect(withoutScenario(list, 'b')).toEqual([scenario('a')]);
  });
});
