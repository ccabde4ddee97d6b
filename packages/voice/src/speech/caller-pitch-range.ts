/**
 * The caller's usual pitch over the call so far: the median of their latest voiced windows. A
 * falling end is judged against it, so that a short "yes" or a first sentence is compared with the
 * caller's voice, not only with itself.
 */
export class CallerPitchRange {
  private readonly pitchesSt: number[] = [];

  constructor(
    private readonly keep = 400,
    private readonly minimum = 20,
  ) {}

  add(pitchesSt: readonly number[]): void {
    this.pitchesSt.push(...pitchesSt);
    if (this.pitchesSt.length > this.keep) this.pitchesSt.splice(0, this.pitchesSt.length - this.keep);
  }

  /** Undefined until enough voiced speech was heard. */
  get medianSt(): number | undefined {
    if (this.pitchesSt.length < this.minimum) return undefined;
    const sorted = [...this.pitchesSt].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  }
}
