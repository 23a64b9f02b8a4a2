import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { median } from './stats';

const run = promisify(execFile);

/**
 * Runs inside the fresh process: times the dynamic import alone, so node's own start-up is not
 * counted, and checks the module really exports a handler.
 */
const childScript = [
  'const started = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - started;',
  "if (typeof module.handler !== 'function') throw new Error('no handler export');",
  'process.stdout.write(String(ms));',
].join('\n');

/** Options of {@link measureColdLoads}. */
export interface ColdLoadOptions {
  /** Fresh processes per bundle; the median is reported. */
  readonly runs: number;
  /**
   * Processes alive at once. More than one shortens the run roughly in proportion but lets
   * imports compete for cores, which inflates every sample somewhat (a pessimistic bias).
   */
  readonly concurrency: number;
  /** The whole environment of each child (nothing is inherited, so no loader flags leak in). */
  readonly env: Readonly<Record<string, string>>;
  /** Give up on one process after this long. */
  readonly timeoutMs: number;
}

/** Median and samples of a bundle's cold module-load time, or why it could not be loaded. */
export interface ColdLoad {
  readonly medianMs: number | null;
  readonly samplesMs: number[];
  readonly error?: string;
}

/**
 * Imports each bundle in `runs` fresh node processes and returns the median import time per
 * bundle. Samples are taken round-robin over the bundles (A B C A B C …), so a change in
 * background load during the run spreads over every bundle instead of skewing a few.
 */
export async function measureColdLoads(files: readonly string[], options: ColdLoadOptions): Promise<Map<string, ColdLoad>> {
  const samples = new Map(files.map((file) => [file, [] as number[]]));
  const errors = new Map<string, string>();
  const queue = Array.from({ length: options.runs }, () => files).flat();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (errors.has(file)) continue;
      try {
        samples.get(file)!.push(await importOnce(file, options));
      } catch (error) {
        errors.set(file, (error instanceof Error ? error.message : String(error)).trim().split('\n').at(-1)!);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return new Map(
    files.map((file) => {
      const error = errors.get(file);
      const list = samples.get(file)!;
      return [file, { medianMs: error || !list.length ? null : median(list), samplesMs: list, ...(error ? { error } : {}) }];
    }),
  );
}

async function importOnce(file: string, options: ColdLoadOptions): Promise<number> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', childScript, pathToFileURL(file).href], {
    env: { ...options.env },
    timeout: options.timeoutMs,
  });
  const ms = Number(stdout);
  if (!Number.isFinite(ms)) throw new Error(`unexpected output: ${stdout.slice(0, 200)}`);
  return ms;
}
