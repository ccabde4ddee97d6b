import type { TextToSpeech } from '../speech/speech.ports';
import type { TurnEndDecision } from '../speech/end-of-turn';
import type { TimerClock, TurnTiming } from './call-pipeline.types';

type Mark = Exclude<keyof TurnTiming, 'endOfTurn'>;
/** The engines' steps of a reply, in the order they happen. */
const CHAIN: readonly Mark[] = ['finalTranscriptAt', 'replyRequestedAt', 'firstTextAt', 'firstSentenceAt', 'firstAudioAt'];

/**
 * Collects the `TurnTiming` of each reply for `CallPipelineOptions.onTurnTiming`. A step of the
 * chain is kept only when the recogniser was flushed (at the end, or early at a pause) and the
 * steps before it are there, so lines that are not replies (the first message, a recovery line)
 * report nothing; caller speech, or a prepared reply dropped, starts the count again.
 */
export class TurnTimer {
  private marks: Partial<TurnTiming> = {};

  constructor(
    private readonly clock: TimerClock,
    private readonly report: (timing: TurnTiming) => void,
  ) {}

  /** Caller speech began, or went on after a pause: what was under way does not count. */
  reset(): void {
    this.marks = {};
  }

  /** The caller paused and the end of turn was judged on these words: reported with the reply that follows. */
  noteEndOfTurn(words: string, decision: TurnEndDecision): void {
    this.marks.endOfTurn = { ...decision, words };
  }

  mark(name: Mark): void {
    const now = this.clock.now();
    if (name === 'earlyFlushAt') {
      this.marks = { earlyFlushAt: now };
      return;
    }
    if (name === 'speechEndedAt') {
      // A later utterance of the same caller turn (a pause, then more words) restarts the count.
      if (this.marks.earlyFlushAt === undefined) this.marks = {};
      this.marks.speechEndedAt ??= now;
      return;
    }
    if (name === 'firstFrameSentAt') {
      if (this.marks.speechEndedAt === undefined || CHAIN.some((step) => this.marks[step] === undefined)) return;
      const timing = { ...this.marks, firstFrameSentAt: now } as TurnTiming;
      this.marks = {};
      this.report(timing);
      return;
    }
    const flushed = this.marks.speechEndedAt !== undefined || this.marks.earlyFlushAt !== undefined;
    if (!flushed || this.marks[name] !== undefined) return;
    if (CHAIN.slice(0, CHAIN.indexOf(name)).some((earlier) => this.marks[earlier] === undefined)) return;
    this.marks[name] = now;
  }

  /** The voice engine as the speaker sees it, marking each reply's first sentence and first frame. */
  timedTextToSpeech(textToSpeech: TextToSpeech): TextToSpeech {
    const mark = (name: Mark) => this.mark(name);
    return {
      capabilities: textToSpeech.capabilities,
      async *synthesize(text, options) {
        mark('firstSentenceAt');
        for await (const frame of textToSpeech.synthesize(text, options)) {
          mark('firstAudioAt');
          yield frame;
        }
      },
      close: () => textToSpeech.close(),
    };
  }
}
