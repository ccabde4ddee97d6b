/** A logger that keeps its warnings, so a test can assert that a fallback was reported. */
export function createWarningLog() {
  const warnings: { details: object; message: string }[] = [];
  return {
    warnings,
    warn(details: object, message: string) {
      warnings.push({ details, message });
    },
  };
}
