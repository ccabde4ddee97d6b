/**
 * Which engine played each role of a practice call: the buyer (a language model or the offline
 * buyer), the recogniser of the salesperson's speech and the buyer's voice. Stored with the call
 * when it starts, so the call details say what the user actually talked to.
 */
export interface EngineName {
  provider: string;
  /** The model, or for a voice the voice id. */
  model: string;
}

export interface CallEngines {
  buyer: EngineName;
  recogniser: EngineName;
  voice: EngineName;
}

/** GET /api/calls/engines: what a call started now would run on. */
export interface CallEnginesResponse {
  engines: CallEngines;
}

/** The provider names of the engines that run on the server itself, without a cloud service. */
export const OFFLINE_ENGINE_PROVIDERS = { buyer: 'rehearse-offline', recogniser: 'pocketsphinx', voice: 'flite' } as const;

export function isOfflineBuyer(engines: Pick<CallEngines, 'buyer'>): boolean {
  return engines.buyer.provider === OFFLINE_ENGINE_PROVIDERS.buyer;
}

/** A role's engine as the call details show it, e.g. 'Offline buyer (on this server)' or 'gpt-4o-mini (openai)'. */
export function describeEngine(role: keyof CallEngines, engine: EngineName): string {
  if (engine.provider === OFFLINE_ENGINE_PROVIDERS[role]) {
    const name = { buyer: 'Offline buyer', recogniser: 'PocketSphinx', voice: `Flite, voice ${engine.model}` }[role];
    return `${name} (on this server, no AI service)`;
  }
  return role === 'voice' ? `${engine.provider}, voice ${engine.model}` : `${engine.model} (${engine.provider})`;
}

export const ENGINE_ROLE_LABELS: Record<keyof CallEngines, string> = {
  buyer: 'Buyer',
  recogniser: 'Speech recognition',
  voice: 'Buyer voice',
};
