import type { TextToSpeech } from '../speech/speech.ports';
import type { Clock, TurnTiming } from './call-pipeline.types';

type Mark = keyof TurnTiming;
const ORDER: readonly Mark[] = ['speechEndedAt', 'finalTranscriptAt', 'replyRequestedAt', 'firstTextAt', 'firstSentenceAt', 'firstAudioAt', 'firstFrameSentAt'];

/**
 * Collects the `TurnTiming` of each reply for `CallPipelineOptions.onTurnTiming`. Each mark is kept
 * only when the marks before it are there, so lines that are not replies (the first message, a
 * recovery line) report nothing; caller speech starts the count again.
 */
export class TurnTimer {
  private marks: Partial<TurnTiming> = {};

  constructor(
    private readonly clock: Clock,
    private readonly report: (timing: TurnTiming) => void,
  ) {}

  /** Caller speech began: a reply under way is being cut off, the next one counts from scratch. */
  reset(): void {
    this.marks = {};
  }

  mark(name: Mark): void {
    const index = ORDER.indexOf(name);
    // A later utterance of the same caller turn (a pause, then more words) restarts the count.
    if (name === 'speechEndedAt') this.marks = {};
    if (this.marks[name] !== undefined || ORDER.slice(0, index).some((earlier) => this.marks[earlier] === undefined)) return;
    this.marks[name] = this.clock.now();
    if (name === 'firstFrameSentAt') {
      const timing = this.marks as TurnTiming;
      this.marks = {};
      this.report(timing);
    }
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
