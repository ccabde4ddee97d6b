import { AppError } from '@rehearse/domain';
import type { z } from 'zod';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character.';

/** Parses input with a shared schema; a failure is a 400 whose fields carry the first message each. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return refuseNulCharacters(result.data);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  if (fields.body) fields.body = 'The request body must be a JSON object with the expected fields.';
  const first = fields.body ?? result.error.issues[0]?.message ?? 'Validation failed';
  throw new AppError('validation_failed', first, fields);
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reached a query would fail it with a 500. The
 * parsed values are shallow (strings, numbers, choices), so their top-level strings are checked.
 */
function refuseNulCharacters<Value>(data: Value): Value {
  const entries =
    typeof data === 'string' ? [['body', data] as const] : typeof data === 'object' && data !== null ? Object.entries(data) : [];
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value === 'string' && value.includes('\u0000')) fields[key] = NUL_CHARACTER_MESSAGE;
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', NUL_CHARACTER_MESSAGE, fields);
  return data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `:id` of a path, lower-cased. Anything that is not a UUID cannot name a row, so it is 'not
 * found' with the caller's message, never a 400 that would tell ids and other input apart.
 */
export function idParam(request: { params: unknown }, notFoundMessage: string): string {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('not_found', notFoundMessage);
  return id.toLowerCase();
}
