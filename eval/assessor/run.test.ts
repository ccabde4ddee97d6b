import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAssessorEval } from './run';

describe('the assessor evaluation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses an unknown option with exit code 2 and names the options it takes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const printed: string[] = [];
    expect(await runAssessorEval((line) => printed.push(line), ['--verbose'])).toBe(2);
    expect(errors.mock.calls[0]?.[0]).toMatch(/^Unknown option --verbose\. The assessor part takes --show-holdout .* and --tuning/);
    expect(printed).toEqual([]);
  });
});
