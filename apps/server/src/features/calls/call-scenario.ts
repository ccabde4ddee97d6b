import { personAtStart } from '@rehearse/conversation';
import { richTextToPlainText, type Scenario } from '@rehearse/domain';
import type { BuyerScenario, CallEngines, LanguageModelSource } from '@rehearse/voice/ports';

/** The buyer's view of a scenario: plain text, the stored HTML fragments stripped. */
export function buyerScenarioOf(scenario: Scenario): BuyerScenario {
  return {
    title: richTextToPlainText(scenario.title),
    product: richTextToPlainText(scenario.product),
    customerProfile: richTextToPlainText(scenario.scenario_details),
    salesStage: scenario.sales_stage,
    persona: scenario.persona,
    gender: scenario.gender,
    difficulty: scenario.difficulty,
    companyUrl: scenario.company_url,
  };
}

const COMMON_CAPITALISED = new Set(
  'I A An The This That We Our You Your They Their He She It His Her Hi Hello And But Or So If When What Who How Why Where Stage Goal CEO CTO CFO CMO Mr Mrs Ms Dr'.split(
    ' ',
  ),
);

/**
 * Names a speaker will say in set phrases ("this is Sam from Quotaflow", "hi Maria"): runs of
 * capitalised words that are not sentence starts or common words, a person's name that opens a
 * sentence ("Maria Lopez runs..."), and a person's first name alone, as people are greeted by it.
 */
export function namesIn(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const words = sentence.split(/\s+/).map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''));
      let run: string[] = [];
      const addName = (name: string) => {
        names.add(name);
        if (name.includes(' ') && personAtStart(name)) names.add(name.split(' ')[0]!);
      };
      const flush = () => {
        if (run.length > 0) addName(run.join(' '));
        run = [];
      };
      const person = personAtStart(words.join(' '));
      if (person) addName(person);
      words.forEach((word, index) => {
        const capitalised = /^\p{Lu}[\p{L}\d'-]*$/u.test(word) && !COMMON_CAPITALISED.has(word);
        if (capitalised && (index > 0 || run.length > 0 || /\p{Lu}.*\p{Lu}/u.test(word))) run.push(word);
        else flush();
      });
      flush();
    }
  }
  return [...names].filter((name) => name.length <= 60).slice(0, 40);
}

/** The scenario's own words, from which the recogniser builds a language model for this call. */
export function languageSourceOf(buyer: BuyerScenario): LanguageModelSource {
  const texts = [buyer.title, buyer.product, buyer.customerProfile, buyer.persona ?? '', buyer.salesStage ?? ''].filter(
    (text) => text.trim() !== '',
  );
  const productName = /^\p{Lu}[\p{L}\d'-]+/u.exec(buyer.product)?.[0];
  const names = namesIn(texts);
  if (productName && !COMMON_CAPITALISED.has(productName) && !names.includes(productName)) names.unshift(productName);
  return { texts, names };
}

/**
 * Does ahead of a scenario's first call (when it is saved) what that call would otherwise wait for,
 * so it starts as fast as a later one: the recogniser builds the language model (kept on disk under
 * the hash of its sources, where the call's own `prepareLanguageModel` finds it) and the buyer reads
 * the profile (the offline buyer keeps its reading, and plays the call's opening to itself), after
 * the save has been answered.
 */
export async function prepareScenarioCalls(engines: Pick<CallEngines, 'speechToText' | 'dialogue'>, scenario: Scenario): Promise<void> {
  const buyer = buyerScenarioOf(scenario);
  const model = engines.speechToText.prepareLanguageModel(languageSourceOf(buyer));
  await new Promise<void>((resolve) => setImmediate(resolve));
  await Promise.all([engines.dialogue.prepareScenario?.(buyer), model]);
}
