import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { ThroughputResult } from './bench-results';
import { median } from './stats';

const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

/** Load shape of one measurement. */
export interface LoadOptions {
  readonly connections: number;
  /** Measured seconds per target, split evenly over the rounds. */
  readonly durationSeconds: number;
  /**
   * Targets are measured in this many alternating slices (A B A B …) rather than one after the
   * other, so a change in background load (other processes on a shared machine) hits all alike.
   */
  readonly rounds: number;
  /**
   * Load applied to every target, and discarded, before any is measured: warms the JIT, connection
   * pools and DynamoDB Local's JVM for all of them alike.
   */
  readonly warmupSeconds: number;
}

/** One server to load: a GET URL and the headers each request carries. */
export interface LoadTarget {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The subset of autocannon's `--json` report the bench reads. */
interface AutocannonReport {
  /** Seconds the run actually lasted. */
  duration: number;
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Measures requests/s and p50/p99 latency of each target with autocannon after warming all of
 * them up. Requests/s is over the whole measured time; p50 and p99 are the medians of the
 * rounds' values (autocannon reports percentiles, not mergeable histograms; its resolution is
 * 1 ms). Autocannon runs in its own process so the load generator never shares an event loop
 * with the servers under test.
 */
export async function measureThroughput(
  targets: readonly LoadTarget[],
  options: LoadOptions,
): Promise<ThroughputResult[]> {
  for (const target of targets) await assertServes(target);
  if (options.warmupSeconds > 0) {
    for (const target of targets) await autocannon(target, options.connections, options.warmupSeconds);
  }
  const reports = targets.map((): AutocannonReport[] => []);
  const roundSeconds = options.durationSeconds / options.rounds;
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, target] of targets.entries())
      reports[i]!.push(await autocannon(target, options.connections, roundSeconds));
  }
  return targets.map((target, i) => summarise(target.url, reports[i]!));
}

function summarise(url: string, rounds: readonly AutocannonReport[]): ThroughputResult {
  const requests = rounds.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.duration, 0);
  return {
    url,
    requestsPerSecond: requests / seconds,
    latencyP50Ms: median(rounds.map((r) => r.latency.p50)),
    latencyP99Ms: median(rounds.map((r) => r.latency.p99)),
    requests,
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    rounds: rounds.map((r) => ({
      requestsPerSecond: r.requests.total / r.duration,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
    })),
  };
}

/** A server answering 401 or 404 would look fast: refuse to measure anything but a 200. */
async function assertServes(target: LoadTarget): Promise<void> {
  const response = await fetch(target.url, { headers: { ...target.headers } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${target.url} answered ${response.status}: ${body.slice(0, 200)}`);
}

async function autocannon(
  { url, headers }: LoadTarget,
  connections: number,
  seconds: number,
): Promise<AutocannonReport> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]);
  const args = [
    autocannonCli,
    '--json',
    '--connections',
    String(connections),
    '--duration',
    String(seconds),
    ...headerArgs,
    url,
  ];
  // Generous timeout: the run itself is bounded by --duration; this only catches a hung process.
  const { stdout, stderr } = await run(process.execPath, args, {
    timeout: (seconds + 30) * 1000,
    maxBuffer: 16 * 1024 * 1024,
  });
  try {
    return JSON.parse(stdout) as AutocannonReport;
  } catch {
    throw new Error(`autocannon against ${url} produced no report: ${stderr.trim() || stdout.trim()}`);
  }
}
