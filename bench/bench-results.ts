/**
 * The bench's results as data: what `npm run bench` prints and writes to bench/results/latest.json.
 * A new section (e.g. webhook deliveries/s) adds one optional field here, one measuring module, one
 * renderer in report.ts and its targets in targets.ts.
 */

/** One package's share of a bundle, from esbuild's metafile. */
export interface BundleContributor {
  /** npm package name, or `(project)` for this repository's own sources. */
  readonly name: string;
  readonly bytes: number;
}

/** Size and cold module-load time of one handler's production bundle. */
export interface FunctionResult {
  /** Handler module under functions/ (manifest `handler`). */
  readonly handler: string;
  /** Manifest route ids served by this handler. */
  readonly routes: readonly string[];
  /** Bytes of the bundled `index.mjs`; null when bundling failed. */
  readonly bundleBytes: number | null;
  /** Largest contributors to the bundle, biggest first. */
  readonly contributors: readonly BundleContributor[];
  /** Median `import()` time of the bundle in a fresh node process; null when it could not be measured. */
  readonly coldLoadMs: number | null;
  /** Every cold-load sample, in run order. */
  readonly coldLoadSamplesMs: readonly number[];
  /** Why bundling or loading failed. */
  readonly error?: string;
}

/** Requests/s and latency percentiles of one load slice. */
export interface LoadSample {
  readonly requestsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
}

/** Autocannon's view of one server over every measured round. */
export interface ThroughputResult extends LoadSample {
  readonly url: string;
  readonly requests: number;
  /** Responses with a status other than 2xx (a run with any is not comparable). */
  readonly non2xx: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  /** Each round on its own, in order: how much the numbers moved during the run. */
  readonly rounds: readonly LoadSample[];
}

/** The gateway next to its floor: same endpoint, same DynamoDB calls. */
export interface HttpComparison {
  readonly endpoint: string;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly rounds: number;
  readonly warmupSeconds: number;
  /**
   * DynamoDB commands one request sends, sorted; the floor is only a floor while both lists are
   * equal (the report flags a difference: the endpoint changed and floor-server.ts must follow).
   */
  readonly dynamodbCalls: { readonly gateway: readonly string[]; readonly floor: readonly string[] };
  readonly gateway: ThroughputResult;
  readonly floor: ThroughputResult;
  /** gateway p50 / floor p50. */
  readonly latencyRatio: number;
  /** floor rps / gateway rps. */
  readonly throughputRatio: number;
}

/** A target checked against a measurement; a miss is reported, never fatal. */
export interface TargetCheck {
  readonly target: string;
  /** What was measured (a handler, or the HTTP comparison). */
  readonly subject: string;
  readonly measured: number;
  readonly limit: number;
  readonly unit: string;
  readonly pass: boolean;
}

/** Everything one bench run produced. */
export interface BenchResults {
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly environment: {
    readonly node: string;
    readonly platform: string;
    readonly cpus: number;
    readonly cpuModel: string;
    /** 1-minute load average when the run started and ended: other work on the machine skews every number. */
    readonly loadAverage1m: { readonly before: number; readonly after: number };
  };
  /** How cold loads were sampled: fresh processes per bundle, and how many ran at once. */
  readonly coldLoad: { readonly runs: number; readonly concurrency: number };
  readonly functions: readonly FunctionResult[];
  /** Absent when the HTTP section could not run (its error is in `errors`). */
  readonly http?: HttpComparison;
  readonly targets: readonly TargetCheck[];
  /** Sections that failed, with their message; the rest of the results still stand. */
  readonly errors: readonly string[];
}
