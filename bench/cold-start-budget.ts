import type { FunctionResult } from './bench-results';
import type { ColdTimeShare } from './cold-profile';

/**
 * One row of the cold-start budget: the functions it covers and the most median cold CPU each may
 * cost, in stack floors (bench/stack-floor-handler.ts) of the same run. Measuring against the floor
 * of the same run keeps the budget meaningful on a loaded machine; bundle bytes are reported, never
 * budgeted: what a shopper or caller waits for is CPU.
 */
export interface ColdStartBudgetRow {
  /** What the row covers, as the report names it. */
  readonly functions: string;
  /** Whether a handler falls under this row; the first row that covers a handler applies. */
  readonly covers: (handler: string) => boolean;
  /** Largest allowed median cold CPU ÷ the stack floor's median cold CPU. */
  readonly maxFloorRatio: number;
}

/** The budget table the functions section checks. A tighter row for some functions goes above the row that would cover them. */
export const coldStartBudget: readonly ColdStartBudgetRow[] = [
  {
    functions: 'rendered storefront pages (site/*)',
    covers: (handler) => handler.startsWith('site/'),
    maxFloorRatio: 2,
  },
  {
    functions: 'event and schedule consumers (consumers/*)',
    covers: (handler) => handler.startsWith('consumers/'),
    maxFloorRatio: 2,
  },
  { functions: 'JSON API functions (every other handler)', covers: () => true, maxFloorRatio: 2 },
];

/** How many of a function's CPU shares an over-budget line names. */
const NAMED_CONTRIBUTORS = 4;

/** One function checked against its budget row. */
export interface ColdStartBudgetCheck {
  readonly handler: string;
  /** The row that applies (`ColdStartBudgetRow.functions`). */
  readonly budget: string;
  readonly coldCpuMs: number;
  readonly floorCpuMs: number;
  readonly floorRatio: number;
  readonly maxFloorRatio: number;
  readonly pass: boolean;
  /** Where the cold import's CPU goes, largest first (bench/cold-profile.ts); empty when the profile failed. */
  readonly topContributors: readonly ColdTimeShare[];
}

/**
 * Checks every measured function against the first budget row that covers it. Functions without a
 * cold CPU measurement (a failed load, reported among the errors) and runs without a floor are skipped.
 *
 * @example checkColdStartBudget(results.functions, results.stackFloor).filter((check) => !check.pass)
 */
export function checkColdStartBudget(
  functions: readonly FunctionResult[],
  stackFloor: FunctionResult | undefined,
  table: readonly ColdStartBudgetRow[] = coldStartBudget,
): ColdStartBudgetCheck[] {
  const floorCpuMs = stackFloor?.coldLoadCpuMs;
  if (!floorCpuMs) return [];
  return functions.flatMap((f) => {
    const row = table.find((candidate) => candidate.covers(f.handler));
    if (!row || f.coldLoadCpuMs === null) return [];
    const floorRatio = f.coldLoadCpuMs / floorCpuMs;
    const pass = floorRatio <= row.maxFloorRatio;
    return [
      {
        handler: f.handler,
        budget: row.functions,
        coldCpuMs: f.coldLoadCpuMs,
        floorCpuMs,
        floorRatio,
        maxFloorRatio: row.maxFloorRatio,
        pass,
        topContributors: (f.coldTime ?? []).slice(0, NAMED_CONTRIBUTORS),
      },
    ];
  });
}

/** One line per function over budget, naming where its cold CPU goes: what the report and the exit status show. */
export function overBudgetLines(checks: readonly ColdStartBudgetCheck[]): string[] {
  return checks
    .filter((check) => !check.pass)
    .sort((a, b) => b.floorRatio - a.floorRatio)
    .map((check) => {
      const spent = check.topContributors.length
        ? check.topContributors.map((share) => `${share.name} ${share.ms.toFixed(1)} ms`).join(', ')
        : 'no profile';
      return `${check.handler}: ${check.coldCpuMs.toFixed(1)} ms cold CPU = ${check.floorRatio.toFixed(2)}× the floor (budget ≤ ${check.maxFloorRatio}×, ${check.budget}); spent on ${spent}`;
    });
}
