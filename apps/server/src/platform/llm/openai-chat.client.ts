export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

/** A function the model may call (OpenAI function calling); `parameters` is a JSON schema. */
export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatStreamOptions extends ChatOptions {
  tools?: readonly ChatTool[];
}

/** What a streamed answer holds: text as it arrives, then the calls the model made, once complete. */
export type ChatStreamEvent = { type: 'text'; text: string } | { type: 'tool-call'; name: string; arguments: string };

export interface ChatSettings {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as a bearer token; local servers often need none. */
  apiKey?: string;
  model: string;
  /** Non-streaming: the whole answer. Streaming: until the first chunk, then between chunks. */
  timeoutMs?: number;
}

export type ChatFailure = 'timeout' | 'http' | 'network' | 'protocol';

/** A provider failure; `retryable` says whether the same request may succeed later (429, 5xx, timeouts). */
export class ChatProviderError extends Error {
  override readonly name = 'ChatProviderError';
  constructor(
    readonly kind: ChatFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
  get retryable(): boolean {
    return this.kind === 'timeout' || this.kind === 'network' || this.status === 429 || (this.status ?? 0) >= 500;
  }
}

/**
 * A client of any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Groq, Ollama, vLLM,
 * llama.cpp server). `complete` returns the whole answer; `stream` yields text as it arrives (the
 * live call's dialogue). Both throw ChatProviderError; breaking out of a stream cancels the request.
 */
export interface ChatClient {
  readonly model: string;
  complete(messages: readonly ChatMessage[], options?: ChatOptions): Promise<string>;
  stream(messages: readonly ChatMessage[], options?: ChatOptions): AsyncIterable<string>;
  /** Like `stream`, with tools: text deltas as they come, each tool call once its arguments are complete. */
  streamEvents(messages: readonly ChatMessage[], options?: ChatStreamOptions): AsyncIterable<ChatStreamEvent>;
}

export const DEFAULT_CHAT_TIMEOUT_MS = 30_000;

export function createOpenAiChatClient(settings: ChatSettings): ChatClient {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;

  async function post(messages: readonly ChatMessage[], options: ChatStreamOptions, stream: boolean, controller: AbortController) {
    const body = {
      model: settings.model,
      messages,
      stream,
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
      ...(options.tools?.length
        ? {
            tools: options.tools.map((tool) => ({
              type: 'function',
              function: { name: tool.name, description: tool.description, parameters: tool.parameters },
            })),
          }
        : {}),
    };
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      throw failureOf(error, controller);
    }
    if (!response.ok) throw await httpError(response);
    return response;
  }

  return {
    model: settings.model,

    async complete(messages, options = {}) {
      const controller = linkedController(options.signal);
      const timer = setTimeout(() => controller.abort(new ChatProviderError('timeout', `no answer within ${timeoutMs} ms`)), timeoutMs);
      try {
        const response = await post(messages, options, false, controller);
        let payload: unknown;
        try {
          payload = await response.json();
        } catch (error) {
          if (controller.signal.aborted) throw failureOf(error, controller);
          throw new ChatProviderError('protocol', 'the answer is not JSON');
        }
        const content = (payload as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
        if (typeof content !== 'string') throw new ChatProviderError('protocol', 'the answer has no choices[0].message.content');
        return content;
      } finally {
        clearTimeout(timer);
      }
    },

    async *stream(messages, options = {}) {
      for await (const event of streamEvents(messages, options)) {
        if (event.type === 'text') yield event.text;
      }
    },

    streamEvents,
  };

  async function* streamEvents(messages: readonly ChatMessage[], options: ChatStreamOptions = {}): AsyncGenerator<ChatStreamEvent> {
    const controller = linkedController(options.signal);
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new ChatProviderError('timeout', `no data within ${timeoutMs} ms`)), timeoutMs);
    };
    arm();
    const toolCalls = new ToolCallAssembler();
    try {
      const response = await post(messages, options, true, controller);
      if (!response.body) throw new ChatProviderError('protocol', 'the stream has no body');
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      let buffered = '';
      let data: string[] = [];
      for (;;) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw failureOf(error, controller);
        }
        arm();
        buffered += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
        const lines = buffered.split(/\r?\n/);
        buffered = chunk.done ? '' : (lines.pop() ?? '');
        // A server may close without a final blank line: treat the end as one.
        if (chunk.done) lines.push('');
        for (const line of lines) {
          if (line.startsWith('data:')) {
            data.push(line.slice(5).trimStart());
            continue;
          }
          if (line !== '' || data.length === 0) continue;
          const event = data.join('\n');
          data = [];
          if (event === '[DONE]') {
            yield* toolCalls.complete();
            return;
          }
          const delta = deltaOf(event);
          if (delta.content) yield { type: 'text', text: delta.content };
          toolCalls.add(delta.toolCalls);
        }
        if (chunk.done) {
          yield* toolCalls.complete();
          return;
        }
      }
    } finally {
      clearTimeout(timer);
      // Ends the request when the caller stops reading early.
      if (!controller.signal.aborted) controller.abort();
    }
  }
}

