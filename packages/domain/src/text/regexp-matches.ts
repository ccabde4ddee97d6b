/**
 * Every match of a global pattern in a text, as `[...text.matchAll(pattern)]` gives them, but run
 * on the pattern itself. `matchAll` (like `new RegExp(...)` in a function) makes a new RegExp per
 * call, whose compiled code V8 takes from a cache that its major garbage collections empty: in a
 * call, a turn after one recompiled the understanding's large patterns, tens of ms (decision 128).
 * A pattern kept at module level keeps its compiled code. Synchronous, and `lastIndex` is 0 after.
 */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new Error(`allMatches needs a global pattern: /${pattern.source}/${pattern.flags}`);
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    matches.push(match);
    // An empty match moves on by one character (a code point with the u or v flag), as matchAll does.
    if (match[0] === '') pattern.lastIndex = nextIndex(text, pattern.lastIndex, pattern.unicode || pattern.flags.includes('v'));
  }
  return matches;
}

function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff ? index + 2 : index + 1;
}

/**
 * One RegExp per source and flags, kept: for a pattern made from words known only at run time (a
 * name, a phrase), so that its compiled code outlives garbage collection as a module-level
 * pattern's does. Bounded: the oldest is let go past `limit` (a long-running server meets many
 * scenarios' names). A global or sticky pattern's `lastIndex` is shared by its users.
 */
export function createRegExpCache(limit = 500): (source: string, flags?: string) => RegExp {
  const kept = new Map<string, RegExp>();
  return (source, flags = '') => {
    const key = `${flags}/${source}`;
    let pattern = kept.get(key);
    if (pattern === undefined) {
      pattern = new RegExp(source, flags);
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, pattern);
    }
    return pattern;
  };
}
