import { FIRST_MESSAGE } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { MISSED_THAT_LINE } from './call-pipeline';
import { conversation } from './conversation-script.test-support';

describe('call pipeline: provider failures', () => {
  it('asks the caller to repeat when the recogniser dies, and opens a new stream', async () => {
    const rig = await conversation({ buyer: ['Hi Sam, what do you sell?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hi this is sam', { recogniserFails: true })
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('hi this is sam')
      .callerIsHeard('hi this is sam')
      .buyerSays('Hi Sam, what do you sell?')
      .run();
    expect(rig.stt.streams).toHaveLength(2);
    expect(rig.stt.streams[0]!.closed).toBe(true);
  });

  it('keeps what was spoken when synthesis fails mid-reply, then asks to repeat', async () => {
    const rig = await conversation({ buyer: ['Hmm, not sure. We already have a process.', 'Fine.'], failSynthesisOf: [/process/] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we sell coaching')
      .buyerSays('Hmm, not sure.')
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('we sell coaching')
      .buyerSays('Fine.')
      .run();
    expect(rig.dialogue.requests[1]).toContainEqual({ role: 'buyer', text: `Hmm, not sure. ${MISSED_THAT_LINE}` });
  });

  it('shows the recovery line as text when the voice itself is down', async () => {
    const rig = await conversation({ buyer: ['That sounds good.', 'Fine.'], failSynthesisOf: [/good/, /missed/] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we sell coaching')
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('we sell coaching')
      .buyerSays('Fine.')
      .run();
    const unvoiced = rig.entries.find((entry) => entry.text === MISSED_THAT_LINE)!;
    expect(unvoiced.startMs).toBe(unvoiced.endMs);
    expect(
      rig.messagesOf('transcript').some((sent) => sent.message.transcript === MISSED_THAT_LINE && sent.message.transcriptType === 'final'),
    ).toBe(true);
  });

  it('asks to repeat when the dialogue fails, and goes on', async () => {
    const rig = await conversation({ buyer: [{ fail: true }, 'Sure, go on.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('can i tell you about quotaflow')
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('can i tell you about quotaflow')
      .buyerSays('Sure, go on.')
      .run();
    expect(rig.endings).toHaveLength(0);
  });

  it('ends with pipeline-error after three failures in a row', async () => {
    const rig = await conversation({ buyer: [{ fail: true }, { fail: true }, { fail: true }] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hello')
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('hello')
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('hello')
      .endsWith('pipeline-error')
      .run();
    expect(rig.entries.filter((entry) => entry.text === MISSED_THAT_LINE)).toHaveLength(2);
  });
});

describe('call pipeline: a recogniser that keeps dying', () => {
  it('asks twice, then ends with pipeline-error', async () => {
    const rig = await conversation()
      .buyerSays(FIRST_MESSAGE)
      .callerSays('hello', { recogniserFails: true })
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('hello', { recogniserFails: true })
      .buyerSays(MISSED_THAT_LINE)
      .callerSays('hello', { recogniserFails: true })
      .endsWith('pipeline-error')
      .run();
    expect(rig.stt.streams).toHaveLength(3);
    expect(rig.dialogue.requests).toHaveLength(0);
  });
});
