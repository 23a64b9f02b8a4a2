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
  'const cpu = process.cpuUsage();',
  'const started = performance.now();',
  'const module = await import(process.argv[1]);',
  'const ms = performance.now() - started;',
  'const used = process.cpuUsage(cpu);',
  "if (typeof module.handler !== 'function') throw new Error('no handler export');",
  'process.stdout.write(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));',
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
  /** Median CPU time of the same imports (user + system): insensitive to other load on the machine. */
  readonly medianCpuMs: number | null;
  readonly samplesMs: number[];
  readonly error?: string;
}

/**
 * Imports each bundle in `runs` fresh node processes and returns the median import time per
 * bundle. Samples are taken round-robin over the bundles (A B C A B C …), so a change in
 * background load during the run spreads over every bundle instead of skewing a few. A file listed
 * more than once is imported that many times a round, its samples pooled (the bench's stack floor).
 */
export async function measureColdLoads(
  files: readonly string[],
  options: ColdLoadOptions,
): Promise<Map<string, ColdLoad>> {
  const samples = new Map(files.map((file) => [file, [] as number[]]));
  const cpuSamples = new Map(files.map((file) => [file, [] as number[]]));
  const errors = new Map<string, string>();
  const queue = Array.from({ length: options.runs }, () => files).flat();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (errors.has(file)) continue;
      try {
        const { ms, cpuMs } = await importOnce(file, options);
        samples.get(file)!.push(ms);
        cpuSamples.get(file)!.push(cpuMs);
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
      const measured = !error && list.length > 0;
      return [
        file,
        {
          medianMs: measured ? median(list) : null,
          medianCpuMs: measured ? median(cpuSamples.get(file)!) : null,
          samplesMs: list,
          ...(error ? { error } : {}),
        },
      ];
    }),
  );
}

async function importOnce(file: string, options: ColdLoadOptions): Promise<{ ms: number; cpuMs: number }> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '--eval', childScript, pathToFileURL(file).href],
    {
      env: { ...options.env },
      timeout: options.timeoutMs,
    },
  );
  const sample = JSON.parse(stdout) as { ms: number; cpuMs: number };
  if (!Number.isFinite(sample.ms) || !Number.isFinite(sample.cpuMs))
    throw new Error(`unexpected output: ${stdout.slice(0, 200)}`);
  return sample;
}

/** A floor import every this many function imports of a round (and one closing it). */
const FLOOR_EVERY = 20;

/**
 * The round's import order with the stack floor among the functions every {@link FLOOR_EVERY}:
 * every ratio divides by the floor's median, so it is sampled ~11 times a round instead of once,
 * and one drifting floor sample cannot move every ratio ({@link measureColdLoads} pools a repeated path's samples).
 */
export function withFloorInterleaved(files: readonly string[], floorFile: string): string[] {
  return [...files.flatMap((file, i) => (i % FLOOR_EVERY === 0 ? [floorFile, file] : [file])), floorFile];
}
