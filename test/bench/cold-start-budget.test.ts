import { describe, expect, it } from 'vitest';
import type { BenchResults, FunctionResult } from '../../bench/bench-results';
import { checkColdStartBudget, overBudgetLines, type ColdStartBudgetRow } from '../../bench/cold-start-budget';
import { checkTargets } from '../../bench/targets';

/** A measured function as the functions section records it. */
function measured(
  handler: string,
  coldLoadCpuMs: number | null,
  coldTime?: FunctionResult['coldTime'],
): FunctionResult {
  return {
    handler,
    routes: [],
    bundleBytes: 100_000,
    contributors: [],
    coldLoadMs: coldLoadCpuMs,
    coldLoadCpuMs,
    coldLoadSamplesMs: [],
    ...(coldTime ? { coldTime } : {}),
  };
}

const floor = measured('(stack floor)', 40);

describe('the cold-start budget', () => {
  it('holds every function at 2× the cold CPU of the stack floor measured in the same run, pages and consumers included', () => {
    const checks = checkColdStartBudget(
      [measured('orders/get-order', 80), measured('site/render-page', 81), measured('consumers/relay-outbox', 79)],
      floor,
    );
    expect(checks.map((check) => [check.handler, check.floorRatio, check.maxFloorRatio, check.pass])).toEqual([
      ['orders/get-order', 2, 2, true],
      ['site/render-page', 2.025, 2, false],
      ['consumers/relay-outbox', 1.975, 2, true],
    ]);
  });

  it('names a function over budget with where its cold CPU goes, worst first', () => {
    const shares = [
      { name: '(project)', ms: 30 },
      { name: 'zod', ms: 25.25 },
      { name: '(compile/native)', ms: 20 },
      { name: '@aws-sdk/client-dynamodb', ms: 10 },
      { name: '(gc)', ms: 1 },
    ];
    const lines = overBudgetLines(
      checkColdStartBudget(
        [
          measured('carts/create-cart', 100, shares),
          measured('orders/get-order', 120),
          measured('company/get-company', 50),
        ],
        floor,
      ),
    );
    expect(lines).toEqual([
      'orders/get-order: 120.0 ms cold CPU = 3.00× the floor (budget ≤ 2×, JSON API functions (every other handler)); spent on no profile',
      'carts/create-cart: 100.0 ms cold CPU = 2.50× the floor (budget ≤ 2×, JSON API functions (every other handler)); spent on (project) 30.0 ms, zod 25.3 ms, (compile/native) 20.0 ms, @aws-sdk/client-dynamodb 10.0 ms',
    ]);
  });

  it('applies the first row that covers a handler', () => {
    const table: ColdStartBudgetRow[] = [
      { functions: 'reads', covers: (handler) => handler.includes('/get-'), maxFloorRatio: 1.5 },
      { functions: 'the rest', covers: () => true, maxFloorRatio: 2 },
    ];
    const checks = checkColdStartBudget(
      [measured('orders/get-order', 70), measured('orders/cancel-order', 70)],
      floor,
      table,
    );
    expect(checks.map((check) => [check.handler, check.budget, check.pass])).toEqual([
      ['orders/get-order', 'reads', false],
      ['orders/cancel-order', 'the rest', true],
    ]);
  });

  it('skips functions whose cold load failed and runs without a floor', () => {
    expect(checkColdStartBudget([measured('orders/get-order', null)], floor)).toEqual([]);
    expect(checkColdStartBudget([measured('orders/get-order', 500)], undefined)).toEqual([]);
  });

  it('is the only cold-start target: bundle bytes are reported, not checked', () => {
    const results: Omit<BenchResults, 'targets'> = {
      startedAt: '',
      durationSeconds: 0,
      environment: {} as never,
      coldLoad: { runs: 0, concurrency: 0 },
      functions: [{ ...measured('orders/get-order', 60), bundleBytes: 10_000_000 }],
      stackFloor: floor,
      errors: [],
    };
    expect(checkTargets(results).map((check) => [check.target, check.subject, check.pass])).toEqual([
      ['cold CPU / stack floor: JSON API functions (every other handler)', 'orders/get-order', true],
    ]);
  });
});
