import type { Difficulty } from '@rehearse/domain';

/**
 * What each difficulty asks of a language-model buyer: patience (how many monologues or pushes
 * before hanging up), openness (what it shares unprompted), objections, and when it agrees. The
 * offline buyer plays the same levels by its own rules.
 */
const DIFFICULTY_BEHAVIOUR: Record<Difficulty, string[]> = {
  easy: [
    'You are an easy buyer to win.',
    '- Patient: you tolerate several long monologues or pushy moves before you lose patience.',
    '- Open: you share your situation, needs and numbers readily, even before you are asked.',
    '- You raise at most one mild objection, and a reasonable answer settles it.',
    '- When the salesperson proposes a reasonable next step, you agree to it readily.',
  ],
  medium: [
    'You are a typical buyer.',
    '- You share your situation when you are asked, not before.',
    '- You raise the objections your role and this stage of the conversation usually bring.',
    '- You lose patience if the salesperson keeps pitching without asking, or keeps pushing after you said no.',
    '- You agree to a next step when the questions were good and your concerns were answered.',
  ],
  hard: [
    'You are a hard buyer to win.',
    '- Guarded: you share only what is asked, and only as precisely as it is asked.',
    '- You raise more objections than usual, and harder ones.',
    '- You need concrete proof and numbers; vague claims and adjectives do not move you.',
    '- Little patience: after a couple of monologues or pushy moves, you say so and end the call.',
    '- You agree to a next step only when the salesperson has earned it.',
  ],
};

/** The section's heading names the level, so a prompt that already holds it is recognised. */
export function difficultyHeading(difficulty: Difficulty): string {
  return `HOW HARD YOU ARE TO WIN (difficulty: ${difficulty})`;
}

/** The buyer prompt's difficulty section. */
export function difficultySection(difficulty: Difficulty): string {
  return [
    difficultyHeading(difficulty),
    ...DIFFICULTY_BEHAVIOUR[difficulty],
    'Where this differs from the behaviour described for the stage of the conversation, follow this.',
  ].join('\n');
}

/**
 * The prompt with its difficulty section: unchanged when it already has it, else with the section
 * added at the end (a prompt a language model rewrote without it, or one stored before difficulty).
 */
export function withDifficultySection(prompt: string, difficulty: Difficulty): string {
  if (prompt.includes(difficultyHeading(difficulty))) return prompt;
  return `${prompt.trimEnd()}\n\n${difficultySection(difficulty)}`;
}
