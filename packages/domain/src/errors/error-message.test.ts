import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { toUserMessage, UNEXPECTED_ERROR_MESSAGE } from './error-message';

describe('shared error toast mapping (spec section 8)', () => {
  it("keeps an application error's own message", () => {
    expect(toUserMessage(new AppError('rate_limited', 'Too many attempts. Please wait 30 seconds and try again.'))).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it.each([
    ['new row violates row-level security policy for table "scenarios"', 'You do not have permission to perform this action'],
    ['duplicate key value violates unique constraint "x"', 'This item already exists'],
    ['insert violates foreign key constraint "fk"', 'Unable to complete action due to data relationships'],
    ['AuthApiError: Invalid email or password', 'Invalid email or password'],
    ['User not found', 'User not found'],
    ['Email already registered', 'Email already registered'],
    ['Session expired, please log in', 'Session expired'],
    ['TypeError: Network error when fetching', 'Network error'],
    ['Validation failed for field x', 'Validation failed'],
  ])('maps %j to %j', (message, expected) => {
    expect(toUserMessage(new Error(message))).toBe(expected);
    expect(toUserMessage({ message })).toBe(expected);
    expect(toUserMessage(message)).toBe(expected);
  });

  it('hides everything else behind the generic text', () => {
    expect(toUserMessage(new Error('relation "users" does not exist'))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(toUserMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(toUserMessage(42)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(toUserMessage({ message: 7 })).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again.');
  });
});
