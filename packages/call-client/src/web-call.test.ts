import { CALL_FRAME_BYTES } from '@rehearse/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_LOST_MESSAGE, KEEPALIVE_INTERVAL_MS, STOP_GRACE_MS } from './active-call';
import { SCENARIO_ID, buildWebCall, eventNames, startLiveCall, until, useFakeClock } from './web-call.test-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('WebCall during a call', () => {
  it('passes transcripts, speech and status updates on as messages; not pongs or audio control', async () => {
    const rig = await startLiveCall();
    const transcript = {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: "Hello, who's calling?",
      startMs: 0,
    } as const;
    rig.socket().receive(transcript);
    rig.socket().receive({ type: 'speech-update', role: 'user', status: 'started' });
    rig.socket().receive({ type: 'status-update', status: 'in-progress' });
    rig.socket().receive({ type: 'pong', at: 1 });
    rig.socket().receive({ type: 'clear-audio' });

    expect(rig.events.slice(1)).toEqual([
      ['message', transcript],
      ['message', { type: 'speech-update', role: 'user', status: 'started' }],
      ['message', { type: 'status-update', status: 'in-progress' }],
    ]);
  });

  it('plays the buyer frames and flushes them at once on clear-audio', async () => {
    const rig = await startLiveCall();
    rig.socket().receiveFrame();
    rig.socket().receiveFrame();
    expect(rig.audio.played).toHaveLength(2);

    rig.socket().receive({ type: 'clear-audio' });
    expect(rig.audio.clears).toBe(1);
    expect(rig.audio.played).toHaveLength(0);
  });

  it('ignores malformed frames and carries on', async () => {
    const rig = await startLiveCall();
    rig.socket().receiveText('not json');
    rig.socket().receiveText('{"type":"no-such-message"}');
    rig.socket().receiveText('{"type":"transcript","role":"buyer"}');
    rig.socket().receiveText('null');
    rig.socket().receiveFrame(7);
    rig.socket().receiveFrame(CALL_FRAME_BYTES * 2);

    expect(eventNames(rig.events)).toEqual(['call-start']);
    expect(rig.audio.played).toHaveLength(0);
    rig.socket().receive({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'hi' });
    expect(eventNames(rig.events)).toEqual(['call-start', 'message']);
  });

  it('sends the microphone frames, and silence with a mute message while muted', async () => {
    const rig = await startLiveCall();
    const spoken = new Uint8Array(CALL_FRAME_BYTES).fill(7).buffer;
    rig.audio.capture(spoken);
    expect(rig.socket().sentFrames).toEqual([spoken]);

    rig.client.setMuted(true);
    expect(rig.client.isMuted()).toBe(true);
    expect(rig.microphone.track.enabled).toBe(false);
    expect(rig.socket().messagesOfType('mute')).toEqual([{ type: 'mute', muted: true }]);
    rig.audio.capture(spoken);
    expect(new Uint8Array(rig.socket().sentFrames[1] ?? new ArrayBuffer(0))).toEqual(new Uint8Array(CALL_FRAME_BYTES));

    rig.client.setMuted(false);
    expect(rig.microphone.track.enabled).toBe(true);
    expect(rig.socket().messagesOfType('mute').at(-1)).toEqual({ type: 'mute', muted: false });
  });

  it('sends no caller audio before the server listens, nor while the network is 2 s behind', async () => {
    const rig = buildWebCall();
    const started = rig.client.start(SCENARIO_ID);
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().open();
    rig.audio.capture();
    expect(rig.socket().sentFrames).toHaveLength(0);
    rig.socket().receive({ type: 'listening', callId: 'call-1', maxDurationSeconds: 1800 });
    await started;

    rig.socket().bufferedAmount = 101 * CALL_FRAME_BYTES;
    rig.audio.capture();
    expect(rig.socket().sentFrames).toHaveLength(0);
    rig.socket().bufferedAmount = 0;
    rig.audio.capture();
    expect(rig.socket().sentFrames).toHaveLength(1);
  });

  it('pings every 5 s to keep the connection open through quiet stretches', async () => {
    useFakeClock();
    const rig = await startLiveCall();
    vi.advanceTimersByTime(KEEPALIVE_INTERVAL_MS * 2);
    expect(rig.socket().messagesOfType('ping')).toHaveLength(2);
  });

  it('tells the server about a mute set before it was listening', async () => {
    const rig = buildWebCall();
    const started = rig.client.start(SCENARIO_ID);
    rig.client.setMuted(true);
    await until(() => rig.sockets.length === 1, 'the call socket');
    rig.socket().open();
    rig.socket().receive({ type: 'listening', callId: 'call-1', maxDurationSeconds: 1800 });
    await started;
    expect(rig.socket().messagesOfType('mute')).toEqual([{ type: 'mute', muted: true }]);
    expect(rig.microphone.track.enabled).toBe(false);
  });

  it('turns the played level into volume-level, speech-start and, 1000 ms after it drops, speech-end', async () => {
    useFakeClock();
    const rig = await startLiveCall();
    rig.audio.reportPlayedLevel(0.03);
    rig.audio.reportPlayedLevel(0.03);
    vi.advanceTimersByTime(100);
    expect(rig.events.slice(1)).toEqual([
      ['volume-level', expect.closeTo(0.2, 5)],
      ['speech-start', undefined],
    ]);

    rig.events.length = 0;
    vi.advanceTimersByTime(900);
    expect(eventNames(rig.events)).not.toContain('speech-end');
    vi.advanceTimersByTime(100);
    expect(eventNames(rig.events).filter((name) => name !== 'volume-level')).toEqual(['speech-end']);
    expect(rig.events.filter(([name]) => name === 'volume-level')).toHaveLength(10);
  });

  it('reports a protocol error from the server as a protocol-error', async () => {
    const rig = await startLiveCall();
    rig.socket().receive({ type: 'protocol-error', code: 'bad_frame', message: 'Audio frames are 640 bytes' });
    expect(rig.events.at(-1)).toEqual(['error', { type: 'protocol-error', code: 'bad_frame', message: 'Audio frames are 640 bytes' }]);
  });

  it('sends say and add-message, and refuses messages the protocol forbids', async () => {
    const rig = await startLiveCall();
    rig.client.say('Thanks, goodbye.', true);
    rig.client.send({ type: 'add-message', message: { role: 'system', content: 'The caller is on a train.' } });
    expect(rig.socket().sentMessages.slice(1)).toEqual([
      { type: 'say', message: 'Thanks, goodbye.', endCallAfterSpoken: true },
      { type: 'add-message', message: { role: 'system', content: 'The caller is on a train.' } },
    ]);
    expect(() => rig.client.say('   ')).toThrow(/Invalid say message/);
  });

  it('mutes the buyer locally on mute-assistant', async () => {
    const rig = await startLiveCall();
    rig.client.send({ type: 'control', control: 'mute-assistant' });
    expect(rig.audio.playbackMuted).toBe(true);
    rig.client.send({ type: 'control', control: 'unmute-assistant' });
    expect(rig.audio.playbackMuted).toBe(false);
  });
});

