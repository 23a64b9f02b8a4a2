/** An EventBridge event pattern (the subset the pipeline uses: exact values and `prefix`). */
export type EventPattern = { [field: string]: Array<string | { prefix: string }> | EventPattern };

/** True when `event` matches `pattern` the way EventBridge matches rules. */
export function matchesPattern(event: Record<string, unknown>, pattern: EventPattern): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const actual = event[field];
    if (!Array.isArray(expected))
      return (
        typeof actual === 'object' && actual !== null && matchesPattern(actual as Record<string, unknown>, expected)
      );
    return expected.some((candidate) =>
      typeof candidate === 'string'
        ? actual === candidate
        : typeof actual === 'string' && actual.startsWith(candidate.prefix),
    );
  });
}
