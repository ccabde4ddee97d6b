import type { DialogueTurn } from '../dialogue/dialogue.port';

/**
 * The conversation as the dialogue sees it: what was heard, in order. Consecutive turns of one
 * speaker are joined (a caller who paused mid-thought, a buyer line after a cut-off one), so the
 * dialogue always sees turns alternate; system notes stay apart.
 */
export class DialogueHistory {
  private readonly turns: DialogueTurn[] = [];

  add(role: DialogueTurn['role'], text: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    const last = this.turns.at(-1);
    if (last && last.role === role && role !== 'system') {
      this.turns[this.turns.length - 1] = { role, text: `${last.text} ${trimmed}` };
    } else {
      this.turns.push({ role, text: trimmed });
    }
  }

  snapshot(): DialogueTurn[] {
    return this.turns.map((turn) => ({ ...turn }));
  }
}
