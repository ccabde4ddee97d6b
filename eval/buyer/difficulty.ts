import type { CallVerdict } from './judge';
import { isConcern, namesIn, numbersIn, wordsOf } from './reply-reading';

/** What difficulty should change, measured on one call. Definitions: README.md ("Difficulty"). */
export interface DifficultyMeasures {
  /** Salesperson lines said before the buyer hung up (the one it hung up on included); undefined: it never did. */
  patience: number | undefined;
  /** Replies that push back or ask the salesperson something (the judge's concern detector). */
  concerns: number;
  /** Distinct profile facts (numbers, names) the buyer said in reply to lines that asked no question. */
  unpromptedFacts: string[];
}

const QUESTION_START =
  /^(how|what|what's|whats|who|where|when|why|which|do|does|did|is|are|can|could|would|will|have|has|should|tell me)\b/;

export function isQuestion(line: string): boolean {
  return line.includes('?') || QUESTION_START.test(wordsOf(line).join(' '));
}

export function measureDifficulty(verdict: CallVerdict, customerProfile: string): DifficultyMeasures {
  const hungUpAt = verdict.lines.findIndex((line) => line.endCall);
  const profileNumbers = new Set(numbersIn(customerProfile).filter((value) => value > 1));
  const profileNames = new Set(namesIn(customerProfile).map((name) => name.toLowerCase()));
  const unprompted = new Set<string>();
  for (const line of verdict.lines) {
    if (!line.reply || isQuestion(line.line.say)) continue;
    numbersIn(line.reply)
      .filter((value) => profileNumbers.has(value))
      .forEach((value) => unprompted.add(String(value)));
    wordsOf(line.reply)
      .filter((word) => profileNames.has(word))
      .forEach((word) => unprompted.add(word));
  }
  return {
    patience: hungUpAt < 0 ? undefined : hungUpAt + 1,
    concerns: verdict.lines.filter((line) => line.reply !== undefined && isConcern(line.reply)).length,
    unpromptedFacts: [...unprompted],
  };
}
