import { FIRST_MESSAGE } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { MISSED_THAT_LINE, SAY_AGAIN_LINE } from './call-pipeline';
import { conversation } from './conversation-script.test-support';
import type { CallRig } from './conversation-script.test-support';
import { BUYER_LEVEL, CALLER_LEVEL, FRAMES_PER_WORD } from './fake-call-engines.test-support';
import { DEFAULT_END_OF_TURN } from '../speech/end-of-turn';

const userMessages = (rig: CallRig, transcriptType: 'partial' | 'final') =>
  rig.messagesOf('transcript').filter((sent) => sent.message.role === 'user' && sent.message.transcriptType === transcriptType);
const framePeak = (frame: Int16Array | undefined) => Math.max(...(frame ?? [0]));

describe('call pipeline: turn taking', () => {
  it('speaks the first message at once and records it', async () => {
    const rig = await conversation().buyerSays(FIRST_MESSAGE).run();
    expect(rig.messages[0]?.message).toEqual({ type: 'status-update', status: 'in-progress' });
    expect(rig.audio[0]).toBe(0);
    // 3 words, 200 ms each, paced in real time: never more than 100 ms ahead of playback.
    expect(rig.audio).toHaveLength(3 * FRAMES_PER_WORD);
    rig.audio.forEach((sentAt, index) => expect(index * 20 - sentAt).toBeLessThanOrEqual(100));
    expect(rig.entries[0]).toEqual({ role: 'assistant', text: FIRST_MESSAGE, startMs: 0, endMs: 600 });
    expect(rig.dialogue.contexts).toHaveLength(1);
  });

  it('answers a question after 200 ms of silence, with partial then final caller text', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: ['Hi Sam. What do you sell?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can i tell you about quotaflow', { ms: 1200 })
      .check((rig) => {
        speechEndMs = rig.nowMs;
        expect(userMessages(rig, 'partial').map((sent) => sent.message.transcript)).toContain('can i tell you');
        expect(rig.messagesOf('speech-update').at(-1)?.message).toEqual({ type: 'speech-update', role: 'user', status: 'started' });
      })
      .silence(180)
      .check((rig) => {
        expect(userMessages(rig, 'final')).toHaveLength(0);
        expect(rig.audio.filter((sentAt) => sentAt > speechEndMs)).toHaveLength(0);
      })
      .callerIsHeard('can i tell you about quotaflow')
      .buyerSays('Hi Sam. What do you sell?')
      .run();

    const final = userMessages(rig, 'final')[0]!;
    expect(final.atMs).toBe(speechEndMs + 200);
    expect(final.message.startMs).toBe(rig.callerSpeechStartedMs);
    expect(rig.entries[1]).toEqual({
      role: 'user',
      text: 'can i tell you about quotaflow',
      startMs: rig.callerSpeechStartedMs,
      endMs: speechEndMs,
    });
    // The reply was prepared during the pause: its first frame leaves with the end of the turn.
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(speechEndMs + 200);
    expect(rig.dialogue.requests[0]).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'caller', text: 'can i tell you about quotaflow' },
    ]);
    // The buyer's text shows sentence by sentence as each starts playing.
    const buyerPartials = rig
      .messagesOf('transcript')
      .filter((sent) => sent.message.role === 'assistant' && sent.message.transcriptType === 'partial');
    expect(buyerPartials.map((sent) => sent.message.transcript).slice(-2)).toEqual(['Hi Sam.', 'Hi Sam. What do you sell?']);
  });

  it('says "Sorry?" when the caller spoke a while and nothing was recognised, and ignores a short noise', async () => {
    const rig = await conversation()
      .buyerSays(FIRST_MESSAGE)
      .callerSays('', { ms: 400 })
      .silence(3000)
      .check((rig) => expect(rig.entries).toHaveLength(1))
      // A voice (pitched, as words and hums are) the recogniser made nothing of.
      .callerSays('', { ms: 1400, pitch: { fromHz: 140, toHz: 120 } })
      .buyerSays(SAY_AGAIN_LINE)
      .run();
    expect(rig.dialogue.requests).toHaveLength(0);
  });

  it('says nothing to a long stretch of sound without a voice and without words (hiss the gain control lifted)', async () => {
    const rig = await conversation().buyerSays(FIRST_MESSAGE).callerSays('', { ms: 1500 }).silence(3000).run();
    expect(rig.entries.map((entry) => entry.text)).toEqual([FIRST_MESSAGE]);
    expect(rig.dialogue.requests).toHaveLength(0);
  });

  it("queues the client's say behind the turn playing", async () => {
    await conversation()
      .check((rig) => rig.pipeline.say('Also, make it quick.'))
      .buyerSays(FIRST_MESSAGE)
      .buyerSays('Also, make it quick.')
      .run();
  });

  it('stops the buyer within 200 ms when the caller barges in, keeping only the words heard', async () => {
    const reply = 'Well, I am not sure we need another tool right now, we already have a process for that.';
    const rig = await conversation({ buyer: [reply, 'Go ahead.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can you tell me about your team')
      .callerIsHeard('can you tell me about your team')
      .callerInterrupts('wait can i ask one thing', { afterMs: 1000, ms: 1500 })
      .buyerIsCutOff('Well, I am not sure')
      .callerIsHeard('wait can i ask one thing')
      .buyerSays('Go ahead.')
      .run();

    const onset = rig.callerSpeechStartedMs;
    const clear = rig.messagesOf('clear-audio');
    expect(clear).toHaveLength(1);
    // At the onset (4 speech frames of 5), before the start of speech is sure (8 of 10): decision 66.
    expect(clear[0]!.atMs - onset).toBeLessThanOrEqual(100);
    const replyFrames = rig.audio.filter((sentAt) => sentAt > onset - 1000 && sentAt < onset + 1500);
    expect(Math.max(...replyFrames) - onset).toBeLessThan(200);
    const cutOff = rig.entries.find((entry) => entry.interrupted)!;
    expect(cutOff.endMs - onset).toBeLessThanOrEqual(200);
    // The dialogue hears what the caller heard, and the caller's words after it.
    expect(rig.dialogue.requests[1]!.slice(-2)).toEqual([
      { role: 'buyer', text: 'Well, I am not sure' },
      { role: 'caller', text: 'wait can i ask one thing' },
    ]);
    // The recording holds no buyer voice after the cut (the frames the client dropped).
    const afterCut = rig.recorded.slice(Math.ceil((cutOff.endMs + 20) / 20), Math.floor((onset + 1500) / 20));
    expect(afterCut.every((frame) => framePeak(frame) === CALLER_LEVEL)).toBe(true);
  });

  it('lets the caller go on while the reply is still being prepared, then answers all of it', async () => {
    const rig = await conversation({ buyer: [{ text: 'First answer.', thinkMs: 500 }, 'Second answer.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can i tell you')
      .silence(400)
      .callerSays('about quotaflow', { ms: 800 })
      .callerIsHeard('can i tell you')
      .callerIsHeard('about quotaflow')
      .buyerSays('Second answer.')
      .run();
    expect(rig.dialogue.requests[1]).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'caller', text: 'can i tell you about quotaflow' },
    ]);
    expect(rig.messagesOf('clear-audio')).toHaveLength(0);
  });
});

