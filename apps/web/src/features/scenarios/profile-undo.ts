/**
 * The Undo offered after the website analysis fills the Customer Profile field (issue 16, item 16):
 * what the user had written comes back, and only what they wrote.
 */
export interface ProfileUndo {
  /** The profile the analysis last wrote into the field. */
  generated: string | null;
  /** The user's own text it replaced, offered back by Undo; null when nothing of theirs was lost. */
  replaced: string | null;
}

export const NO_PROFILE_UNDO: ProfileUndo = { generated: null, replaced: null };

/**
 * A generated profile arrives while the field holds `current`. Text the user wrote is kept for
 * Undo. The unedited profile of an earlier analysis is not theirs: the text that one replaced
 * stays the one to restore, so analysing twice never loses it.
 */
export function afterProfileGenerated(undo: ProfileUndo, current: string, generated: string): ProfileUndo {
  if (undo.generated !== null && current === undo.generated) return { generated, replaced: undo.replaced };
  const theirs = current.trim() !== '' && current !== generated;
  return { generated, replaced: theirs ? current : null };
}

/** The user typed in the field, or took their text back: nothing is offered back any more. */
export function withoutProfileUndo(undo: ProfileUndo): ProfileUndo {
  return { generated: undo.generated, replaced: null };
}
