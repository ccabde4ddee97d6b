import { SpeechProviderError } from '../speech.ports';

/**
 * HTTP plumbing the cloud speech adapters share: one timeout that covers connecting and every
 * wait for the next chunk, the caller's signal, and provider failures mapped to
 * `SpeechProviderError` (retryable for timeouts, the network, 408, 429 and 5xx). Messages carry the
 * provider's own explanation, never a request header, so keys cannot reach a log through them.
 */

export type FetchFunction = typeof fetch;

export interface SpeechRequest {
  provider: string;
  url: string;
  init: RequestInit;
  /** Until the answer starts, then between chunks. */
  timeoutMs: number;
  /** The caller's cancellation (barge-in): the request stops and the iteration ends quietly. */
  signal?: AbortSignal;
  fetch?: FetchFunction;
}

/** The answer's body as it arrives; nothing more once the caller's signal aborts. */
export async function* streamSpeechResponse(request: SpeechRequest): AsyncGenerator<Uint8Array> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) return;
  request.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new SpeechProviderError(request.provider, `no answer within ${request.timeoutMs} ms`, { retryable: true })),
      request.timeoutMs,
    );
  };
  arm();
  try {
    const response = await send(request, controller);
    if (!response) return;
    if (!response.body) throw new SpeechProviderError(request.provider, 'the answer has no body', { retryable: true });
    const reader = response.body.getReader();
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (request.signal?.aborted) return;
        throw failureOf(request.provider, error, controller);
      }
      if (chunk.done) return;
      arm();
      yield chunk.value;
    }
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
    // Ends the request when the reader stops early or the caller cancelled.
    if (!controller.signal.aborted) controller.abort();
  }
}

/** One request whose JSON answer is read whole; undefined when the caller's signal aborted it. */
export async function requestSpeechJson(request: SpeechRequest): Promise<unknown> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) return undefined;
  request.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new SpeechProviderError(request.provider, `no answer within ${request.timeoutMs} ms`, { retryable: true })),
    request.timeoutMs,
  );
  try {
    const response = await send(request, controller);
    if (!response) return undefined;
    try {
      return await response.json();
    } catch (error) {
      if (request.signal?.aborted) return undefined;
      if (controller.signal.aborted) throw failureOf(request.provider, error, controller);
      throw new SpeechProviderError(request.provider, 'the answer is not JSON', { retryable: false });
    }
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onAbort);
  }
}

async function send(request: SpeechRequest, controller: AbortController): Promise<Response | undefined> {
  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(request.url, { ...request.init, signal: controller.signal });
  } catch (error) {
    if (request.signal?.aborted) return undefined;
    throw failureOf(request.provider, error, controller);
  }
  if (!response.ok) throw await httpFailure(request.provider, response);
  return response;
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** A provider's error answer, with the explanation from its body (OpenAI, ElevenLabs and Deepgram shapes). */
export async function httpFailure(provider: string, response: Response): Promise<SpeechProviderError> {
  let detail = '';
  try {
    detail = redactMaskedKeys(explanationOf(JSON.parse(await response.text()) as unknown));
  } catch {
    // No readable body: the status says enough.
  }
  return new SpeechProviderError(provider, `${provider} answered ${response.status}${detail ? `: ${detail}` : ''}`, {
    retryable: isRetryableStatus(response.status),
  });
}

/** `{error:{message}}` (OpenAI), `{detail:{status,message}}` or `{detail:[{msg}]}` (ElevenLabs), `{err_code,err_msg}` (Deepgram). */
export function explanationOf(body: unknown): string {
  const value = body as {
    error?: { message?: unknown };
    detail?: unknown;
    err_code?: unknown;
    err_msg?: unknown;
  };
  if (typeof value?.error?.message === 'string') return value.error.message;
  if (typeof value?.detail === 'string') return value.detail;
  if (Array.isArray(value?.detail)) {
    return (value.detail as { msg?: unknown }[])
      .map((item) => String(item.msg ?? ''))
      .filter(Boolean)
      .join('; ');
  }
  const detail = value?.detail as { status?: unknown; message?: unknown } | undefined;
  if (detail && typeof detail === 'object') return [detail.status, detail.message].filter((part) => typeof part === 'string').join(': ');
  return [value?.err_code, value?.err_msg].filter((part) => typeof part === 'string').join(': ');
}

/** OpenAI's 401 echoes the wrong key with its middle starred out ('sk-ab***wxyz'): even that stays out of logs. */
export function redactMaskedKeys(text: string): string {
  return text.replace(/\S*\*{3,}\S*/g, '[redacted]');
}

function failureOf(provider: string, error: unknown, controller: AbortController): SpeechProviderError {
  const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined;
  if (reason instanceof SpeechProviderError) return reason;
  if (error instanceof SpeechProviderError) return error;
  return new SpeechProviderError(provider, `cannot reach ${provider}: ${(error as Error).message}`, { retryable: true, cause: error });
}
