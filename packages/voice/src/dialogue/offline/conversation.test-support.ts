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

/** Decision 122's user check: a hard negotiation with a CFO, the profile an e-mail thread pasted whole (a quoted price, a signing limit). */
export const HARTWELL = {
  title: 'Hartwell Components: holding price with the CFO',
  product: 'Ledgerline, accounts payable automation: supplier invoices captured, matched to purchase orders and paid on time.',
  customerProfile: [
    'From: Dan Whitaker <dan.whitaker@hartwellcomponents.com>',
    'Sent: Tuesday, 3 March 2026 08:12',
    'To: Jordan Reyes',
    'Subject: RE: Ledgerline proposal for Hartwell',
    '',
    'Hi Jordan,',
    '',
    "Thanks for the revised proposal. Honestly, $64,000 a year is more than we budgeted. Our AP team is 5 people and they process about 3,000 invoices a month, and we're paying roughly $8,000 a quarter in late-payment fees. I can approve anything up to $50,000 myself; above that it goes to our CEO, Karen Liu, and the board meets on the 15th. Can you do better on price? If not, what else can you give us?",
    '',
    'Dan Whitaker',
    'CFO, Hartwell Components',
    '',
    '> On Mon, 2 Mar 2026, Jordan Reyes wrote:',
    '> Hi Dan, as discussed, Ledgerline for Hartwell comes to $64,000 a year on a 3-year term, including implementation and two integrations (NetSuite and your warehouse system). Go-live in 8 weeks.',
    '> Best, Jordan',
  ].join('\n'),
  salesStage: 'Negotiation' as const,
  persona: 'CFO' as const,
  gender: 'Male' as const,
  difficulty: 'hard' as const,
};

/** Decision 122's user check: an easy demo to a CMO who can't tell which channel drives sales. */
export const NESTWELL = {
  title: 'Nestwell Home: attribution demo for the CMO',
  product:
    'Brightpath, marketing attribution software that traces every order back to the ads a customer saw and builds the monthly board report automatically.',
  customerProfile:
    "Selena Ortiz is CMO at Nestwell Home, an online furniture retailer with about $40M in annual revenue. They spend around $1.2M a year on paid social and search, and can't tell which channel actually drives sales because Google Analytics only credits the last click. Her team of 6 spends about two days every month building the board report by hand in spreadsheets. She wants a clear answer before budget planning in September. Last year they bought a dashboard tool that nobody used after three months, so she worries about adoption.",
  salesStage: 'Solution' as const,
  persona: 'CMO' as const,
  gender: 'Female' as const,
  difficulty: 'easy' as const,
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
