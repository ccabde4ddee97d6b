import {
  ASSISTANT_NAME,
  ASSISTANT_TEMPERATURE,
  FIRST_MESSAGE,
  type AssistantConfiguration,
  type CallEngines,
  type Scenario,
} from '@rehearse/domain';
import type { CallProviderNames } from '@rehearse/voice/ports';

/** Spec section 3, 'Practice-call assistant configuration'. The server callback's secret is not in it. */
export function buildAssistantConfiguration(scenario: Scenario, userId: string, providers: CallProviderNames): AssistantConfiguration {
  return {
    name: ASSISTANT_NAME,
    model: { ...providers.model, temperature: ASSISTANT_TEMPERATURE, systemPrompt: scenario.optimized_prompt },
    voice: {
      provider: providers.voice.provider,
      voiceId: scenario.gender === 'Female' ? providers.voice.voiceIds.female : providers.voice.voiceIds.male,
    },
    firstMessage: FIRST_MESSAGE,
    recordingEnabled: true,
    transcriber: { ...providers.transcriber, language: 'en' },
    metadata: { scenarioId: scenario.id, userId },
    variableValues: { userId },
  };
}

/** What plays each role of a call: stored with the call, shown in its details. The voice is the scenario's gender's. */
export function callEnginesOf(providers: CallProviderNames, gender: Scenario['gender'] | null): CallEngines {
  return {
    buyer: { ...providers.model },
    recogniser: { ...providers.transcriber },
    voice: {
      provider: providers.voice.provider,
      model: gender === 'Female' ? providers.voice.voiceIds.female : providers.voice.voiceIds.male,
    },
  };
}
