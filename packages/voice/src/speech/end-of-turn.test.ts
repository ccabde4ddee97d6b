import { describe, expect, it } from 'vitest';
import { classifyTurnEnding, decideEndOfTurn, DEFAULT_END_OF_TURN, endOfTurnSilenceMs } from './end-of-turn';
import type { BuyerLastTurn } from './buyer-last-turn';
import type { Prosody } from './prosody';

/** The end of the caller's speech as `measureProsody` reports it, pitch in semitones above 100 Hz. */
const sounding = (finalPitchSt: number, overrides: Partial<Prosody> = {}): Prosody => ({
  finalPitchSt,
  medianPitchSt: 4,
  pitchesSt: [],
  finalSlopeSt: 0,
  finalEnergyDb: -3,
  voicedWindows: 20,
  ...overrides,
});
const falling = sounding(0);
const level = sounding(4);
const rising = sounding(7);

describe('end of turn: how long a pause ends the caller turn', () => {
  it.each([
    'how long does it take a new hire to become productive',
    'tell me more about that',
    'hi dana this is sam from quotaflow do you have a minute',
    'would a short pilot with one team be useful',
    'why not',
    'what would you change about it if you could',
    'who else would be involved in a decision like this',
    'what are you worried about',
    'which tools do you work with',
    'when do you need it',
    'yes',
    'sure',
    'of course',
    'thursday works',
    'thank you',
  ])('a question, a request or a short answer is complete at once: "%s"', (text) => {
    expect(classifyTurnEnding(text)).toBe('complete');
    expect(endOfTurnSilenceMs(text)).toBe(DEFAULT_END_OF_TURN.completeSilenceMs);
  });

  it.each([
    'we help sales teams and',
    'our reps usually take about three months so',
    'what does your onboarding look like for the',
    'i wanted to ask about your',
    'we work with companies like',
    'the main thing is um',
    'it takes about three months and i',
    'and i think that we',
    'hi dana',
    'dana',
    'could i ask',
    'and when that happens',
    'so my question is',
    'i think we could',
    'is it fair to say that',
    'let me just',
    'our pricing depends on',
  ])('words that cannot end a turn wait the longest: "%s"', (text) => {
    expect(classifyTurnEnding(text)).toBe('unfinished');
    expect(endOfTurnSilenceMs(text)).toBe(DEFAULT_END_OF_TURN.unfinishedSilenceMs);
  });

  it.each(['', 'we help sales teams ramp new reps twice as fast', 'we have customers in freight', 'sales teams like yours'])(
    'a statement or a fragment may be the whole turn or its first half: the words alone cannot tell: "%s"',
    (text) => {
      expect(classifyTurnEnding(text)).toBe('unknown');
      expect(endOfTurnSilenceMs(text)).toBe(DEFAULT_END_OF_TURN.unknownSilenceMs);
    },
  );

  it('lets the pitch weigh on a statement: a fall makes it likely over, a rise says more is coming, a level end leaves it open', () => {
    const words = 'we have customers in freight';
    // Likely, not sure: the pitch falls before a comma too ("we work with teams like yours, ...").
    expect(decideEndOfTurn({ words, prosody: falling })).toMatchObject({
      clause: 'statement',
      tone: 'falling',
      ending: 'likely',
      silenceMs: DEFAULT_END_OF_TURN.likelySilenceMs,
    });
    expect(decideEndOfTurn({ words, prosody: rising })).toMatchObject({
      tone: 'rising',
      ending: 'unfinished',
      silenceMs: DEFAULT_END_OF_TURN.unfinishedSilenceMs,
    });
    expect(decideEndOfTurn({ words, prosody: level })).toMatchObject({
      tone: 'level',
      ending: 'unknown',
      silenceMs: DEFAULT_END_OF_TURN.unknownSilenceMs,
    });
  });

  it('answers a statement whose last phrase is closed at once when its end is heard not to rise (decision 61)', () => {
    for (const words of ['we renewed last march', 'we can do that', 'that would be great', "that's a fair point", 'right i hear you']) {
      expect(decideEndOfTurn({ words, prosody: level })).toMatchObject({
        clause: 'closed-statement',
        ending: 'complete',
        silenceMs: DEFAULT_END_OF_TURN.completeSilenceMs,
      });
      expect(decideEndOfTurn({ words, prosody: falling }).ending).toBe('complete');
      // No pitch measured (a short garble, an unvoiced end): the words alone are a guess, and it waits the likely silence.
      expect(decideEndOfTurn({ words })).toMatchObject({ ending: 'likely', silenceMs: DEFAULT_END_OF_TURN.likelySilenceMs });
      expect(decideEndOfTurn({ words, prosody: sounding(Number.NaN) }).ending).toBe('likely');
      // Decision 57's setting: every closed statement waits the likely silence.
      expect(decideEndOfTurn({ words, prosody: level }, { ...DEFAULT_END_OF_TURN, closedStatementEnding: 'likely' }).ending).toBe('likely');
      // Decision 54's: at once whatever the sound.
      expect(decideEndOfTurn({ words }, { ...DEFAULT_END_OF_TURN, closedNeedsTone: false }).ending).toBe('complete');
      // "We renewed last March, ..." said on a rise: more is coming.
      expect(decideEndOfTurn({ words, prosody: rising })).toMatchObject({ ending: 'unfinished' });
    }
    // One ending on a noun may go on with a list or a phrase: it waits as before.
    expect(decideEndOfTurn({ words: 'we renewed the contract', prosody: level }).ending).toBe('unknown');
  });

  it('can ask a closed statement for a fading end too (a setting, not the default)', () => {
    const rule = { ...DEFAULT_END_OF_TURN, closedFadeDb: -10 };
    expect(decideEndOfTurn({ words: 'we can do that', prosody: sounding(4, { finalEnergyDb: -20 }) }, rule).ending).toBe('complete');
    expect(decideEndOfTurn({ words: 'we can do that', prosody: sounding(4, { finalEnergyDb: -3 }) }, rule).ending).toBe('likely');
  });

  it('does not take a statement as closed on a closing word the recogniser doubted', () => {
    const piece = (confidence: number) => [
      { word: 'works', confidence: 0.6 },
      { word: 'us', confidence },
    ];
    expect(decideEndOfTurn({ words: 'the way it works us', latestPiece: piece(0.01), prosody: level })).toMatchObject({
      clause: 'statement',
      ending: 'unknown',
    });
    expect(decideEndOfTurn({ words: 'that works for us', latestPiece: piece(0.8), prosody: level }).ending).toBe('complete');
  });

  it('does not take a clause heard since the pause as a short answer on a closing word the recogniser doubted (decision 98)', () => {
    // "Hi Gareth, ..." heard "i get it", "it" at 0.05.
    const piece = (confidence: number) => [
      { word: 'i', confidence: 0.92 },
      { word: 'get', confidence: 0.64 },
      { word: 'it', confidence },
    ];
    expect(decideEndOfTurn({ words: 'i get it', latestPiece: piece(0.05), prosody: level })).toMatchObject({
      clause: 'statement',
      ending: 'unknown',
    });
    expect(decideEndOfTurn({ words: 'i get it', latestPiece: piece(0.6), prosody: level }).ending).toBe('complete');
    // A whole answer of several words heard with doubt early on is still an answer ("of course", "of" at 0.01).
    const ofCourse = [
      { word: 'of', confidence: 0.01 },
      { word: 'course', confidence: 0.31 },
    ];
    expect(decideEndOfTurn({ words: 'of course', latestPiece: ofCourse, prosody: level }).ending).toBe('complete');
    // An answer word or a verdict is no clause of its own to doubt: "that's fair" with "fair" at 0.05 is still an answer.
    const fair = [
      { word: "that's", confidence: 0.8 },
      { word: 'fair', confidence: 0.05 },
    ];
    expect(decideEndOfTurn({ words: "that's fair", latestPiece: fair, prosody: level }).ending).toBe('complete');
  });

  it('waits when a greeting is misheard as words out of English order ("Hi Maria," heard "i\'m are you")', () => {
    expect(decideEndOfTurn({ words: "i'm are you", prosody: level })).toMatchObject({ clause: 'fragment', ending: 'unfinished' });
    expect(decideEndOfTurn({ words: "i'm are you" })).toMatchObject({ clause: 'fragment', ending: 'unknown' });
    expect(decideEndOfTurn({ words: 'how are you', prosody: level }).ending).toBe('complete');
  });

  it("judges the pitch against the caller's own voice when it is known", () => {
    const words = 'we have customers in freight';
    // 0 st is a fall against this utterance's median (4 st) but the caller's usual pitch is 1 st: level.
    expect(decideEndOfTurn({ words, prosody: falling, callerPitchSt: 1 })).toMatchObject({ tone: 'level', ending: 'unknown' });
    expect(decideEndOfTurn({ words, prosody: sounding(Number.NaN) })).toMatchObject({ tone: 'unknown', ending: 'unknown' });
  });

  it('lets a rise make a short answer unsure: it may be a list item or an address, or a question back', () => {
    expect(decideEndOfTurn({ words: 'sorry', prosody: rising })).toMatchObject({
      clause: 'short-answer',
      tone: 'rising',
      ending: 'unknown',
      silenceMs: DEFAULT_END_OF_TURN.unknownSilenceMs,
    });
    expect(decideEndOfTurn({ words: 'sure', prosody: level })).toMatchObject({
      ending: 'complete',
      silenceMs: DEFAULT_END_OF_TURN.completeSilenceMs,
    });
    expect(decideEndOfTurn({ words: 'sure', prosody: falling })).toMatchObject({
      ending: 'complete',
      silenceMs: DEFAULT_END_OF_TURN.completeSilenceMs,
    });
    expect(decideEndOfTurn({ words: 'sure' })).toMatchObject({ ending: 'complete', silenceMs: DEFAULT_END_OF_TURN.completeSilenceMs });
  });

  it('takes a short answer lifted a little as said, not as a rise: flite lifts "sure" by 1.5-2.4 st (decision 80)', () => {
    // The caller's usual pitch is 4 st; 6 st is 2 st above it, under the short answer's 2.5 st.
    expect(decideEndOfTurn({ words: 'makes sense', prosody: sounding(6) })).toMatchObject({
      clause: 'short-answer',
      tone: 'rising',
      ending: 'complete',
      silenceMs: DEFAULT_END_OF_TURN.completeSilenceMs,
    });
    // A preface lifted further ("Right, ...", "Great. ...") still waits.
    expect(decideEndOfTurn({ words: 'right', prosody: sounding(7) })).toMatchObject({ ending: 'unknown' });
    // Without the threshold any rise past the prosody's 1.5 st waits, as before.
    const anyRise = { ...DEFAULT_END_OF_TURN, shortAnswerRiseSt: undefined };
    expect(decideEndOfTurn({ words: 'makes sense', prosody: sounding(6) }, anyRise)).toMatchObject({ ending: 'unknown' });
    // Only short answers: a statement lifted as little still says more is coming.
    expect(decideEndOfTurn({ words: 'we have customers in freight', prosody: sounding(6) })).toMatchObject({ ending: 'unfinished' });
  });

  it('never lets the sound overrule words that cannot end a turn, nor a question', () => {
    expect(decideEndOfTurn({ words: 'we work with um', prosody: falling }).ending).toBe('unfinished');
    expect(decideEndOfTurn({ words: 'is that every team', prosody: rising }).ending).toBe('complete');
  });

  it('waits at the places fresh callers stopped that no rule read before (decision 72)', () => {
    // A preposition its question word is not the object of; an answer word after "and"; a marker that prefaces more; a restart.
    for (const words of ['who else would be involved in', 'and maybe', 'i hear that a lot and to be honest', 'colleges near you have have'])
      expect(decideEndOfTurn({ words, prosody: level }).ending).toBe('unfinished');
    // "is we" and "do that" tack no question on: a statement, which a level end leaves to the middle wait.
    expect(decideEndOfTurn({ words: 'what we do is we put a sensor on each unit', prosody: level }).ending).toBe('unknown');
    // A tag question is a question.
    expect(decideEndOfTurn({ words: "you'd rather wait until the new budget wouldn't you", prosody: rising }).ending).toBe('complete');
  });

  it('keeps the evidence it was judged on, so that a bench can judge it again under another rule', () => {
    const evidence = { words: 'we can do that', latestPiece: [{ word: 'that', confidence: 0.7 }], prosody: level, callerPitchSt: 4 };
    expect(decideEndOfTurn(evidence).evidence).toBe(evidence);
  });

  it('with no words from the recogniser (no streaming, no interim results), waits the unknown silence', () => {
    expect(decideEndOfTurn({ words: undefined, prosody: falling })).toMatchObject({
      clause: 'empty',
      ending: 'unknown',
      silenceMs: DEFAULT_END_OF_TURN.unknownSilenceMs,
    });
  });

  it('reads words, whatever the case and punctuation', () => {
    expect(classifyTurnEnding('We help sales teams, and')).toBe('unfinished');
    expect(classifyTurnEnding('How is that affecting the team?')).toBe('complete');
  });

  it('takes its silences from the rule, and never waits longer than the unfinished silence', () => {
    const rule = { completeSilenceMs: 150, likelySilenceMs: 400, unknownSilenceMs: 2000, unfinishedSilenceMs: 900 };
    expect(endOfTurnSilenceMs('yes sure', rule)).toBe(150);
    expect(endOfTurnSilenceMs('we have customers in freight', rule)).toBe(900);
    expect(endOfTurnSilenceMs('yes but', rule)).toBe(900);
  });

  describe('what the buyer last said (decision 117)', () => {
    const after = (buyerLastTurn: BuyerLastTurn, firstUtterance = true) => ({ dialogue: { buyerLastTurn, firstUtterance } });
    const piece = (words: string) => words.split(' ').map((word) => ({ word, confidence: 0.9 }));

    it('ends a short reply to a yes/no or either-or question at once, even lifted or heard as a fragment', () => {
      // "Of course." lifted 3.6 st after "Can you give me a second?" (fresh-10): alone it waits as a preface might.
      expect(decideEndOfTurn({ words: 'of course', prosody: rising }).ending).toBe('unknown');
      expect(decideEndOfTurn({ words: 'of course', prosody: rising, ...after('yes-no-question') })).toMatchObject({
        ending: 'complete',
        silenceMs: DEFAULT_END_OF_TURN.completeSilenceMs,
      });
      // "No rush at all." heard "no or the shuttle" is five words: no longer a short reply.
      expect(decideEndOfTurn({ words: 'thursday or friday', prosody: falling, ...after('choice-question') }).ending).toBe('complete');
      expect(decideEndOfTurn({ words: 'no or the shuttle', prosody: falling, ...after('yes-no-question') }).ending).toBe('unknown');
    });

    it('still waits for words whose grammar owes more, after any question', () => {
      for (const words of ['i could send you', 'is that', 'we work with'])
        expect(decideEndOfTurn({ words, latestPiece: piece(words), prosody: level, ...after('yes-no-question') }).ending).not.toBe(
          'complete',
        );
    });

    it('lets a short reply that opens the turn after a statement or an open question wait: nothing short was due', () => {
      for (const buyerLastTurn of ['statement', 'open-question'] as const) {
        expect(decideEndOfTurn({ words: 'sorry', latestPiece: piece('sorry'), prosody: level, ...after(buyerLastTurn) })).toMatchObject({
          ending: 'likely',
          silenceMs: DEFAULT_END_OF_TURN.likelySilenceMs,
        });
        expect(decideEndOfTurn({ words: 'right', prosody: level, ...after(buyerLastTurn) }).ending).toBe('likely');
      }
      expect(decideEndOfTurn({ words: 'sorry', prosody: level, ...after('yes-no-question') }).ending).toBe('complete');
      // A question is answered at once whatever the buyer said.
      expect(decideEndOfTurn({ words: 'is it', prosody: level, ...after('statement') }).ending).toBe('complete');
    });

    it('reads only the opening words of the turn so: not a piece after a pause, nor a later utterance', () => {
      // "Right, {500} so, Thursday at half two" has its opener behind it; after a pause "okay" is what it was.
      const laterPiece = { words: 'that sounds good okay', latestPiece: piece('okay'), prosody: level, ...after('statement') };
      expect(decideEndOfTurn(laterPiece).ending).toBe(decideEndOfTurn({ ...laterPiece, dialogue: undefined }).ending);
      // The caller's second utterance since the buyer spoke (after a false start the buyer dropped) is no opening.
      expect(decideEndOfTurn({ words: 'thanks', prosody: level, ...after('statement', false) }).ending).toBe('complete');
    });

    it('can limit the wait after a statement to replies of fewer words (a setting)', () => {
      const oneWord = { ...DEFAULT_END_OF_TURN, unaskedReplyMaxWords: 1 };
      expect(decideEndOfTurn({ words: 'sorry', prosody: level, ...after('statement') }, oneWord).ending).toBe('likely');
      expect(decideEndOfTurn({ words: 'fair enough', prosody: level, ...after('statement') }, oneWord).ending).toBe('complete');
      expect(decideEndOfTurn({ words: 'fair enough', prosody: level, ...after('statement') }).ending).toBe('likely');
    });

    it('is the rule before it without a known dialogue, or with the settings off', () => {
      expect(decideEndOfTurn({ words: 'sorry', prosody: level }).ending).toBe('complete');
      const off = { ...DEFAULT_END_OF_TURN, unaskedShortReplyEnding: undefined, answerDueEndsShortReply: false };
      expect(decideEndOfTurn({ words: 'sorry', prosody: level, ...after('statement') }, off).ending).toBe('complete');
      expect(decideEndOfTurn({ words: 'of course', prosody: rising, ...after('yes-no-question') }, off).ending).toBe('unknown');
    });
  });

  describe('a lone word the recogniser was unsure of, after a pause', () => {
    const piece = (word: string, confidence: number) => [{ word, confidence }];

    it('is read as a hesitation sound: the words before it wait as after "um"', () => {
      const decision = decideEndOfTurn({ words: 'that takes about them', latestPiece: piece('them', 0.03) });
      expect(decision.clause).toBe('open');
      expect(decision.silenceMs).toBe(DEFAULT_END_OF_TURN.unfinishedSilenceMs);
      expect(decideEndOfTurn({ words: 'so customer', latestPiece: piece('customer', 0.03) }).ending).toBe('unfinished');
    });

    it('is read as heard when the recogniser was sure of it', () => {
      expect(decideEndOfTurn({ words: 'that takes about them', latestPiece: piece('them', 0.6) }).clause).toBe('statement');
    });

    it('is read as heard when it is the whole turn: "exactly" is an answer however unsure the recogniser was', () => {
      expect(decideEndOfTurn({ words: 'exactly', latestPiece: piece('exactly', 0.01) }).ending).toBe('complete');
    });

    it('is a filler when it is a pronoun alone ("um" heard "them"); heard with confidence, a pronoun alone is an answer ("Yes." heard "us")', () => {
      expect(decideEndOfTurn({ words: 'them', latestPiece: piece('them', 0.05) })).toMatchObject({ clause: 'open', ending: 'unfinished' });
      expect(decideEndOfTurn({ words: 'us', latestPiece: piece('us', 0.97), prosody: level })).toMatchObject({
        clause: 'short-answer',
        ending: 'complete',
      });
      // In between, or with no confidence reported, a pronoun alone stays no answer.
      expect(decideEndOfTurn({ words: 'us', latestPiece: piece('us', 0.3), prosody: level }).clause).toBe('fragment');
      expect(decideEndOfTurn({ words: 'us', latestPiece: [{ word: 'us' }], prosody: level }).clause).toBe('fragment');
      // "that" alone may be the subject of a sentence still to come ("That, ... is the problem"): no answer however sure.
      expect(decideEndOfTurn({ words: 'that', latestPiece: piece('that', 0.9), prosody: level }).clause).not.toBe('short-answer');
    });

    it('leaves a piece of several words, and a recogniser that reports no confidence, alone', () => {
      expect(
        decideEndOfTurn({
          words: 'so what does it cost',
          latestPiece: [
            { word: 'what', confidence: 0.02 },
            { word: 'does', confidence: 0.05 },
            { word: 'it', confidence: 0.01 },
            { word: 'cost', confidence: 0.03 },
          ],
        }).ending,
      ).toBe('complete');
      expect(decideEndOfTurn({ words: 'so customer', latestPiece: [{ word: 'customer' }] }).clause).toBe('short-answer');
    });
  });
});
