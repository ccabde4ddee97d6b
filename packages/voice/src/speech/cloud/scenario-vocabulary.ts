import { createHash } from 'node:crypto';
import { SpeechProviderError } from '../speech.ports';
import type { LanguageModelHandle, LanguageModelSource } from '../speech.ports';

/**
 * What a cloud recogniser is told about a scenario: its names (product, company, people), as
 * phrases and as single words. Cloud models know English; what they miss are the names, so the
 * rest of the scenario's text is not sent.
 */
export interface ScenarioVocabulary {
  /** 'Brightwell Freight', in the order given, without repeats. */
  phrases: string[];
  /** 'Brightwell', 'Freight': the words of the phrases, without repeats. */
  words: string[];
}

const MAX_PHRASES = 50;
const MAX_WORDS = 100;

export function vocabularyOf(source: LanguageModelSource): ScenarioVocabulary {
  const phrases = unique((source.names ?? []).map((name) => name.replace(/\s+/g, ' ').trim()).filter((name) => /\p{L}/u.test(name))).slice(
    0,
    MAX_PHRASES,
  );
  const words = unique(
    phrases
      .flatMap((phrase) => phrase.split(' '))
      .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((word) => /\p{L}/u.test(word)),
  ).slice(0, MAX_WORDS);
  return { phrases, words };
}

/**
 * Remembers prepared vocabularies by a handle id that is stable for the same names, so a caller
 * may cache handles; a handle from another provider is refused like pocketsphinx refuses it.
 */
export class VocabularyRegistry {
  private readonly vocabularies = new Map<string, ScenarioVocabulary>();

  constructor(private readonly provider: string) {}

  prepare(source: LanguageModelSource): LanguageModelHandle {
    const vocabulary = vocabularyOf(source);
    const digest = createHash('sha256').update(JSON.stringify(vocabulary)).digest('hex').slice(0, 16);
    const id = `${this.provider}-${digest}`;
    this.vocabularies.set(id, vocabulary);
    return { id, addedWords: vocabulary.words };
  }

  find(handle: LanguageModelHandle | undefined): ScenarioVocabulary | undefined {
    if (!handle) return undefined;
    const vocabulary = this.vocabularies.get(handle.id);
    if (!vocabulary)
      throw new SpeechProviderError(this.provider, `Unknown language model ${handle.id}: prepare it with this provider`, {
        retryable: false,
      });
    return vocabulary;
  }
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
