/**
 * A recorded call list as the tables print it: `['GetCommand', 'GetCommand', 'QueryCommand']` →
 * `2 Get, Query`.
 */
export function summarizeCalls(calls: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of calls.map((call) => call.replace(/Command$/, ''))) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${count} ${name}` : name)).join(', ');
}
