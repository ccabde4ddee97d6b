import { describe, expect, it } from 'vitest';
import { AppError } from '@rehearse/domain';
import { scenarioSaveFailureMessage } from './scenario-texts';

describe('scenarioSaveFailureMessage', () => {
  it("uses the server's error text", () => {
    expect(scenarioSaveFailureMessage(new AppError('not_found', 'Scenario not found'), 'update')).toBe('Scenario not found');
  });

  it('falls back to the spec texts', () => {
    expect(scenarioSaveFailureMessage(new TypeError('x'), 'create')).toBe('Failed to create scenario');
    expect(scenarioSaveFailureMessage(new AppError('internal', ''), 'update')).toBe('Failed to update scenario');
    expect(scenarioSaveFailureMessage(undefined, 'update')).toBe('Failed to update scenario');
  });
});
