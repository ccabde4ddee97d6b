import { CALL_PROTOCOL_ERRORS, CALL_PROTOCOL_VERSION } from '@rehearse/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTENING_TIMEOUT_MS } from './active-call';
import {
  API_BASE_URL,
  SCENARIO_ID,
  buildStartCallResponse,
  buildWebCall,
  eventNames,
  jsonResponse,
  until,
  useFakeClock,
} from './web-call.test-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('WebCall.start', () => {
  it('throws the SDK text without an assistant, squad or workflow', async () => {
    const { client } = buildWebCall();
    await expect(client.start()).rejects.toThrow(new Error('Assistant or Squad or Workflow must be provided.'));
    await expect(client.start(null)).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
    await expect(client.start('')).rejects.toThrow('Assistant or Squad or Workflow must be provided.');
  });

  it('returns null for a second start while a call is starting or live', async () => {
    const rig = buildWebCall();
    const first = rig.client.start(SCENARIO_ID);
    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().open();
    rig.socket().receive({ type: 'listening', callId: 'call-1', maxDurationSeconds: 1800 });
    expect(await first).toEqual(buildStartCallResponse());
    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    expect(rig.fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the server for the call, then connects to its socket and says hello', async () => {
    const rig = buildWebCall();
    const started = rig.client.start({ metadata: { scenarioId: SCENARIO_ID } });
    await until(() => rig.sockets.length === 1, 'the call socket');

    expect(rig.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
    });
    const [url, init] = rig.fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API_BASE_URL}/api/calls`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ scenarioId: SCENARIO_ID });
    expect(rig.socket().url).toBe(`ws://localhost:3000${buildStartCallResponse().webCallUrl}`);

    rig.socket().open();
    expect(rig.socket().sentMessages).toEqual([{ type: 'hello', version: CALL_PROTOCOL_VERSION }]);
    expect(rig.events).toEqual([]);
    rig.socket().receive({ type: 'listening', callId: 'call-1', maxDurationSeconds: 1800 });
    expect(eventNames(rig.events)).toEqual(['call-start']);
    await expect(started).resolves.toMatchObject({ id: buildStartCallResponse().id });
  });

  it("fails the start with the server's sentence when it refuses the protocol version", async () => {
    const rig = buildWebCall();
    const started = rig.client.start(SCENARIO_ID);
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().open();
    const refusal = CALL_PROTOCOL_ERRORS.unsupportedVersion(CALL_PROTOCOL_VERSION);
    rig.socket().receive({ type: 'protocol-error', ...refusal });
    expect(await started).toBeNull();
    expect(rig.events).toEqual([['error', { type: 'protocol-error', ...refusal }]]);
    expect(rig.microphone.track.stopped).toBe(true);
  });

  it('emits the server refusal as a start-method-error and resolves to null', async () => {
    const rig = buildWebCall();
    rig.fetch.mockResolvedValueOnce(
      jsonResponse(402, { error: { code: 'insufficient_credits', message: 'No credits remaining. Please upgrade to continue.' } }),
    );

    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    expect(rig.events).toEqual([
      [
        'error',
        {
          type: 'start-method-error',
          message: 'No credits remaining. Please upgrade to continue.',
          status: 402,
          code: 'insufficient_credits',
        },
      ],
    ]);
    expect(rig.microphone.track.stopped).toBe(true);
    expect(rig.audio.closed).toBe(true);
    expect(rig.sockets).toHaveLength(0);
    // The started flag is cleared: the next start goes ahead.
    void rig.client.start(SCENARIO_ID);
    await until(() => rig.sockets.length === 1, 'the second attempt');
  });

  it('builds the audio graph while the server makes the call: a graph that fails ends the start after the call is made', async () => {
    const rig = buildWebCall();
    rig.audio.startFailure = new Error('AudioWorklet could not load');
    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    expect(rig.fetch).toHaveBeenCalledTimes(1);
    expect(rig.events).toEqual([
      ['error', expect.objectContaining({ type: 'call-error', message: "Could not start the call's audio: AudioWorklet could not load" })],
    ]);
    expect(rig.microphone.track.stopped).toBe(true);
    expect(rig.audio.closed).toBe(true);
    expect(rig.sockets).toHaveLength(0);
  });

  it("reports the server's refusal, not the audio's failure, when both fail", async () => {
    const rig = buildWebCall();
    rig.audio.startFailure = new Error('AudioWorklet could not load');
    rig.fetch.mockResolvedValueOnce(
      jsonResponse(409, { error: { code: 'call_in_progress', message: 'You already have a call in progress.' } }),
    );
    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    expect(rig.events).toEqual([['error', expect.objectContaining({ type: 'start-method-error', status: 409, code: 'call_in_progress' })]]);
  });

  it('reports an unreachable server as a network error', async () => {
    const rig = buildWebCall();
    rig.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    expect(rig.events).toEqual([
      ['error', expect.objectContaining({ type: 'start-method-error', message: 'Network error: Failed to fetch' })],
    ]);
  });

  it('emits a refused microphone as a microphone-error, before any call is created', async () => {
    const rig = buildWebCall();
    rig.getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));

    expect(await rig.client.start(SCENARIO_ID)).toBeNull();
    expect(rig.events).toEqual([
      ['error', expect.objectContaining({ type: 'microphone-error', message: 'NotAllowedError: Permission denied' })],
    ]);
    expect(rig.fetch).not.toHaveBeenCalled();
    expect(rig.audio.closed).toBe(true);
  });

  it('fails the start with a connection-error when the socket cannot connect', async () => {
    const rig = buildWebCall();
    const started = rig.client.start(SCENARIO_ID);
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().fail();

    expect(await started).toBeNull();
    expect(rig.events).toEqual([
      ['error', expect.objectContaining({ type: 'connection-error', message: expect.stringMatching(/^Network error/) })],
    ]);
    expect(rig.microphone.track.stopped).toBe(true);
  });

  it('fails the start when the server never says it is listening', async () => {
    useFakeClock();
    const rig = buildWebCall();
    const started = rig.client.start(SCENARIO_ID);
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().open();
    vi.advanceTimersByTime(LISTENING_TIMEOUT_MS);

    expect(await started).toBeNull();
    expect(eventNames(rig.events)).toEqual(['error']);
    expect(rig.socket().closedWith).not.toBeNull();
  });

  it('stopped while starting: resolves to null without an error or a call-end', async () => {
    const rig = buildWebCall();
    const started = rig.client.start(SCENARIO_ID);
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().open();
    await rig.client.stop();

    expect(await started).toBeNull();
    expect(rig.socket().messagesOfType('end-call')).toHaveLength(1);
    expect(rig.events).toEqual([]);
  });
});