describe('WebCall ending', () => {
  it('on a socket closed without an ended status: says the connection was lost, emits the customer-ended-call status, then call-end, once', async () => {
    const rig = await startLiveCall();
    rig.socket().dropConnection();
    rig.socket().dropConnection();

    expect(rig.events.slice(1)).toEqual([
      ['error', { type: 'connection-error', message: CONNECTION_LOST_MESSAGE }],
      ['message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' }],
      ['call-end', undefined],
    ]);
    expect(rig.microphone.track.stopped).toBe(true);
    await rig.client.stop();
    expect(rig.audio.closed).toBe(true);
  });

  it("ends on the server's ended status, passing it on instead of inventing one", async () => {
    const rig = await startLiveCall();
    rig.socket().receive({ type: 'status-update', status: 'ended', endedReason: 'exceeded-max-duration' });
    rig.socket().dropConnection();

    expect(rig.events.slice(1)).toEqual([
      ['message', { type: 'status-update', status: 'ended', endedReason: 'exceeded-max-duration' }],
      ['call-end', undefined],
    ]);
    expect(rig.socket().closedWith?.code).toBe(1000);
  });

  it('stop: asks the server to end, waits for its ended status, then closes', async () => {
    const rig = await startLiveCall();
    const stopped = rig.client.stop();
    expect(rig.socket().messagesOfType('end-call')).toHaveLength(1);
    expect(rig.socket().closedWith).toBeNull();

    rig.socket().receive({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    await stopped;
    expect(eventNames(rig.events)).toEqual(['call-start', 'message', 'call-end']);
    expect(rig.socket().closedWith).not.toBeNull();
    expect(rig.audio.closed).toBe(true);
  });

  it('stop: closes after 2 s without an answer; idempotent, one call-end', async () => {
    useFakeClock();
    const rig = await startLiveCall();
    const first = rig.client.stop();
    const second = rig.client.stop();
    const withoutVolume = () => eventNames(rig.events).filter((name) => name !== 'volume-level');
    vi.advanceTimersByTime(STOP_GRACE_MS - 1);
    expect(withoutVolume()).toEqual(['call-start']);
    vi.advanceTimersByTime(1);
    await Promise.all([first, second, rig.client.stop()]);

    expect(withoutVolume()).toEqual(['call-start', 'message', 'call-end']);
    expect(rig.events.find(([name]) => name === 'message')?.[1]).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(rig.socket().messagesOfType('end-call')).toHaveLength(1);
    expect(rig.microphone.track.stopped).toBe(true);
  });

  it('stop without a call does nothing', async () => {
    const rig = buildWebCall();
    await expect(rig.client.stop()).resolves.toBeUndefined();
    expect(rig.events).toEqual([]);
  });

  it('setMuted and isMuted throw without a call, before and after one', async () => {
    const rig = buildWebCall();
    expect(() => rig.client.setMuted(true)).toThrow(new Error('Call object is not available.'));
    expect(() => rig.client.isMuted()).toThrow(new Error('Call object is not available.'));

    await startLiveCall(rig);
    expect(rig.client.isMuted()).toBe(false);
    rig.socket().dropConnection();
    expect(() => rig.client.isMuted()).toThrow('Call object is not available.');
  });
});
