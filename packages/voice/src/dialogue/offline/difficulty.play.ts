import type { Difficulty } from '@rehearse/domain';

/**
 * What a difficulty changes in the offline buyer, in numbers a test can see: patience (pushes and
 * monologues before hanging up), openness (shares more than it is asked, or guards budget and
 * decisions), how many concerns it raises and whether they need figures, and what agreement takes.
 * The chat-model buyer's prompt states the same behaviours in words (difficulty.prompt.ts).
 */
export interface DifficultyPlay {
  /**
   * Added to the stage's starting interest: how open the buyer is from its first word. An easy buyer has more goodwill
   * to lose before it hangs up, a hard one less.
   */
  interestShift: number;
  /** Pushes (pressure, talking over a "no") before the buyer hangs up. */
  maxPushes: number;
  /** Monologues (long turns that ask nothing) before the buyer hangs up. */
  maxRambles: number;
  /** Words without a question that make a turn a monologue to this buyer (about 15 s of speech at medium). */
  monologueWords: number;
  /** Concerns the buyer raises in a call, at most. */
  maxConcerns: number;
  /** Concerns the buyer has raised and seen answered before it agrees (when it has that many). */
  concernsBeforeAgreeing: number;
  /**
   * Interest (0-100) a next step needs. Tuned with the shift (decision 106): an easy buyer starts 15 up and needs 55, so a
   * good call earns its yes a little sooner than at medium, but not on its hello; a hard one starts 10 down and needs
   * the same 55, so it must warm 30 points rather than 20.
   */
  agreeAt: number;
  /** Adds a fact it was not asked for to its answers. */
  volunteers: boolean;
  /** Keeps budget and who decides to itself until the salesperson has asked good questions. */
  guarded: boolean;
  /** Concerns about money and proof are answered only with figures. */
  demandsNumbers: boolean;
  /** Good questions (about the buyer's situation) before an early-stage buyer agrees to meet again. */
  questionsBeforeAgreeing: number;
}

export const DIFFICULTY_PLAYS: Record<Difficulty, DifficultyPlay> = {
  easy: {
    interestShift: 15,
    maxPushes: 4,
    maxRambles: 4,
    monologueWords: 60,
    maxConcerns: 1,
    concernsBeforeAgreeing: 0,
    agreeAt: 55,
    volunteers: true,
    guarded: false,
    demandsNumbers: false,
    questionsBeforeAgreeing: 1,
  },
  medium: {
    interestShift: 0,
    maxPushes: 3,
    maxRambles: 3,
    monologueWords: 45,
    maxConcerns: 2,
    concernsBeforeAgreeing: 1,
    agreeAt: 55,
    volunteers: false,
    guarded: false,
    demandsNumbers: false,
    questionsBeforeAgreeing: 2,
  },
  hard: {
    interestShift: -10,
    maxPushes: 2,
    maxRambles: 2,
    monologueWords: 35,
    maxConcerns: 3,
    concernsBeforeAgreeing: 1,
    agreeAt: 55,
    volunteers: false,
    guarded: true,
    demandsNumbers: true,
    questionsBeforeAgreeing: 3,
  },
};