describe('call pipeline: end of turn and replies prepared during pauses', () => {
  const assistantStarts = (rig: CallRig) =>
    rig.messagesOf('speech-update').filter((sent) => sent.message.role === 'assistant' && sent.message.status === 'started');

  it('waits through a pause after "and", then answers the whole sentence once', async () => {
    let pauseStartMs = 0;
    const rig = await conversation({ buyer: ['Tell me more.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we help sales teams and', { ms: 1500 })
      .check((rig) => {
        pauseStartMs = rig.nowMs;
      })
      // Longer than a question's 200 ms; much shorter than the 1500 ms after "and".
      .silence(900)
      .check((rig) => {
        expect(rig.entries.filter((entry) => entry.role === 'user')).toHaveLength(0);
        expect(rig.dialogue.requests).toHaveLength(0);
        expect(rig.audio.filter((sentAt) => sentAt > pauseStartMs)).toHaveLength(0);
      })
      .callerSays('we coach their new reps', { ms: 1500 })
      .callerIsHeard('we help sales teams and we coach their new reps')
      .buyerSays('Tell me more.')
      .run();
    expect(rig.entries.filter((entry) => entry.role === 'user')).toHaveLength(1);
    expect(rig.dialogue.requests).toEqual([
      [
        { role: 'buyer', text: FIRST_MESSAGE },
        { role: 'caller', text: 'we help sales teams and we coach their new reps' },
      ],
    ]);
  });

  it('ends a statement whose end says nothing either way after the unknown silence', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: ['Hello.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we sell coaching software', { ms: 1200 })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .callerIsHeard('we sell coaching software')
      .buyerSays('Hello.')
      .run();
    expect(userMessages(rig, 'final')[0]!.atMs).toBe(speechEndMs + DEFAULT_END_OF_TURN.unknownSilenceMs);
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(speechEndMs + DEFAULT_END_OF_TURN.unknownSilenceMs);
  });

  it('drops the reply prepared during a pause when the caller goes on: no audio, no transcript, no trace in the dialogue', async () => {
    let turnStartMs = 0;
    const rig = await conversation({ buyer: ['Sounds expensive.', 'Tell me more.'] })
      .buyerSays(FIRST_MESSAGE)
      .check((rig) => {
        turnStartMs = rig.nowMs;
      })
      .callerSays('we sell coaching software', { ms: 1500 })
      // 180 ms: past the 120 ms pause (the reply is prepared), short of the 200 ms end.
      .silence(180)
      .check((rig) => expect(rig.dialogue.requests).toHaveLength(1))
      .callerSays('for sales teams', { ms: 1000 })
      .callerIsHeard('we sell coaching software for sales teams')
      .buyerSays('Tell me more.')
      .run();

    // It was prepared, even voiced, but never let out.
    expect(rig.dialogue.requests[0]!.at(-1)).toEqual({ role: 'caller', text: 'we sell coaching software' });
    expect(rig.tts.requested).toContain('Sounds expensive.');
    expect(rig.entries.map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'we sell coaching software for sales teams', 'Tell me more.']);
    expect(rig.messagesOf('transcript').some((sent) => sent.message.transcript.includes('expensive'))).toBe(false);
    expect(rig.messagesOf('clear-audio')).toHaveLength(0);
    expect(assistantStarts(rig)).toHaveLength(2); // the first message and the real reply
    const reply = rig.entries.at(-1)!;
    expect(rig.audio.filter((sentAt) => sentAt > turnStartMs && sentAt < reply.startMs)).toHaveLength(0);
    // The dialogue never saw the dropped reply: it answers the caller's whole turn.
    expect(rig.dialogue.requests[1]).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'caller', text: 'we sell coaching software for sales teams' },
    ]);
  });

  it('keeps a prepared reply that failed until the turn is over, then asks to repeat as before', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: [{ fail: true }, 'Sure.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can i tell you about quotaflow')
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .buyerSays(MISSED_THAT_LINE)
      .run();
    expect(rig.entries.find((entry) => entry.text === MISSED_THAT_LINE)!.startMs).toBe(speechEndMs + 200);
  });

  it('drops the prepared reply when the recogniser dies during the pause, and asks to repeat', async () => {
    const rig = await conversation({ buyer: ['Sounds expensive.', 'Tell me more.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we sell coaching software', { ms: 1500 })
      .silence(180)
      .check((rig) => {
        expect(rig.dialogue.requests).toHaveLength(1);
        rig.stt.streams[0]!.die();
      })
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('we sell coaching software')
      .callerIsHeard('we sell coaching software')
      .buyerSays('Tell me more.')
      .run();
    expect(rig.entries.some((entry) => entry.text === 'Sounds expensive.')).toBe(false);
    expect(rig.stt.streams).toHaveLength(2);
  });

  it('asks for the reply only at the end of the turn when replies are not prepared in pauses', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: [{ text: 'Hi Sam.', thinkMs: 100 }], prepareRepliesInPauses: false })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can i tell you about quotaflow', { ms: 1200 })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .silence(180)
      .check((rig) => expect(rig.dialogue.requests).toHaveLength(0))
      .buyerSays('Hi Sam.')
      .run();
    // The end silence still follows the words (200 ms); the reply's thinking comes after it.
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(speechEndMs + 200 + 100);
  });

  it('without early flushes (a recogniser that does not stream), judges the pause from the partial text', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: ['Hi Sam.'], recogniserStreams: false })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can i tell you about quotaflow', { ms: 1200 })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .callerIsHeard('can i tell you about quotaflow')
      .buyerSays('Hi Sam.')
      .run();
    expect(rig.stt.streams[0]!.flushes).toBe(1);
    expect(userMessages(rig, 'final')[0]!.atMs).toBe(speechEndMs + 200);
  });
});

