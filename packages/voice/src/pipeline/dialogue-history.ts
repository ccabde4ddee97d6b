import type { DialogueTurn } from '../dialogue/dialogue.port';

/**
 * The conversation as the dialogue sees it: what was heard, in order. Consecutive turns of one
 * speaker are joined (a caller who paused mid-thought, a buyer line after a cut-off one), so the
 * dialogue always sees turns alternate; system notes stay apart.
 */
export class DialogueHistory {
  private readonly turns: DialogueTurn[] = [];

  add(role: DialogueTurn['role'], text: string): void {
    appendTurn(this.turns, role, text);
  }

  snapshot(): DialogueTurn[] {
    return this.turns.map((turn) => ({ ...turn }));
  }

  /** The conversation as it would be with this turn added, leaving the history as it is. */
  snapshotWith(role: DialogueTurn['role'], text: string): DialogueTurn[] {
    const turns = this.snapshot();
    appendTurn(turns, role, text);
    return turns;
  }
}

function appendTurn(turns: DialogueTurn[], role: DialogueTurn['role'], text: string): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  const last = turns.at(-1);
  if (last && last.role === role && role !== 'system') {
    turns[turns.length - 1] = { role, text: `${last.text} ${trimmed}` };
  } else {
    turns.push({ role, text: trimmed });
  }
}
