import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** `npm start`'s entry point running in its own process, as a user runs it. */
export interface ChildRuntime {
  baseUrl: string;
  credentials: { company_id: number; company_token: string; root_admin_token: string };
  process: ChildProcess;
  output: () => string;
}

/** Starts `bin/local.ts` with its own DATA_DIR on a free port and waits for its banner. */
export async function startChildRuntime(dataDir: string, env: Record<string, string> = {}): Promise<ChildRuntime> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bin/local.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DYNAMODB_ENDPOINT: '',
      ALLOW_PRIVATE_TARGETS: '1',
      LOG_REQUESTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseUrl = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`runtime did not start:\n${output}`)), 150_000);
    child.stdout!.on('data', () => {
      const match = /Base URL\s+(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`runtime exited with ${code}:\n${output}`)));
  });
  const credentials = JSON.parse(readFileSync(join(dataDir, 'credentials.json'), 'utf8'));
  return { baseUrl, credentials, process: child, output: () => output };
}

/** Waits for a child process to exit. */
export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((r) => child.once('exit', (code) => r(code)));
}

/** Stops a runtime the way Ctrl-C does (SIGTERM) and waits for it to exit; resolves with its exit code. */
export function stopChildRuntime(runtime: ChildRuntime): Promise<number | null> {
  runtime.process.kill('SIGTERM');
  return exited(runtime.process);
}

/**
 * A test's teardown: stops the runtime, if one started, then removes its data directory. The
 * runtime stops DynamoDB Local, which writes into that directory, before it exits.
 */
export async function discardChildRuntime(runtime: ChildRuntime | undefined, dataDir: string): Promise<void> {
  if (runtime) await stopChildRuntime(runtime);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
