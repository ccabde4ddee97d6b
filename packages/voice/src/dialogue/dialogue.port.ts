import type { Difficulty, Gender, Persona, SalesStage } from '@rehearse/domain';

/**
 * The `Dialogue` port: plays the buyer. An offline engine (the scripted buyer) is the default; a
 * chat-completions adapter plays it with a language model when one is configured. The pipeline
 * never branches on which one it has.
 */

/** What the buyer knows about the call it plays (plain text: the scenario's HTML already stripped). */
export interface BuyerScenario {
  title: string;
  /** What the salesperson sells. */
  product: string;
  /** Who the buyer is and their situation (the scenario's customer profile). */
  customerProfile: string;
  salesStage: SalesStage | null;
  persona: Persona | null;
  gender: Gender;
  /**
   * How hard the buyer is to win: patience, openness, objections. A call always has its
   * scenario's; optional only so that scenarios built before it existed (in tests) still type.
   * Absent means 'medium'.
   */
  difficulty?: Difficulty;
  companyUrl: string | null;
}

export interface DialogueContext {
  /** The scenario's optimized_prompt: the system prompt the buyer follows. */
  systemPrompt: string;
  scenario: BuyerScenario;
  /** Spec section 3: 0.7. */
  temperature: number;
  /** The first thing the buyer said ('Hello, who's calling?'), already spoken. */
  firstMessage: string;
  /** Makes an offline engine's choices repeatable in tests; absent in real calls. */
  seed?: number;
}

/**
 * One turn of the conversation as it was heard: a buyer turn cut short by barge-in holds only the
 * words the caller heard. System turns carry `add-message` notes from the client.
 */
export interface DialogueTurn {
  role: 'caller' | 'buyer' | 'system';
  text: string;
}

/**
 * A reply streams as text deltas (cut anywhere, even inside words); `end-call` after the text
 * means the buyer hangs up once it has been spoken.
 */
export type DialogueEvent = { type: 'text'; text: string } | { type: 'end-call' };

export interface DialogueReplyOptions {
  /** Aborted on barge-in or call end: the iteration stops quietly, without an error. */
  signal?: AbortSignal;
}

/** One call's conversation. May keep state between replies (what was said, the buyer's mood). */
export interface DialogueConversation {
  /**
   * The buyer's next reply to `turns` (the whole conversation so far, oldest first, including the
   * first message; the last turn is the caller's). Failures reject the iteration with a
   * `DialogueProviderError`.
   */
  reply(turns: readonly DialogueTurn[], options?: DialogueReplyOptions): AsyncIterable<DialogueEvent>;
}

export interface Dialogue {
  /** For logs: 'offline-buyer', 'openai-chat'. */
  readonly name: string;
  startConversation(context: DialogueContext): DialogueConversation;
  /**
   * Does ahead of a scenario's calls what a conversation on it would otherwise do first: when the
   * scenario is saved, and again as a call's greeting begins, shortly before its first reply (a
   * warm-up does not last: decision 116). Must leave no trace in any conversation's replies.
   */
  prepareScenario?(scenario: BuyerScenario): void | Promise<void>;
  close?(): Promise<void>;
}

export class DialogueProviderError extends Error {
  override readonly name = 'DialogueProviderError';
  readonly provider: string;
  readonly retryable: boolean;

  constructor(provider: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.provider = provider;
    this.retryable = options.retryable;
  }
}
