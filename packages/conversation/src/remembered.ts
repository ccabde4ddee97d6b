/**
 * A reading that depends on its text alone, kept for the texts most recently read: a turn is read
 * again as its segments, questions and clauses, and the tagger costs about a millisecond a read.
 * The reading is shared between callers, so it must not be changed by them.
 */
export function rememberedByText<T>(read: (text: string) => T, size = 2000): (text: string) => T {
  const readings = new Map<string, T>();
  return (text) => {
    if (readings.has(text)) return readings.get(text)!;
    const reading = read(text);
    if (readings.size >= size) readings.delete(readings.keys().next().value!);
    readings.set(text, reading);
    return reading;
  };
}
