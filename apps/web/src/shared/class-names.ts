type ClassValue = string | false | null | undefined;

/** Joins the truthy class names: `classNames('a', isOn && 'b')`. */
export function classNames(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ');
}
