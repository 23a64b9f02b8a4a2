import { expect } from 'vitest';
import { db } from '../../shared/platform/db/client';

/**
 * Counts the DynamoDB commands this process sends while `run` runs, by command name
 * (`{ GetItem: 1, BatchGetItem: 1 }`): what a test asserts when the number of round trips is the
 * behaviour (a batched read, a cached lookup). Only this process's client: handlers running in
 * the local runtime's worker threads are not counted.
 */
export async function countCalls(run: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const name = `count-${Math.random()}`;
  db().middlewareStack.add(
    (next, context) => (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      counts[command] = (counts[command] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    db().middlewareStack.remove(name);
  }
  return counts;
}

/**
 * Asserts counted calls stay within a budget: each command at most its budgeted number, and no
 * command the budget leaves out. A round-trip guarantee is a ceiling, so a change that saves a
 * call passes and one that adds a call fails.
 */
export function expectAtMost(calls: Record<string, number>, budget: Record<string, number>): void {
  for (const [command, count] of Object.entries(calls))
    expect(count, `${command} calls`).toBeLessThanOrEqual(budget[command] ?? 0);
}
