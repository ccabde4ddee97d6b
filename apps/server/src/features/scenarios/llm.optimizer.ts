import { ChatProviderError, type ChatClient } from '../../platform/llm/openai-chat.client';
import { difficultyHeading, withDifficultySection } from './difficulty.prompt';
import type { ScenarioBrief, ScenarioOptimizer } from './scenario-optimizer';
import { composeBuyerPrompt } from './template.optimizer';

const MAX_PROMPT_CHARS = 12_000;

const instructionsFor = (
  brief: ScenarioBrief,
) => `You write system prompts for a voice AI that plays a customer in a sales practice phone call.
You receive the scenario's fields and a draft prompt. Rewrite the draft into the final prompt:
- Keep every rule of the draft about speaking (short turns, no lists, no emojis, no stage directions, never reveal being an AI, stay in character) and about ending the call.
- Keep the section headed "${difficultyHeading(brief.difficulty)}" word for word: it sets the buyer's patience, openness, objections and when it agrees.
- Make the buyer vivid and specific to the profile, the persona, the sales stage and the difficulty: their situation, priorities, likely objections and what would win them over.
- Use only facts from the fields; invent no company facts.
- Address the AI as "you". Answer with the prompt alone, in plain text, without markdown, under 4000 characters.`;

/** The buyer prompt written by a language model, starting from the template's draft. */
export function createLlmOptimizer(chat: ChatClient): ScenarioOptimizer {
  return {
    name: `llm:${chat.model}`,
    async optimize(brief: ScenarioBrief, signal?: AbortSignal) {
      const fields = [
        `Title: ${brief.title}`,
        `Product: ${brief.product}`,
        `Sales stage: ${brief.salesStage ?? 'none (general)'}`,
        `Persona: ${brief.persona ?? 'none (custom profile)'}`,
        `Voice gender: ${brief.gender}`,
        `Difficulty: ${brief.difficulty}`,
        `Company website: ${brief.companyUrl ?? 'none'}`,
        `Customer profile:\n${brief.customerProfile}`,
      ].join('\n');
      const answer = await chat.complete(
        [
          { role: 'system', content: instructionsFor(brief) },
          { role: 'user', content: `${fields}\n\nDraft prompt:\n${composeBuyerPrompt(brief)}` },
        ],
        { temperature: 0.4, ...(signal ? { signal } : {}) },
      );
      const prompt = answer.replace(/^```[a-z]*\n?|\n?```$/g, '').trim();
      // Far shorter than the draft means the model did not do the job; the template is better.
      if (prompt.length < 200) throw new ChatProviderError('protocol', `the prompt is too short (${prompt.length} characters)`);
      // A model may drop the difficulty section; the buyer must still honour it.
      return withDifficultySection(prompt.slice(0, MAX_PROMPT_CHARS), brief.difficulty);
    },
  };
}
