import { describe, expect, it } from 'vitest';
import { credentialsSchema, validateAuthForm } from './credentials.schema';

describe('auth form rules (spec section 5)', () => {
  it('asks for an e-mail first, then a valid one', () => {
    expect(validateAuthForm('login', { email: '', password: 'secret1' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
    expect(validateAuthForm('login', { email: '   ', password: 'secret1' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
    expect(validateAuthForm('login', { email: 'ann@', password: 'secret1' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('needs a password of at least 6 characters after trimming', () => {
    expect(validateAuthForm('login', { email: 'ann@example.com', password: '  12345  ' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters long' },
    });
    expect(validateAuthForm('login', { email: 'ann@example.com', password: '123456' })).toEqual({ ok: true });
  });

  it('shows a mismatch on the confirmation in sign-up and reset, not in log-in', () => {
    const mismatch = { email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret2' };
    expect(validateAuthForm('signup', mismatch)).toEqual({ ok: false, errors: { confirmPassword: "Passwords don't match" } });
    expect(validateAuthForm('reset', { password: 'secret1', confirmPassword: 'other12' })).toEqual({
      ok: false,
      errors: { confirmPassword: "Passwords don't match" },
    });
    expect(validateAuthForm('login', mismatch)).toEqual({ ok: true });
  });

  it('checks only the e-mail in forgot mode, and not the e-mail in reset mode', () => {
    expect(validateAuthForm('forgot', { email: 'ann@example.com' })).toEqual({ ok: true });
    expect(validateAuthForm('reset', { email: '', password: 'secret1', confirmPassword: 'secret1' })).toEqual({ ok: true });
  });

  it('limits fields to 100 characters', () => {
    const long = `${'a'.repeat(95)}@example.com`;
    expect(validateAuthForm('forgot', { email: long })).toMatchObject({ ok: false });
    expect(validateAuthForm('login', { email: 'ann@example.com', password: 'x'.repeat(101) })).toMatchObject({ ok: false });
  });

  it('normalises the e-mail in the credentials schema', () => {
    expect(credentialsSchema.parse({ email: ' Ann@Example.COM ', password: 'secret1' })).toEqual({
      email: 'ann@example.com',
      password: 'secret1',
    });
  });
});
