import {
  ASSISTANT_TEMPERATURE,
  DEFAULT_DIFFICULTY,
  FIRST_MESSAGE,
  type Difficulty,
  type Gender,
  type Persona,
  type SalesStage,
} from '@rehearse/domain';
import type { BuyerScenario, Dialogue, DialogueConversation, DialogueTurn } from '../dialogue/dialogue.port';
import type { SalespersonLine } from './text-buyer.input';

/** What the buyer's system prompt is written from: the scenario form's fields, as the app's scenario optimizer reads them. */
export interface PromptBrief {
  title: string;
  product: string;
  customerProfile: string;
  salesStage?: SalesStage;
  persona?: Persona;
  gender: Gender;
  difficulty: Difficulty;
  companyUrl?: string;
}

/**
 * Writes the buyer's system prompt as the app does when a scenario is saved: the server passes its
 * scenario optimizer (template or language model, features/scenarios), which fits this port.
 */
export interface BuyerPromptWriter {
  readonly name: string;
  optimize(brief: PromptBrief): Promise<string>;
}

/** What a call plays on: the buyer and the writer of its system prompt, as the app picks them. */
export interface TextBuyerEngines {
  dialogue: Dialogue;
  optimizer: BuyerPromptWriter;
}

export interface BuyerReply {
  reply: string;
  endCall: boolean;
}

/**
 * One call with the buyer, by text: the conversation it is given is what the salesperson heard.
 * A line with `hearOnly` cuts the buyer's previous turn to its first N characters, as barge-in
 * does; a turn nobody heard any of is dropped, as the pipeline drops it.
 */
export class TextBuyerCall {
  private readonly turns: DialogueTurn[] = [{ role: 'buyer', text: FIRST_MESSAGE }];
  private ended = false;

  constructor(private readonly conversation: DialogueConversation) {}

  /** The conversation as heard so far, oldest first. */
  get heard(): readonly DialogueTurn[] {
    return this.turns;
  }

  get hasEnded(): boolean {
    return this.ended;
  }

  async say(line: SalespersonLine): Promise<BuyerReply> {
    if (this.ended) throw new Error('the buyer has already ended the call');
    if (line.hearOnly !== undefined) this.cutLastBuyerTurn(line.hearOnly);
    this.turns.push({ role: 'caller', text: line.say });
    let reply = '';
    let endCall = false;
    for await (const event of this.conversation.reply(this.turns)) {
      if (event.type === 'text') reply += event.text;
      else endCall = true;
    }
    reply = reply.trim();
    if (reply) this.turns.push({ role: 'buyer', text: reply });
    this.ended = endCall;
    return { reply, endCall };
  }

  private cutLastBuyerTurn(characters: number): void {
    const last = this.turns.at(-1);
    if (last?.role !== 'buyer') return;
    const heard = last.text.slice(0, characters).trimEnd();
    if (heard) this.turns[this.turns.length - 1] = { role: 'buyer', text: heard };
    else this.turns.pop();
  }
}

/** Starts a call as the app would: the prompt written by the app's scenario optimizer, the spec's temperature and first message. */
export async function startTextBuyerCall(engines: TextBuyerEngines, scenario: BuyerScenario, seed?: number): Promise<TextBuyerCall> {
  const systemPrompt = await engines.optimizer.optimize(briefOf(scenario));
  const conversation = engines.dialogue.startConversation({
    systemPrompt,
    scenario,
    temperature: ASSISTANT_TEMPERATURE,
    firstMessage: FIRST_MESSAGE,
    ...(seed === undefined ? {} : { seed }),
  });
  return new TextBuyerCall(conversation);
}

function briefOf(scenario: BuyerScenario): PromptBrief {
  return {
    title: scenario.title,
    product: scenario.product,
    customerProfile: scenario.customerProfile,
    gender: scenario.gender,
    difficulty: scenario.difficulty ?? DEFAULT_DIFFICULTY,
    ...(scenario.salesStage ? { salesStage: scenario.salesStage } : {}),
    ...(scenario.persona ? { persona: scenario.persona } : {}),
    ...(scenario.companyUrl ? { companyUrl: scenario.companyUrl } : {}),
  };
}