interface ToolCallDelta {
  index?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

/** Tool calls stream in pieces keyed by index: the name first, then the arguments' JSON in fragments. */
class ToolCallAssembler {
  private readonly calls = new Map<number, { name: string; arguments: string }>();

  add(deltas: ToolCallDelta[] | undefined): void {
    for (const delta of deltas ?? []) {
      const index = typeof delta.index === 'number' ? delta.index : 0;
      const call = this.calls.get(index) ?? { name: '', arguments: '' };
      if (typeof delta.function?.name === 'string') call.name += delta.function.name;
      if (typeof delta.function?.arguments === 'string') call.arguments += delta.function.arguments;
      this.calls.set(index, call);
    }
  }

  *complete(): Generator<ChatStreamEvent> {
    const ordered = [...this.calls.entries()].sort(([a], [b]) => a - b);
    this.calls.clear();
    for (const [, call] of ordered) {
      if (call.name) yield { type: 'tool-call', name: call.name, arguments: call.arguments };
    }
  }
}

function deltaOf(event: string): { content?: string; toolCalls?: ToolCallDelta[] } {
  let parsed: { choices?: { delta?: { content?: unknown; tool_calls?: unknown } }[]; error?: { message?: unknown } };
  try {
    parsed = JSON.parse(event) as typeof parsed;
  } catch {
    throw new ChatProviderError('protocol', 'a stream event is not JSON');
  }
  if (parsed.error) throw new ChatProviderError('http', `stream error: ${String(parsed.error.message ?? 'unknown')}`);
  const delta = parsed.choices?.[0]?.delta;
  return {
    ...(typeof delta?.content === 'string' ? { content: delta.content } : {}),
    ...(Array.isArray(delta?.tool_calls) ? { toolCalls: delta.tool_calls as ToolCallDelta[] } : {}),
  };
}

/** A controller that also aborts when the caller's signal does. */
function linkedController(signal: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}

function failureOf(error: unknown, controller: AbortController): Error {
  if (controller.signal.aborted) {
    const reason: unknown = controller.signal.reason;
    return reason instanceof Error ? reason : new ChatProviderError('network', 'the request was cancelled');
  }
  if (error instanceof ChatProviderError) return error;
  return new ChatProviderError('network', `cannot reach the provider: ${(error as Error).message}`);
}

async function httpError(response: Response): Promise<ChatProviderError> {
  let detail = '';
  try {
    const text = await response.text();
    const parsed = JSON.parse(text) as { error?: { message?: unknown; type?: unknown } };
    // A 401 echoes the wrong key with its middle starred out ('sk-ab***wxyz'): even that stays out of logs.
    detail = parsed.error?.message ? `: ${String(parsed.error.message).replace(/\S*\*{3,}\S*/g, '[redacted]')}` : '';
  } catch {
    // No readable body: the status says enough.
  }
  return new ChatProviderError('http', `the provider answered ${response.status}${detail}`, response.status);
}
