import type { BenchResults, TargetCheck } from './bench-results';

/** A goal from issue 2 §9: aimed for and reported, never enforced. */
interface Target {
  readonly name: string;
  readonly limit: number;
  readonly unit: string;
  /** The measurements the target applies to, by subject; a missing measurement is skipped. */
  readonly measure: (results: Omit<BenchResults, 'targets'>) => Array<{ subject: string; value: number | null | undefined }>;
}

/** Every target, each checked as `measured ≤ limit`. A new bench section adds its own here. */
export const targets: readonly Target[] = [
  {
    name: 'gateway p50 / floor p50',
    limit: 1.3,
    unit: '×',
    measure: (r) => [{ subject: r.http?.endpoint ?? 'http', value: r.http?.latencyRatio }],
  },
  {
    name: 'floor rps / gateway rps',
    limit: 1.3,
    unit: '×',
    measure: (r) => [{ subject: r.http?.endpoint ?? 'http', value: r.http?.throughputRatio }],
  },
  {
    name: 'cold module load',
    limit: 60,
    unit: 'ms',
    measure: (r) => r.functions.map((f) => ({ subject: f.handler, value: f.coldLoadMs })),
  },
  {
    name: 'bundle size',
    limit: 400,
    unit: 'KB',
    measure: (r) => r.functions.map((f) => ({ subject: f.handler, value: f.bundleBytes === null ? null : f.bundleBytes / 1024 })),
  },
];

/** Checks every target against the measurements that exist. */
export function checkTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  return targets.flatMap((target) =>
    target
      .measure(results)
      .filter((m): m is { subject: string; value: number } => typeof m.value === 'number' && Number.isFinite(m.value))
      .map((m) => ({ target: target.name, subject: m.subject, measured: m.value, limit: target.limit, unit: target.unit, pass: m.value <= target.limit })),
  );
}
