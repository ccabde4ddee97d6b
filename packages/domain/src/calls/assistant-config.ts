import { z } from 'zod';

/**
 * The practice-call assistant configuration of spec section 3, built by the server at call start
 * (never by the browser) and returned with the call so the web app can show what plays the buyer.
 * The server callback's secret stays on the server; nothing secret is in here.
 */
export const ASSISTANT_NAME = 'Sales Coach';
export const ASSISTANT_TEMPERATURE = 0.7;
/** Spec section 9: the credit estimate at call start. */
export const CALL_START_ESTIMATE_SECONDS = 60;

export interface AssistantConfiguration {
  name: typeof ASSISTANT_NAME;
  model: { provider: string; model: string; temperature: number; systemPrompt: string };
  voice: { provider: string; voiceId: string };
  firstMessage: string;
  recordingEnabled: true;
  transcriber: { provider: string; model: string; language: 'en' };
  metadata: { scenarioId: string; userId: string };
  variableValues: { userId: string };
}

/** POST /api/calls body. */
export const startCallRequestSchema = z
  .object({ scenarioId: z.string({ error: 'Please select a scenario first!' }).uuid('Scenario not found') })
  .strict();
export type StartCallRequest = z.infer<typeof startCallRequestSchema>;

/** POST /api/calls (201): the live call, shaped like the voice-AI provider's web-call answer. */
export interface StartCallResponse {
  /** The coaching session's id, which is also the call's id. */
  id: string;
  /** The call WebSocket's address (path and single-use token), relative to the page's origin. */
  webCallUrl: string;
  /** What the remaining credit allows; the server ends the call when it is used up. */
  maxDurationSeconds: number;
  assistant: AssistantConfiguration;
}
