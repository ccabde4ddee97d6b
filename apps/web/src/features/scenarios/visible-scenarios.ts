/** Spec section 9: the grid shows this many scenario cards until 'View All'. */
export const INITIAL_VISIBLE_SCENARIOS = 4;

/** The cards to show: the first four, or all once expanded. */
export function visibleScenarios<T>(scenarios: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? scenarios : scenarios.slice(0, INITIAL_VISIBLE_SCENARIOS);
}

/** 'View All' and 'Show Less' exist only when there are more scenarios than the first four. */
export function hasHiddenScenarios(count: number): boolean {
  return count > INITIAL_VISIBLE_SCENARIOS;
}

export function viewAllLabel(count: number): string {
  return `View All (${count} scenarios)`;
}
