import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs inside a fresh process: counts every zod schema (and check) constructed while the module is
 * imported. zod's constructor reads `inst._zod` once before installing it on the instance, so a
 * getter on Object.prototype sees each construction exactly once.
 */
const childScript = [
  'let constructed = 0;',
  "Object.defineProperty(Object.prototype, '_zod', { configurable: true, get() { constructed++; return undefined; } });",
  'await import(process.argv[1]);',
  'process.stdout.write(String(constructed));',
].join('\n');

/**
 * The zod schemas a bundle constructs at import, in a fresh process: a measure of the cold-start
 * work that schema laziness removes, which machine load cannot blur (issue 25 §2).
 */
export async function countZodConstructions(file: string, env: Readonly<Record<string, string>>, timeoutMs = 60_000): Promise<number> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', childScript, pathToFileURL(file).href], { env: { ...env }, timeout: timeoutMs });
  const count = Number(stdout);
  if (!Number.isInteger(count)) throw new Error(`unexpected output: ${stdout.slice(0, 200)}`);
  return count;
}
