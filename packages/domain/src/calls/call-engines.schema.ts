import { z } from 'zod';
import type { CallEngines, CallEnginesResponse, EngineName } from './call-engines';

/** The engines of a call, as a session's details and GET /api/calls/engines send them (issue 18, item 4). */
export const engineNameSchema: z.ZodType<EngineName> = z.object({ provider: z.string(), model: z.string() });

export const callEnginesSchema: z.ZodType<CallEngines> = z.object({
  buyer: engineNameSchema,
  recogniser: engineNameSchema,
  voice: engineNameSchema,
});

/** GET /api/calls/engines. */
export const callEnginesResponseSchema: z.ZodType<CallEnginesResponse> = z.object({ engines: callEnginesSchema });
