import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { textBuyerEnginesFrom } from './text-buyer.engines';

const quietLogger = { warn: () => {} };

describe('the buyer by text plays what the settings choose', () => {
  it('the offline buyer and the template prompt by default', () => {
    const engines = textBuyerEnginesFrom(loadConfig({}), quietLogger);
    expect({ dialogue: engines.dialogue.name, optimizer: engines.optimizer.name }).toEqual({
      dialogue: 'offline-buyer',
      optimizer: 'template',
    });
  });

  it("the chat model with DIALOGUE_PROVIDER=openai, its prompt written by the model as the app's is", () => {
    const config = loadConfig({ DIALOGUE_PROVIDER: 'openai', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'buyer-model' });
    const engines = textBuyerEnginesFrom(config, quietLogger);
    expect({ dialogue: engines.dialogue.name, optimizer: engines.optimizer.name }).toEqual({
      dialogue: 'openai-chat',
      optimizer: 'llm:buyer-model, falling back to template',
    });
  });
});
