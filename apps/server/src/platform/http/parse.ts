import { AppError } from '@rehearse/domain';
import type { z } from 'zod';

/** Parses input with a shared schema; a failure is a 400 whose fields carry the first message each. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  if (fields.body) fields.body = 'The request body must be a JSON object with the expected fields.';
  const first = fields.body ?? result.error.issues[0]?.message ?? 'Validation failed';
  throw new AppError('validation_failed', first, fields);
}
