import type { SalesStage } from '@rehearse/domain';
import type { BuyerScenario } from '../dialogue.port';
import { extractCustomerFacts, type CustomerFacts } from './customer-profile.facts';
import type { Objection } from './objection';
import { PERSONA_PLAYS, type PersonaPlay } from './persona.knowledge';
import type { Slots } from './phrase-picker';
import type { Random } from './seeded-random';
import { STAGE_PLAYS, type StagePlay } from './stage.knowledge';

/** Everything fixed for one call: who the buyer is, what it knows, how it plays the stage. */
export interface BuyerPlay {
  stageName: SalesStage | 'general';
  stage: StagePlay;
  persona: PersonaPlay;
  facts: CustomerFacts;
  /** Concerns in the order the buyer raises them: stage and persona in turn. */
  agenda: Objection[];
  /** Profile values the lines may use. */
  profileSlots: Pick<Slots, 'buyer' | 'tools' | 'budget' | 'decision'>;
  /** Names the caller may say for their own side (product, company), for the classifier. */
  sellerNames: string[];
}

function spokenList(items: readonly string[]): string | undefined {
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function interleave(first: readonly Objection[], second: readonly Objection[]): Objection[] {
  const mixed: Objection[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    if (first[index]) mixed.push(first[index]!);
    if (second[index]) mixed.push(second[index]!);
  }
  return mixed;
}

function sellerNamesOf(scenario: BuyerScenario): string[] {
  const words = `${scenario.product} ${scenario.title}`.match(/\b[A-Z][\w-]*[a-z][\w-]*\b|\b[A-Z]{2,}[a-z]*\b/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 2))];
}

export function createBuyerPlay(scenario: BuyerScenario, random: Random): BuyerPlay {
  const stageName = scenario.salesStage ?? 'general';
  const stage = STAGE_PLAYS[stageName];
  const persona = PERSONA_PLAYS[scenario.persona ?? 'general'];
  const facts = extractCustomerFacts(scenario.customerProfile);
  const budget = facts.about('budget')[0]?.spoken;
  const decision = facts.about('decision')[0]?.spoken;
  const profileSlots = {
    ...(facts.personName ? { buyer: facts.personName } : {}),
    ...(facts.namedTools.length > 0 ? { tools: spokenList(facts.namedTools.slice(0, 2)) } : {}),
    ...(budget ? { budget } : {}),
    ...(decision ? { decision } : {}),
  };
  const [firstStage, ...laterStage] = stage.objections;
  const stageOrder = firstStage ? [firstStage, ...random.shuffle(laterStage)] : [];
  // In a negotiation the price is already on the table: the persona's own "what does it cost?" would be odd.
  const personaConcerns = persona.objections.filter((objection) => stageName !== 'Negotiation' || !objection.id.endsWith('-cost'));
  const agenda = interleave(stageOrder, random.shuffle(personaConcerns));
  return { stageName, stage, persona, facts, agenda, profileSlots, sellerNames: sellerNamesOf(scenario) };
}
