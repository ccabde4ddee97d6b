import { describe, expect, it } from 'vitest';
import { afterProfileGenerated, NO_PROFILE_UNDO, withoutProfileUndo } from './profile-undo';

const typed = 'A cautious operations director who hates long demos.';
const generated = 'Acme Logistics moves pallets across Europe.';

describe('afterProfileGenerated', () => {
  it('offers back what the user had written', () => {
    expect(afterProfileGenerated(NO_PROFILE_UNDO, typed, generated)).toEqual({ generated, replaced: typed });
  });

  it('offers nothing when the field was empty or already held the same profile', () => {
    expect(afterProfileGenerated(NO_PROFILE_UNDO, '  ', generated).replaced).toBeNull();
    expect(afterProfileGenerated(NO_PROFILE_UNDO, generated, generated).replaced).toBeNull();
  });

  it('keeps the user text through a second analysis of an unedited profile', () => {
    const once = afterProfileGenerated(NO_PROFILE_UNDO, typed, generated);
    expect(afterProfileGenerated(once, generated, generated)).toEqual({ generated, replaced: typed });
    expect(afterProfileGenerated(once, generated, 'Another profile').replaced).toBe(typed);
  });

  it('does not offer back an earlier generated profile as if the user wrote it', () => {
    const fromEmpty = afterProfileGenerated(NO_PROFILE_UNDO, '', generated);
    expect(afterProfileGenerated(fromEmpty, generated, 'Another profile').replaced).toBeNull();
  });

  it('treats a generated profile the user edited as theirs', () => {
    const edited = `${generated} Their CFO signs off every tool.`;
    const once = withoutProfileUndo(afterProfileGenerated(NO_PROFILE_UNDO, '', generated));
    expect(afterProfileGenerated(once, edited, generated).replaced).toBe(edited);
  });
});

describe('withoutProfileUndo', () => {
  it('drops the offer but remembers the generated profile', () => {
    expect(withoutProfileUndo({ generated, replaced: typed })).toEqual({ generated, replaced: null });
  });
});
