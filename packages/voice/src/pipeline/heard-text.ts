/** One sentence of a buyer turn as it was played: its frames and when each one starts playing. */
export interface SentencePlayback {
  text: string;
  /** Frames synthesised so far (all of them once synthesis is done). */
  framesTotal: number;
  /** Call time at which each frame sent so far starts playing, in order. */
  playTimesMs: number[];
}

/**
 * What the caller heard of a turn stopped at `stopMs`: every sentence played to its end, then the
 * first words of the sentence that was playing, in proportion to the frames of it already played
 * (speech runs at a roughly even pace across a sentence). A frame that had started counts as heard.
 */
export function heardText(sentences: readonly SentencePlayback[], stopMs: number): string {
  const parts: string[] = [];
  for (const sentence of sentences) {
    const played = sentence.playTimesMs.filter((time) => time < stopMs).length;
    if (played === 0) break;
    if (played >= sentence.framesTotal) {
      parts.push(sentence.text);
      continue;
    }
    const words = sentence.text.split(' ');
    const heardWords = Math.round((words.length * played) / sentence.framesTotal);
    const heard = words
      .slice(0, heardWords)
      .join(' ')
      .replace(/[\s,;:—–-]+$/, '');
    if (heard) parts.push(heard);
    break;
  }
  return parts.join(' ');
}
