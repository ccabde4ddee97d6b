import { describe, expect, it } from 'vitest';
import { classNames } from './class-names';

describe('classNames', () => {
  it('joins the truthy names', () => {
    expect(classNames('a', false, undefined, null, '', 'b')).toBe('a b');
  });
});
