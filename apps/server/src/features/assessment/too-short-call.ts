import { countSpokenWords, type AssessmentFeedback, type TranscriptEntry } from '@rehearse/domain';

/** Below these the salesperson has not said enough to be judged on any category. */
export const MIN_SALESPERSON_TURNS = 2;
export const MIN_SALESPERSON_WORDS = 20;

export const NOT_ENOUGH_CONVERSATION = 'Not enough conversation to assess';

function salespersonTalk(transcript: readonly TranscriptEntry[]) {
  const turns = transcript.filter((entry) => entry.role === 'user' && entry.text.trim() !== '');
  return { turns: turns.length, words: turns.reduce((total, entry) => total + countSpokenWords(entry.text), 0) };
}

export function isTooShortToAssess(transcript: readonly TranscriptEntry[]): boolean {
  const { turns, words } = salespersonTalk(transcript);
  return turns < MIN_SALESPERSON_TURNS || words < MIN_SALESPERSON_WORDS;
}

/**
 * The assessment of a call too short to judge: overall_summary alone, so the session is complete
 * (spec section 3) and its average shows 'N/A', with no invented scores.
 */
export function notEnoughConversation(transcript: readonly TranscriptEntry[]): AssessmentFeedback {
  const { turns, words } = salespersonTalk(transcript);
  const said = `${turns} ${turns === 1 ? 'turn' : 'turns'} and ${words} ${words === 1 ? 'word' : 'words'}`;
  return {
    overall_summary:
      `${NOT_ENOUGH_CONVERSATION}: the salesperson spoke ${said}, and scoring needs at least ${MIN_SALESPERSON_TURNS} turns ` +
      `and ${MIN_SALESPERSON_WORDS} words. Make a longer practice call to get scores and coaching.`,
  };
}
