import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { packageOf } from '../lib/bundling/build-functions';

const run = promisify(execFile);

/** One part of a cold import's CPU time, from V8's sampling profiler. */
export interface ColdTimeShare {
  /**
   * npm package or `(project)` whose bundled code ran; `(compile/native)` for V8 parsing and compiling
   * the bundle and other native work (the profiler's `(program)`), `(gc)`, and `(node)` for Node's own JavaScript
   * (module loader, source-map cache, built-ins).
   */
  readonly name: string;
  readonly ms: number;
}

/** Sampling interval of the profile: fine enough for a ~100 ms import. */
const INTERVAL_MICROSECONDS = 100;

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/**
 * Where one cold import of `file` spends its CPU: imports it once more in a fresh process under
 * `--cpu-prof`, attributes each sample's self time to the package whose source the source map of
 * the bundle (or of the chunk it ran in) names at that position, and returns the shares, largest first. One profiled
 * process, so a rough split (sampling and profiler overhead); the medians come from
 * cold-load.ts, unprofiled.
 */
export async function profileColdLoad(
  file: string,
  env: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<ColdTimeShare[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cold-profile-'));
  try {
    await run(
      process.execPath,
      [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
        `--cpu-prof-interval=${INTERVAL_MICROSECONDS}`,
        '--input-type=module',
        '--eval',
        'await import(process.argv[1]);',
        pathToFileURL(file).href,
      ],
      { env: { ...env }, timeout: timeoutMs },
    );
    const profileFile = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!profileFile) throw new Error('node wrote no CPU profile');
    const profile = JSON.parse(readFileSync(join(dir, profileFile), 'utf8')) as CpuProfile;
    // The function's bundle (its lazy modules under lazy/ are not mapped).
    const files = readdirSync(dirname(file))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => join(dirname(file), name));
    return sharesOf(
      profile,
      new Map(
        files.map((each) => [pathToFileURL(each).href, new SourceMap(JSON.parse(readFileSync(`${each}.map`, 'utf8')))]),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Self time per share name, from the profile's samples (each sample's time delta goes to the node it hit); `maps` by the URL of each file of the bundle. */
export function sharesOf(
  profile: CpuProfile,
  maps: ReadonlyMap<string, Pick<SourceMap, 'findEntry'>>,
): ColdTimeShare[] {
  const nameById = new Map(profile.nodes.map((node) => [node.id, shareName(node, maps)]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const name = nameById.get(id) ?? '(node)';
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  totals.delete('(idle)');
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

function shareName({ callFrame }: ProfileNode, maps: ReadonlyMap<string, Pick<SourceMap, 'findEntry'>>): string {
  if (callFrame.functionName === '(program)') return '(compile/native)';
  if (callFrame.functionName === '(garbage collector)') return '(gc)';
  if (callFrame.functionName === '(idle)') return '(idle)';
  const map = maps.get(callFrame.url);
  if (!map) return '(node)';
  const entry = map.findEntry(callFrame.lineNumber, callFrame.columnNumber) as { originalSource?: string };
  return entry.originalSource ? packageOf(entry.originalSource) : '(project)';
}
