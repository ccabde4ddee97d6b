import type { BuyerScenario, DialogueContext, DialogueConversation, DialogueEvent, DialogueTurn } from '../dialogue.port';
import { createOfflineBuyer } from './offline-buyer.dialogue';
import { OfflineBuyerConversation } from './buyer-conversation';
import type { Salesperson } from './simulated-salespeople.test-support';

/**
 * Test support: a practice call against the offline buyer, driven turn by turn like the pipeline
 * drives it (whole history each time, buyer turns as heard, barge-in cutting a reply short).
 *
 *   const call = startPracticeCall({ persona: 'CFO' }, 7);
 *   expect((await call.say('hi this is sam from quotaflow')).text).toMatch(/sam/i);
 */

export const NORTHWIND_PROFILE = [
  'Northwind Freight is a regional logistics company with 200 employees based in Ohio.',
  'Northwind uses Salesforce for sales and manages invoicing in spreadsheets.',
  'Their finance team spends two days every month reconciling invoices by hand, and late payments have grown 30% this year.',
  'They want to cut the month-end close to three days before the next audit in Q3.',
  'The budget for new finance software is $40k, and any purchase over $25k needs sign-off from the CEO.',
].join(' ');

/** The coordinator's user check of decision 112: a cold call to a dental group's operations director, by text and by voice. */
export const PINECREST = {
  title: 'Cold call - Pinecrest Dental',
  product: 'Chairside: automatic patient recall and reminders for dental practices, works with Dentally. £250 per practice per month.',
  customerProfile:
    'Pinecrest Dental has 6 practices in the Midlands. Priya Shah is operations director. They book with Dentally. Front desk staff spend about 3 hours a day on recall calls and the no-show rate is around 12%. She can sign off anything under £20k a year herself; bigger goes to the two partners. Dentally contract renews in April so she is looking at options.',
  salesStage: 'Prospecting' as const,
  persona: 'CFO' as const,
  gender: 'Female' as const,
  difficulty: 'medium' as const,
};

export function buildBuyerScenario(overrides: Partial<BuyerScenario> = {}): BuyerScenario {
  return {
    title: 'Northwind invoicing',
    product: 'QuotaFlow, invoice automation for finance teams',
    customerProfile: NORTHWIND_PROFILE,
    salesStage: 'Discovery',
    persona: 'CFO',
    gender: 'Female',
    companyUrl: null,
    ...overrides,
  };
}

export const FIRST_MESSAGE = "Hello, who's calling?";

export interface BuyerReply {
  text: string;
  deltas: string[];
  endedCall: boolean;
}

export interface SayOptions {
  /** Barge-in: the caller hears only this many characters of the reply. */
  hearOnly?: number;
}

export class PracticeCall {
  readonly turns: DialogueTurn[] = [{ role: 'buyer', text: FIRST_MESSAGE }];
  readonly replies: BuyerReply[] = [];
  ended = false;

  constructor(private readonly conversation: DialogueConversation) {}

  async say(callerText: string, options: SayOptions = {}): Promise<BuyerReply> {
    if (this.ended) throw new Error(`the buyer already hung up; the caller said: ${callerText}`);
    this.turns.push({ role: 'caller', text: callerText });
    const events: DialogueEvent[] = [];
    for await (const event of this.conversation.reply(this.turns)) events.push(event);
    const deltas = events.flatMap((event) => (event.type === 'text' ? [event.text] : []));
    const reply = { text: deltas.join(''), deltas, endedCall: events.some((event) => event.type === 'end-call') };
    const heard = options.hearOnly === undefined ? reply.text : reply.text.slice(0, options.hearOnly);
    if (heard !== '') this.turns.push({ role: 'buyer', text: heard });
    this.replies.push(reply);
    this.ended = reply.endedCall;
    return reply;
  }

  /** Says each line until the buyer hangs up; returns the replies. */
  async play(lines: readonly string[]): Promise<BuyerReply[]> {
    for (const line of lines) {
      if (this.ended) break;
      await this.say(line);
    }
    return this.replies;
  }

  /** Lets a simulated salesperson answer each buyer turn until the buyer hangs up. */
  async converseWith(salesperson: Salesperson, maxTurns = 20): Promise<void> {
    let buyerSaid = FIRST_MESSAGE;
    for (let turn = 0; turn < maxTurns && !this.ended; turn += 1) buyerSaid = (await this.say(salesperson(buyerSaid, turn))).text;
  }

  /** The buyer agreed to a next step. */
  get agreed(): boolean {
    return this.conversation instanceof OfflineBuyerConversation && this.conversation.agreed;
  }

  buyerText(): string {
    return this.replies.map((reply) => reply.text).join('\n');
  }

  /** The call as a readable script, for failure messages and reports. */
  script(): string {
    return this.turns
      .map((turn) => `${turn.role === 'caller' ? 'CALLER' : turn.role === 'buyer' ? 'BUYER ' : 'NOTE  '}: ${turn.text}`)
      .join('\n');
  }
}

export function startPracticeCall(overrides: Partial<BuyerScenario> = {}, seed = 1, context: Partial<DialogueContext> = {}): PracticeCall {
  const conversation = createOfflineBuyer().startConversation({
    systemPrompt: 'You are playing a customer on a sales phone call.',
    scenario: buildBuyerScenario(overrides),
    temperature: 0.7,
    firstMessage: FIRST_MESSAGE,
    seed,
    ...context,
  });
  return new PracticeCall(conversation);
}
