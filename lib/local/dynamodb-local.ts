import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

export interface DynamoDbLocalProps {
  /** Port to listen on (127.0.0.1). */
  readonly port: number;
  /** Folder for the database file; in-memory when undefined. */
  readonly dataDir?: string;
  /** Folder holding DynamoDBLocal.jar and DynamoDBLocal_lib/. @default <project>/.dynamodb-local */
  readonly installDir?: string;
  /** How long to wait for the port to accept connections (a loaded 2-core CI box can take a while to start a JVM). @default 120000 */
  readonly startTimeoutMs?: number;
}

/** A running DynamoDB Local (AWS's own engine) child process. */
export interface DynamoDbLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

const projectRoot = resolve(import.meta.dirname, '..', '..');

/** Starts DynamoDB Local with java and waits until it accepts connections. */
export async function startDynamoDbLocal(props: DynamoDbLocalProps): Promise<DynamoDbLocal> {
  const installDir = props.installDir ?? join(projectRoot, '.dynamodb-local');
  const jar = join(installDir, 'DynamoDBLocal.jar');
  if (!existsSync(jar)) throw new Error(`DynamoDB Local is not installed (${jar} missing): run \`npm run setup\`.`);
  if (spawnSync('java', ['-version']).error) {
    throw new Error(
      'Java is required for DynamoDB Local and was not found: install it with `apt-get install openjdk-17-jre-headless`.',
    );
  }
  const storage = props.dataDir ? ['-dbPath', props.dataDir] : ['-inMemory'];
  if (props.dataDir) mkdirSync(props.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      `-Djava.library.path=${join(installDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      jar,
      '-sharedDb',
      ...storage,
      '-port',
      String(props.port),
    ],
    { cwd: installDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  watchParent(child.pid!);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  await waitForPort(props.port, props.startTimeoutMs ?? 120_000, exited, () => output);
  return { endpoint: `http://127.0.0.1:${props.port}`, stop: () => stopChild(child, exited) };
}

async function waitForPort(
  port: number,
  timeoutMs: number,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let childExit: number | null | undefined;
  void exited.then((code) => (childExit = code));
  while (Date.now() < deadline) {
    if (childExit !== undefined)
      throw new Error(`DynamoDB Local exited (code ${childExit}) during start-up:\n${output()}`);
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`DynamoDB Local did not open port ${port} within ${timeoutMs} ms:\n${output()}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * A SIGKILLed parent cannot stop its children, so a tiny shell watchdog (it outlives the parent)
 * stops DynamoDB Local when this process disappears: no orphaned java, whatever kills us.
 */
function watchParent(javaPid: number): void {
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -TERM ${javaPid} 2>/dev/null`;
  spawn('sh', ['-c', script], { stdio: 'ignore', detached: true }).unref();
}

/** SIGTERM lets DynamoDB Local close its database file cleanly; SIGKILL only if it hangs. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
