import { computeConversationMetrics, FIRST_MESSAGE } from '@rehearse/domain';
import { describe, expect, it } from 'vitest';
import { conversation } from './conversation-script.test-support';
import type { CallRig } from './conversation-script.test-support';

/** Issue 14: a buyer that waits through a caller's thinking pauses, talks on through "mm-hm", and takes back a false start. */

const callerEntries = (rig: CallRig) => rig.entries.filter((entry) => entry.role === 'user').map((entry) => entry.text);
const buyerEntries = (rig: CallRig) => rig.entries.filter((entry) => entry.role === 'assistant');
const buyerAudioBetween = (rig: CallRig, fromMs: number, toMs: number) => rig.audio.filter((sentAt) => sentAt > fromMs && sentAt < toMs);

describe('turn taking: a caller who pauses mid-sentence is not talked over', () => {
  it.each([
    ['after "and"', 'we help sales teams and', 'we coach their new reps'],
    ['after "um"', 'we work with um', 'logistics companies like yours'],
    ['after a name and a comma', 'hi dana', 'this is sam from quotaflow'],
    ['after "could i ask"', 'could i ask', 'how many reps you hired this year'],
  ])('waits through a 1.2 s pause %s, then answers the whole sentence once', async (_place, first, second) => {
    let pauseStartMs = 0;
    const rig = await conversation({ buyer: ['Tell me more.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays(first, { ms: 1200 })
      .check((rig) => {
        pauseStartMs = rig.nowMs;
      })
      .silence(1200)
      .check((rig) => {
        expect(buyerAudioBetween(rig, pauseStartMs, rig.nowMs)).toHaveLength(0);
        expect(callerEntries(rig)).toEqual([]);
      })
      .callerSays(second, { ms: 1500 })
      .callerIsHeard(`${first} ${second}`)
      .buyerSays('Tell me more.')
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'Tell me more.']);
    expect(rig.dialogue.requests.at(-1)!.at(-1)).toEqual({ role: 'caller', text: `${first} ${second}` });
  });

  it('waits through a pause after a filler the recogniser heard as a word it was unsure of ("about, um," heard "about them")', async () => {
    const pauseAfter = async (confidence: number) => {
      let pauseStartMs = 0;
      const rig = await conversation({ buyer: ['Two weeks is fine.'] })
        .buyerSays(FIRST_MESSAGE)
        .callerSays('the setup takes about', { ms: 1200, confidence: 0.9 })
        .silence(300)
        .callerSays('them', { ms: 300, confidence })
        .check((rig) => {
          pauseStartMs = rig.nowMs;
        })
        .silence(1300)
        .run();
      return buyerAudioBetween(rig, pauseStartMs, rig.nowMs);
    };
    // Sure of "them", the words read as a finished statement, and 1.1 s of silence ends the turn.
    expect(await pauseAfter(0.8)).not.toHaveLength(0);
    // Unsure, it is read as the "um" it most likely was: the caller has more to say.
    expect(await pauseAfter(0.03)).toHaveLength(0);
  });

  it('answers a complete question at once: 200 ms of silence', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: ['About three months.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how long does a new rep take to ramp', { ms: 1600 })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .buyerSays('About three months.')
      .run();
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(speechEndMs + 200);
  });

  it("counts the silence from the caller's voice, not from the detector's hangover after it (decision 37)", async () => {
    const answerAfter = async (silencesFromLastVoice: boolean) => {
      let speechEndMs = 0;
      const rig = await conversation({ buyer: ['About three months.'], detectorHangoverFrames: 4, endOfTurn: { silencesFromLastVoice } })
        .buyerSays(FIRST_MESSAGE)
        .callerSays('how long does a new rep take to ramp', { ms: 1600 })
        .check((rig) => {
          speechEndMs = rig.nowMs;
        })
        .buyerSays('About three months.')
        .run();
      return rig.audio.find((sentAt) => sentAt > speechEndMs)! - speechEndMs;
    };
    // The detector calls 80 ms after the last word speech; the caller was quiet all along.
    expect(await answerAfter(true)).toBe(200);
    expect(await answerAfter(false)).toBe(280);
  });
});

