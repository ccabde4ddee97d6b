export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
}

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
}

export const DEFAULT_CHAT_TIMEOUT_MS = 30_000;

export function createOpenAiChatClient(settings: ChatSettings): ChatClient {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_CHAT_TIMEOUT_MS;

  async function post(messages: readonly ChatMessage[], options: ChatOptions, stream: boolean, controller: AbortController) {
    const body = {
      model: settings.model,
      messages,
      stream,
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
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
      const controller = linkedController(options.signal);
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(new ChatProviderError('timeout', `no data within ${timeoutMs} ms`)), timeoutMs);
      };
      arm();
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
            if (event === '[DONE]') return;
            const text = deltaOf(event);
            if (text) yield text;
          }
          if (chunk.done) return;
        }
      } finally {
        clearTimeout(timer);
        // Ends the request when the caller stops reading early.
        if (!controller.signal.aborted) controller.abort();
      }
    },
  };
}

function deltaOf(event: string): string | undefined {
  let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: unknown } };
  try {
    parsed = JSON.parse(event) as typeof parsed;
  } catch {
    throw new ChatProviderError('protocol', 'a stream event is not JSON');
  }
  if (parsed.error) throw new ChatProviderError('http', `stream error: ${String(parsed.error.message ?? 'unknown')}`);
  const content = parsed.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : undefined;
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
    detail = parsed.error?.message ? `: ${String(parsed.error.message)}` : '';
  } catch {
    // No readable body: the status says enough.
  }
  return new ChatProviderError('http', `the provider answered ${response.status}${detail}`, response.status);
}