describe('call pipeline: how calls end', () => {
  it('ends with assistant-ended-call after the buyer says goodbye, even when talked over', async () => {
    const rig = await conversation({ buyer: [{ text: "We're all set, thanks. Goodbye.", endCall: true }] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('i sell coaching software')
      .callerIsHeard('i sell coaching software')
      .callerInterrupts('but wait', { afterMs: 400, ms: 600 })
      .buyerSays("We're all set, thanks. Goodbye.")
      .endsWith('assistant-ended-call')
      .run();
    const [ending] = rig.endings;
    const goodbye = rig.entries.find((entry) => entry.text.endsWith('Goodbye.'))!;
    expect(ending!.atMs).toBeGreaterThanOrEqual(rig.audio.at(-1)! + 20);
    expect(ending!.durationMs).toBe(goodbye.endMs);
    expect(rig.messages.at(-1)?.message).toEqual({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
  });

  it("ends with assistant-ended-call after the client's say with endCallAfterSpoken", async () => {
    await conversation()
      .buyerSays(FIRST_MESSAGE)
      .check((rig) => rig.pipeline.say('Sorry, I have to jump into a meeting.', true))
      .buyerSays('Sorry, I have to jump into a meeting.')
      .endsWith('assistant-ended-call')
      .run();
  });

  it('cuts the call off at the maximum duration, keeping the words under way', async () => {
    const rig = await conversation({ maxDurationMs: 4000 })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we help sales teams ramp new reps twice as fast', { ms: 5000 })
      .endsWith('exceeded-max-duration')
      .run();
    expect(rig.endings).toEqual([{ reason: 'exceeded-max-duration', durationMs: 4000, atMs: 4000 }]);
    expect(rig.entries.at(-1)).toMatchObject({ role: 'user', text: 'we help sales teams ramp new reps twice as fast' });
    expect(rig.recorded).toHaveLength(4000 / 20);
  });

  it('ends after the silence timeout without caller speech', async () => {
    const rig = await conversation({ silenceTimeoutMs: 5000 }).buyerSays(FIRST_MESSAGE).endsWith('silence-timed-out').run();
    expect(rig.endings[0]!.durationMs).toBe(600 + 5000);
  });

  it('ends once (end is idempotent) and closes the engines', async () => {
    const rig = await conversation().buyerSays(FIRST_MESSAGE).silence(400).run();
    const [first, second] = await Promise.all([rig.pipeline.end('customer-ended-call'), rig.pipeline.end('connection-lost')]);
    const third = await rig.pipeline.end('pipeline-error');
    expect(first).toEqual({ reason: 'customer-ended-call', durationMs: 1000 });
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(rig.endings).toHaveLength(1);
    expect(rig.messagesOf('status-update').filter((sent) => sent.message.status === 'ended')).toHaveLength(1);
    expect(rig.stt.streams.every((stream) => stream.closed)).toBe(true);
    expect(rig.vad.closed).toBe(1);

    const sent = rig.messages.length;
    await rig.callerSpeaks('anyone there', 600);
    rig.pipeline.say('Hello?');
    await rig.runFor(1000);
    expect(rig.messages).toHaveLength(sent);
  });
});

describe('call pipeline: the caller', () => {
  it('ignores a muted caller, then hears them again', async () => {
    const rig = await conversation({ buyer: ['Hi there.'] })
      .mute()
      .callerSays('you should not hear this', { ms: 400 })
      .buyerSays(FIRST_MESSAGE)
      .silence(400)
      .check((rig) => {
        expect(rig.messagesOf('speech-update').filter((sent) => sent.message.role === 'user')).toHaveLength(0);
        expect(rig.recorded.every((frame) => framePeak(frame) <= BUYER_LEVEL)).toBe(true);
      })
      .mute(false)
      .callerSays('hello')
      .callerIsHeard('hello')
      .buyerSays('Hi there.')
      .run();
    expect(rig.entries.filter((entry) => entry.role === 'user')).toHaveLength(1);
  });

  it('passes notes added by the client to the dialogue', async () => {
    const rig = await conversation({ buyer: ['Noted.'] })
      .buyerSays(FIRST_MESSAGE)
      .check((rig) => rig.pipeline.addMessage('system', 'The caller is a senior rep.'))
      .callerSays('hi there')
      .buyerSays('Noted.')
      .run();
    expect(rig.dialogue.requests[0]).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'system', text: 'The caller is a senior rep.' },
      { role: 'caller', text: 'hi there' },
    ]);
  });

  it('records both voices on one timeline covering the whole call', async () => {
    const rig = await conversation({ buyer: ['Okay, tell me more.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we sell coaching', { ms: 1000 })
      .buyerSays('Okay, tell me more.')
      .silence(500)
      .run();
    const summary = await rig.pipeline.end('customer-ended-call');
    expect(rig.recorded).toHaveLength(summary.durationMs / 20);
    const peaks = rig.recorded.map(framePeak);
    expect(peaks.slice(0, 30).every((peak) => peak === BUYER_LEVEL)).toBe(true);
    const callerFrom = rig.callerSpeechStartedMs / 20;
    expect(peaks.slice(callerFrom, callerFrom + 50).every((peak) => peak === CALLER_LEVEL)).toBe(true);
    const reply = rig.entries.at(-1)!;
    expect(peaks.slice(reply.startMs / 20, reply.endMs / 20).every((peak) => peak === BUYER_LEVEL)).toBe(true);
    expect(peaks.slice(reply.endMs / 20).every((peak) => peak === 0)).toBe(true);
  });
});