describe('turn taking: backchannels, false starts and resumptions', () => {
  const longAnswer =
    'Well, we hire about twenty reps a year, and most of them take a full quarter before they close anything on their own.';

  it('talks on through a backchannel: the buyer pauses while the caller says "yeah", then finishes its sentence', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'Anything else?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('yeah', { afterMs: 1000, ms: 400 })
      .callerIsHeard('how many reps do you hire')
      .callerIsHeard('yeah')
      .buyerSays(longAnswer)
      .silence(1000)
      .run();
    // One reply, heard whole and not marked interrupted; "yeah" is the caller's but asks for nothing.
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, longAnswer]);
    expect(rig.dialogue.requests).toHaveLength(1);
    expect(rig.entries.find((entry) => entry.text === 'yeah')).toMatchObject({ role: 'user' });
    // It went quiet within 200 ms of the caller's voice, as for any barge-in, and came back.
    const onset = rig.callerSpeechStartedMs;
    expect(rig.messagesOf('clear-audio').map((sent) => sent.atMs - onset)).toEqual([expect.any(Number)]);
    expect(rig.messagesOf('clear-audio')[0]!.atMs - onset).toBeLessThanOrEqual(200);
    expect(rig.audio.filter((sentAt) => sentAt > onset + 600).length).toBeGreaterThan(0);
  });

  it('talks on through "uh-huh" heard as "but uh" the recogniser doubted: a doubted word bids for nothing', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'Anything else?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('but uh', { afterMs: 1000, ms: 400, confidence: 0.07 })
      .callerIsHeard('how many reps do you hire')
      .callerIsHeard('but uh')
      .buyerSays(longAnswer)
      .silence(1000)
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, longAnswer]);
    expect(rig.dialogue.requests).toHaveLength(1);
  });

  it('talks on through a hum the recogniser heard as five words: "mm-hm" told by its sound (decision 73)', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'Anything else?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('in a make it um', { afterMs: 1000, ms: 800, confidence: 0.4, pitch: { fromHz: 110, toHz: 130 } })
      .callerIsHeard('how many reps do you hire')
      .callerIsHeard('in a make it um')
      .buyerSays(longAnswer)
      .silence(1000)
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, longAnswer]);
    expect(rig.dialogue.requests).toHaveLength(1);
  });

  it('stops for "mm-hm, but what about the price" however it sounds: longer than a backchannel', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'It depends on the seats.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('mm hm but what about the price', { afterMs: 1000, ms: 1600, confidence: 0.5, pitch: { fromHz: 110, toHz: 130 } })
      .callerIsHeard('how many reps do you hire')
      .buyerIsCutOff(/^Well, we hire/)
      .callerIsHeard('mm hm but what about the price')
      .buyerSays('It depends on the seats.')
      .run();
    expect(rig.dialogue.requests).toHaveLength(2);
  });

  it('stops for a short "but wait" the recogniser heard clearly: a bid for the turn', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'Sure, go ahead.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('but wait', { afterMs: 1000, ms: 400, confidence: 0.6 })
      .callerIsHeard('how many reps do you hire')
      .buyerIsCutOff(/^Well, we hire/)
      .callerIsHeard('but wait')
      .buyerSays('Sure, go ahead.')
      .run();
    expect(rig.dialogue.requests).toHaveLength(2);
  });

  it('drops a false start without trace: the buyer answered a pause, the caller went on', async () => {
    let buyerStartedMs = 0;
    const rig = await conversation({ buyer: ['So what does it cost?', 'How much for fifty seats?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we sell coaching software', { ms: 1500 })
      // A statement waits 1000 ms; the caller's pause is longer, so the buyer starts...
      .check(async (rig) => {
        await rig.runUntil(() => rig.buyerSpeakingSince() !== undefined, 'the buyer to start');
        buyerStartedMs = rig.nowMs;
      })
      // ...and the caller goes on 300 ms into it.
      .silence(300)
      .callerSays('for sales teams of fifty', { ms: 1500 })
      .callerIsHeard('we sell coaching software')
      .callerIsHeard('for sales teams of fifty')
      .buyerSays('How much for fifty seats?')
      .run();
    expect(buyerStartedMs).toBeGreaterThan(0);
    // No "So (interrupted)" in the transcript or in what the dialogue was told.
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'How much for fifty seats?']);
    expect(rig.dialogue.requests.at(-1)).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'caller', text: 'we sell coaching software for sales teams of fifty' },
    ]);
    expect(
      rig.messagesOf('transcript').some((sent) => sent.message.transcriptType === 'final' && sent.message.transcript.startsWith('So')),
    ).toBe(false);
  });

  it('drops the word or two it said before the caller went on, even after a question ("what does fuel cost you, roughly," ... "each month")', async () => {
    const answer = 'About forty thousand a month across the fleet.';
    const rig = await conversation({ buyer: ['Fuel is our biggest cost after wages.', answer] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('what does fuel cost you roughly', { ms: 1800 })
      // A question is answered at once; the caller adds to it 300 ms into the answer, longer than a backchannel.
      .callerInterrupts('each month', { afterMs: 300, ms: 1000 })
      .callerIsHeard('what does fuel cost you roughly')
      .callerIsHeard('each month')
      .buyerSays(answer)
      .run();
    // No "Fuel (interrupted)" line, and the dialogue was asked once more with the caller's whole question.
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, answer]);
    expect(rig.dialogue.requests.at(-1)).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'caller', text: 'what does fuel cost you roughly each month' },
    ]);
  });

  it('stops for good as the caller goes on right after its reply began ("Great, um, {800 ms} could we ..."), and drops its word', async () => {
    let clearedAtMs = 0;
    let umStartedAtMs = 0;
    const rig = await conversation({ buyer: ["You're skipping over my question.", 'Which week?'] })
      .buyerSays(FIRST_MESSAGE)
      // A short answer is answered after 200 ms of silence; the caller's "um" comes 60 ms into the reply...
      .callerSays('great', { ms: 400 })
      .callerInterrupts('um', { afterMs: 60, ms: 300 })
      .check((rig) => {
        umStartedAtMs = rig.callerSpeechStartedMs;
        clearedAtMs = rig.messagesOf('clear-audio').at(-1)!.atMs;
      })
      // ...and the buyer stays quiet through the caller's pause after it, which "um" alone would not end.
      .silence(800)
      .check((rig) => expect(buyerAudioBetween(rig, clearedAtMs, rig.nowMs)).toHaveLength(0))
      .callerSays('could we get the agreement signed this week', { ms: 2500 })
      .callerIsHeard('great')
      .callerIsHeard('um could we get the agreement signed this week')
      .buyerSays('Which week?')
      .run();
    // Quiet at the onset of the caller's voice, once; the reply's first word is in neither the transcript nor the history.
    expect(rig.messagesOf('clear-audio')).toHaveLength(1);
    expect(clearedAtMs - umStartedAtMs).toBeLessThanOrEqual(200);
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'Which week?']);
    expect(rig.dialogue.requests.at(-1)).toEqual([
      { role: 'buyer', text: FIRST_MESSAGE },
      { role: 'caller', text: 'great um could we get the agreement signed this week' },
    ]);
  });

  it('stops a reply it took up again after an "um" once the caller goes on after all, at the first frame of their voice', async () => {
    const afterUm = async (afterMs: number) => {
      let resumedAtMs = 0;
      const rig = await conversation({ buyer: [longAnswer, 'Which week?'] })
        .buyerSays(FIRST_MESSAGE)
        .callerSays('great', { ms: 400 })
        .callerInterrupts('um', { afterMs, ms: 300 })
        // "um" over the buyer reads as a backchannel: the buyer goes on through the caller's pause.
        .silence(800)
        .check((rig) => {
          resumedAtMs = rig.nowMs;
        })
        .callerSays('could we get the agreement signed this week', { ms: 2500 })
        .silence(1000)
        .run();
      expect(callerEntries(rig)).toEqual(['great', 'um could we get the agreement signed this week']);
      expect(buyerEntries(rig).at(-1)!.text).toBe('Which week?');
      const clears = rig.messagesOf('clear-audio').map((sent) => sent.atMs);
      expect(clears).toHaveLength(2);
      // The caller's first frame comes 20 ms after the step began; the buyer is quiet on it.
      expect(clears[1]! - resumedAtMs).toBe(20);
      expect(buyerAudioBetween(rig, clears[1]!, resumedAtMs + 2500)).toHaveLength(0);
      return rig;
    };
    // Half a second into the reply: its first words are dropped as a false start, the caller's turn answered whole.
    const early = await afterUm(500);
    expect(buyerEntries(early).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'Which week?']);
    // Two seconds into it: a real interruption, the words heard kept and marked, and counted against the caller.
    const late = await afterUm(2000);
    expect(buyerEntries(late).map((entry) => [entry.text.split(',')[0], entry.interrupted])).toEqual([
      [FIRST_MESSAGE.split(',')[0], undefined],
      ['Well', true],
      ['Which week?', undefined],
    ]);
    const interruptions = computeConversationMetrics(late.entries, { stage: 'Discovery' }).find(
      (metric) => metric.key === 'interruptions',
    )!;
    expect(interruptions.value).toBe(1);
  });

  it('still talks on through "yeah" said after its first word: only speech begun before a word could be heard is the caller going on', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'Anything else?'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('yeah', { afterMs: 400, ms: 300 })
      .callerIsHeard('how many reps do you hire')
      .callerIsHeard('yeah')
      .buyerSays(longAnswer)
      .silence(1000)
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, longAnswer]);
    expect(rig.dialogue.requests).toHaveLength(1);
  });

  it('resumes its sentence when a noise made it pause, losing none of it', async () => {
    const rig = await conversation({ buyer: [longAnswer] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('', { afterMs: 1500, ms: 300 })
      .callerIsHeard('how many reps do you hire')
      .buyerSays(longAnswer)
      .run();
    expect(rig.messagesOf('clear-audio')).toHaveLength(1);
    expect(callerEntries(rig)).toEqual(['how many reps do you hire']);
    // Every frame of the answer was sent: those the client dropped at the pause were sent again.
    expect(rig.tts.requested.join(' ')).toContain('full quarter');
    expect(buyerEntries(rig).at(-1)!.interrupted).toBeUndefined();
  });

  it('goes quiet at a click too short to be speech, and goes on within 300 ms, losing none of its sentence', async () => {
    const rig = await conversation({ buyer: [longAnswer] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('', { afterMs: 1500, ms: 100 })
      .callerIsHeard('how many reps do you hire')
      .buyerSays(longAnswer)
      .run();
    const onset = rig.callerSpeechStartedMs;
    // Quiet at the click's fourth frame; no caller speech began, so nothing to answer and no turn taken.
    expect(rig.messagesOf('clear-audio').map((sent) => sent.atMs - onset)).toEqual([80]);
    expect(rig.messagesOf('speech-update').filter((sent) => sent.message.role === 'user')).toHaveLength(2);
    const resumedAt = rig.audio.find((sentAt) => sentAt > onset + 80)!;
    expect(resumedAt - onset).toBeLessThanOrEqual(300);
    expect(rig.dialogue.requests).toHaveLength(1);
  });

  it('still stops for a real interruption, and counts it; never counts the buyer cutting into a pause', async () => {
    const rig = await conversation({ buyer: [longAnswer, 'Sure, go ahead.', 'Hm, okay.', 'Twenty.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how many reps do you hire', { ms: 1500 })
      .callerInterrupts('sorry can i ask one thing about that', { afterMs: 2000, ms: 2000 })
      .callerIsHeard('how many reps do you hire')
      .buyerIsCutOff(/^Well, we hire/)
      .callerIsHeard('sorry can i ask one thing about that')
      .buyerSays('Sure, go ahead.')
      // The buyer cuts into a question's short pause (200 ms) and the caller goes straight on: its
      // word or two are dropped (they are no interruption by the salesperson either).
      .callerSays('is that every team', { ms: 1200 })
      .callerInterrupts('or just the new ones', { afterMs: 200, ms: 1500 })
      .callerIsHeard('is that every team')
      .callerIsHeard('or just the new ones')
      .buyerSays('Twenty.')
      .run();
    // The real interruption made it quiet within 200 ms of the caller's voice (the first of the call's clear-audio).
    const interruptedAtMs = rig.entries.find((entry) => entry.interrupted)!.endMs;
    expect(rig.entries.find((entry) => entry.text === 'sorry can i ask one thing about that')!.startMs).toBeGreaterThanOrEqual(
      interruptedAtMs - 200,
    );
    const interruptions = computeConversationMetrics(rig.entries, { stage: 'Discovery' }).find((metric) => metric.key === 'interruptions')!;
    expect(interruptions.value).toBe(1);
  });
});

describe('turn taking: a complete statement answered at once, one that goes on not cut into (decision 61)', () => {
  /** A voice held at one pitch, as a statement's end that does not rise sounds against the caller's own pitch. */
  const held = { fromHz: 140, toHz: 140 };
  /** A voice rising at its end by about 6 semitones: "we renewed last March, ..." with more to come. */
  const rising = { fromHz: 120, toHz: 170 };

  it('answers a closed statement ("we can do that") after 200 ms of silence when its end is heard not to rise', async () => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: ['Great, send it over.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('we can do that', { ms: 1200, pitch: held })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .buyerSays('Great, send it over.')
      .run();
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(speechEndMs + 200);
  });

  it.each([
    ['said on a rise', 'we renewed last march', rising, 'and the price went up by ten percent'],
    ['whose end had no pitch to measure', 'we can do that', undefined, 'if the pilot starts in june'],
    ['ending on "that" after a preposition, which may be a determiner', 'when usage drops like that', held, 'we call the customer'],
    ['ending on "let me see"', 'the renewal is on let me see', held, 'the first of july'],
  ])('waits through a 700 ms pause after a statement %s, then answers the whole sentence once', async (_kind, first, pitch, second) => {
    let pauseStartMs = 0;
    const rig = await conversation({ buyer: ['Okay.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays(first, { ms: 1400, ...(pitch ? { pitch } : {}) })
      .check((rig) => {
        pauseStartMs = rig.nowMs;
      })
      .silence(700)
      .check((rig) => {
        expect(buyerAudioBetween(rig, pauseStartMs, rig.nowMs)).toHaveLength(0);
      })
      .callerSays(second, { ms: 1500 })
      .callerIsHeard(`${first} ${second}`)
      .buyerSays('Okay.')
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'Okay.']);
  });
});

describe('turn taking: a short answer lifted a little is answered at once, a preface on a clear rise is waited through (decision 80)', () => {
  it('answers "makes sense" said with a slight lift after 200 ms of silence', async () => {
    let speechEndMs = 0;
    const question = 'Most reps take three months. Does that sound right?';
    const rig = await conversation({ buyer: [question, 'Good.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how long do your reps take to ramp', { ms: 1600 })
      .buyerSays(question)
      .callerSays('makes sense', { ms: 1000, pitch: { fromHz: 115, toHz: 155 } })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .buyerSays('Good.')
      .run();
    expect(rig.audio.find((sentAt) => sentAt > speechEndMs)).toBe(speechEndMs + 200);
  });

  it('waits through a 700 ms pause after "right" said on a clear rise, then answers the whole sentence once', async () => {
    let pauseStartMs = 0;
    const rig = await conversation({ buyer: ['Okay.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('right', { ms: 1000, pitch: { fromHz: 110, toHz: 180 } })
      .check((rig) => {
        pauseStartMs = rig.nowMs;
      })
      .silence(700)
      .check((rig) => {
        expect(buyerAudioBetween(rig, pauseStartMs, rig.nowMs)).toHaveLength(0);
      })
      .callerSays('and who signs it off', { ms: 1500 })
      .callerIsHeard('right and who signs it off')
      .buyerSays('Okay.')
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, 'Okay.']);
  });
});

describe('turn taking: what the buyer last said weighs on a short reply (decision 117)', () => {
  const firstAnswerAfter = async (buyerLine: string, reply: string, pitch?: { fromHz: number; toHz: number }) => {
    let speechEndMs = 0;
    const rig = await conversation({ buyer: [buyerLine, 'Good.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how long do your reps take to ramp', { ms: 1600 })
      .buyerSays(buyerLine)
      .callerSays(reply, { ms: 600, ...(pitch ? { pitch } : {}) })
      .check((rig) => {
        speechEndMs = rig.nowMs;
      })
      .buyerSays('Good.')
      .run();
    return rig.audio.find((sentAt) => sentAt > speechEndMs)! - speechEndMs;
  };

  it('answers "sure" at once after a yes/no question, and waits the likely silence after a statement', async () => {
    expect(await firstAnswerAfter('About three months. Could we talk again on Thursday?', 'sure')).toBe(200);
    expect(await firstAnswerAfter('About three months, give or take.', 'sure')).toBe(900);
  });

  it('answers "of course" lifted on a clear rise at once when it answers a yes/no question', async () => {
    const rise = { fromHz: 110, toHz: 180 };
    expect(await firstAnswerAfter('About three months. Can I ask you something first?', 'of course', rise)).toBe(200);
  });

  it('waits through a 600 ms pause after "sorry" that opens the turn after a statement, then answers the whole sentence once', async () => {
    let pauseStartMs = 0;
    const statement = 'About three months, give or take.';
    // The reply prepared in the pause ("Sorry?") is dropped unheard when the caller goes on.
    const rig = await conversation({ buyer: [statement, 'Sorry?', 'Four of them.'] })
      .buyerSays(FIRST_MESSAGE)
      .callerSays('how long do your reps take to ramp', { ms: 1600 })
      .buyerSays(statement)
      .callerSays('sorry', { ms: 500 })
      .check((rig) => {
        pauseStartMs = rig.nowMs;
      })
      .silence(600)
      .check((rig) => expect(buyerAudioBetween(rig, pauseStartMs, rig.nowMs)).toHaveLength(0))
      .callerSays('how many reps do you hire a year', { ms: 1600 })
      .callerIsHeard('how long do your reps take to ramp')
      .callerIsHeard('sorry how many reps do you hire a year')
      .buyerSays('Four of them.')
      .run();
    expect(buyerEntries(rig).map((entry) => entry.text)).toEqual([FIRST_MESSAGE, statement, 'Four of them.']);
  });
});
