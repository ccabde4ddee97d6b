import { clientMessageSchema } from '@rehearse/domain';
import type { ClientMessage, StartCallResponse } from '@rehearse/domain';
import { ActiveCall } from './active-call';
import { createBrowserAudioIO } from './browser-audio-io';
import { openBrowserSocket } from './call-socket';
import { browserGetUserMedia } from './microphone';
import { TypedEmitter } from './typed-emitter';
import type { AssistantInput, WebCallApi, WebCallEventName, WebCallEvents, WebCallOptions, WebCallSendMessage } from './web-call.types';
import type { WebCallDependencies } from './web-call.ports';

/**
 * The web-call client (spec sections 4 and 5), shaped like the Vapi web SDK: one call at a time,
 * guarded by a started flag; events call-start, call-end, speech-start, speech-end, volume-level,
 * message and error. The call itself (microphone, socket, audio) is an `ActiveCall`; this class
 * keeps the public surface and the listeners, which outlive each call.
 */
export class WebCall implements WebCallApi {
  private readonly events = new TypedEmitter<WebCallEvents>();
  private started = false;
  private call: ActiveCall | null = null;

  constructor(private readonly options: WebCallOptions = {}) {}

  async start(
    assistant?: AssistantInput | null,
    _assistantOverrides?: unknown,
    squad?: unknown,
    workflow?: unknown,
  ): Promise<StartCallResponse | null> {
    if (!assistant && !squad && !workflow) throw new Error('Assistant or Squad or Workflow must be provided.');
    if (this.started) return null;
    this.started = true;

    const scenarioId = scenarioIdOf(assistant);
    const apiBaseUrl = this.options.apiBaseUrl ?? pageOrigin();
    if (!scenarioId || !apiBaseUrl) {
      this.started = false;
      const message = scenarioId
        ? 'No API address: pass apiBaseUrl when the client runs outside a web page.'
        : 'Name the scenario to practise: a scenario id, or an assistant with metadata.scenarioId (squads and workflows are not supported).';
      this.events.emit('error', { type: 'start-method-error', message });
      return null;
    }

    const call: ActiveCall = new ActiveCall({
      scenarioId,
      apiBaseUrl,
      dependencies: resolveDependencies(this.options),
      events: this.events,
      onFinished: () => {
        if (this.call !== call) return;
        this.call = null;
        this.started = false;
      },
    });
    this.call = call;
    return call.start();
  }

  async stop(): Promise<void> {
    await this.call?.stop();
  }

  setMuted(muted: boolean): void {
    this.requireCall().setMuted(muted);
  }

  isMuted(): boolean {
    return this.requireCall().isMuted;
  }

  say(message: string, endCallAfterSpoken?: boolean): void {
    const say = validClientMessage({ type: 'say', message, endCallAfterSpoken });
    this.call?.sendWhileLive(say);
  }

  send(message: WebCallSendMessage): void {
    if (message.type === 'add-message') {
      this.call?.sendWhileLive(validClientMessage({ type: 'add-message', message: message.message }));
    } else if (message.control === 'end-call') {
      void this.stop();
    } else {
      // The protocol has no server-side 'mute the buyer': the buyer's voice is silenced here, on playback.
      this.call?.setAssistantMuted(message.control === 'mute-assistant');
    }
  }

  on<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this {
    this.events.on(event, listener);
    return this;
  }

  off<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this {
    this.events.off(event, listener);
    return this;
  }

  once<E extends WebCallEventName>(event: E, listener: WebCallEvents[E]): this {
    this.events.once(event, listener);
    return this;
  }

  removeAllListeners(event?: WebCallEventName): this {
    this.events.removeAllListeners(event);
    return this;
  }

  private requireCall(): ActiveCall {
    if (!this.call) throw new Error('Call object is not available.');
    return this.call;
  }
}

function scenarioIdOf(assistant: AssistantInput | null | undefined): string | undefined {
  if (typeof assistant === 'string') return assistant.trim() || undefined;
  const scenarioId = assistant?.metadata?.scenarioId;
  return typeof scenarioId === 'string' && scenarioId.trim() ? scenarioId.trim() : undefined;
}

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** A message that breaks the protocol's rules is the caller's bug: refuse it here rather than have the server end the call. */
function validClientMessage(message: ClientMessage): ClientMessage {
  const result = clientMessageSchema.safeParse(message);
  if (!result.success) throw new Error(`Invalid ${message.type} message: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

function resolveDependencies(options: WebCallOptions): WebCallDependencies {
  return {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getUserMedia: options.getUserMedia ?? browserGetUserMedia,
    openSocket: options.openSocket ?? openBrowserSocket,
    createAudioIO: options.createAudioIO ?? createBrowserAudioIO,
  };
}
