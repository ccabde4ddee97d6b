import { describe, expect, it } from 'vitest';
import {
  authModeFields,
  authModeFooterLinks,
  authModeText,
  MAX_LINK_ERROR_LENGTH,
  parseAuthMode,
  pickAuthFieldErrors,
  readLinkError,
  shouldLeaveAuthScreen,
} from './auth-mode';

const user = { id: 'u1', email: 'a@b.co' };

describe('parseAuthMode', () => {
  it('reads the four modes and defaults to login', () => {
    expect(parseAuthMode('signup')).toBe('signup');
    expect(parseAuthMode('reset')).toBe('reset');
    expect(parseAuthMode(null)).toBe('login');
    expect(parseAuthMode('admin')).toBe('login');
  });
});

describe('auth mode texts and fields', () => {
  it('follow the spec', () => {
    expect(authModeText.signup).toEqual({ title: 'Sign up', subtitle: 'Join us today!', submit: 'Continue' });
    expect(authModeText.reset.subtitle).toBeUndefined();
    expect(authModeText.forgot.submit).toBe('Send');
    expect(authModeFields.forgot).toEqual({ password: false, confirmPassword: false });
    expect(authModeFields.reset).toEqual({ password: true, confirmPassword: true });
    expect(authModeFooterLinks.signup.map((link) => link.label)).toEqual(['Log in']);
    expect(authModeFooterLinks.forgot.map((link) => link.mode)).toEqual(['login']);
  });
});

describe('shouldLeaveAuthScreen', () => {
  it('sends a signed-in user home, except a recovery session setting a new password', () => {
    expect(shouldLeaveAuthScreen(undefined, 'login')).toBe(false);
    expect(shouldLeaveAuthScreen({ user: null, recovery: false }, 'login')).toBe(false);
    expect(shouldLeaveAuthScreen({ user, recovery: false }, 'login')).toBe(true);
    expect(shouldLeaveAuthScreen({ user, recovery: true }, 'reset')).toBe(false);
    expect(shouldLeaveAuthScreen({ user, recovery: false }, 'reset')).toBe(true);
    expect(shouldLeaveAuthScreen({ user, recovery: true }, 'login')).toBe(true);
  });
});

describe('pickAuthFieldErrors', () => {
  it('keeps only the fields the form has', () => {
    expect(pickAuthFieldErrors({ email: 'Taken', plan: 'x', password: '' })).toEqual({ email: 'Taken' });
    expect(pickAuthFieldErrors(undefined)).toEqual({});
  });
});

describe('readLinkError', () => {
  it('ignores blanks and caps long messages', () => {
    expect(readLinkError(null)).toBeNull();
    expect(readLinkError('  ')).toBeNull();
    expect(readLinkError(' Link expired ')).toBe('Link expired');
    expect(readLinkError('x'.repeat(500))).toHaveLength(MAX_LINK_ERROR_LENGTH);
  });
});
