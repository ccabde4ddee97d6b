import { AppError } from './app-error';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

const KNOWN_PHRASES = [
  'Invalid email or password',
  'User not found',
  'Email already registered',
  'Session expired',
  'Network error',
  'Validation failed',
] as const;

/**
 * The shared error toast's message mapping (spec section 8): an application error keeps its own
 * message; database and auth failures become the spec's texts; anything else is generic, so no
 * internal detail ever reaches the user.
 */
export function toUserMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const message = messageOf(error);
  if (!message) return UNEXPECTED_ERROR_MESSAGE;
  if (message.includes('violates row-level security')) return 'You do not have permission to perform this action';
  if (message.includes('duplicate key')) return 'This item already exists';
  if (message.includes('foreign key')) return 'Unable to complete action due to data relationships';
  const phrase = KNOWN_PHRASES.find((known) => message.includes(known));
  return phrase ?? UNEXPECTED_ERROR_MESSAGE;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return undefined;
}
