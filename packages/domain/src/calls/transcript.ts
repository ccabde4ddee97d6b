/**
 * One entry of a call's transcript, as stored on the coaching session and written as the call goes
 * (a crash keeps every entry already final). Roles follow the call protocol: 'user' is the
 * salesperson (the caller), 'assistant' the AI buyer. Times are milliseconds since the call started.
 */
export interface TranscriptEntry {
  role: 'user' | 'assistant';
  text: string;
  startMs: number;
  endMs: number;
  /** A buyer turn cut short by barge-in: `text` holds only the words the caller heard. */
  interrupted?: boolean;
}
