import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/free-port';
import { discardChildRuntime, startChildRuntime, type ChildRuntime } from '../helpers/child-runtime';

const root = resolve(import.meta.dirname, '..', '..');

/** The README tour's shell block, as a reader copies it. */
function tourScript(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## A five-minute tour'));
  return /```bash\n([\s\S]*?)```/.exec(section)![1]!;
}

/** The TypeScript program the README shows for step 1, without its file-name comment. */
function tourProgram(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## A five-minute tour'));
  return /```ts\n\/\/ examples\/tour\/create-product\.ts\n([\s\S]*?)```/.exec(section)![1]!;
}

describe('the README tour', () => {
  it('shows the typed-client program its shell block runs', () => {
    expect(tourScript()).toContain('node --import tsx examples/tour/create-product.ts');
    expect(tourProgram()).toBe(readFileSync(join(root, 'examples', 'tour', 'create-product.ts'), 'utf8'));
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'readme-tour-'));
  let runtime: ChildRuntime | undefined;
  afterAll(() => discardChildRuntime(runtime, dataDir));

  it('runs as written against a fresh `npm start` and ends with a delivered, verified webhook', async () => {
    runtime = await startChildRuntime(dataDir, { ALLOW_PRIVATE_TARGETS: '1' });
    const receiverPort = String(await freePort());
    // The tour reads npm start's PORT and DATA_DIR as a reader exports them; only the receiver's port is replaced.
    const script = tourScript().replaceAll('4000', receiverPort);
    const run = spawnSync('bash', ['-c', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 150_000,
      env: { ...process.env, PORT: new URL(runtime.baseUrl).port, DATA_DIR: dataDir },
    });
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.stdout).toContain('<h1>Tour Tea</h1>');
    // The receiver prints the verified payload's JSON (its keys in no particular order, as JSON objects are).
    const printed = /^product_updated #\d+ (\{.*\})$/m.exec(run.stdout);
    expect(printed, run.stdout).not.toBeNull();
    expect(JSON.parse(printed![1]!)).toMatchObject({
      event_name: 'product_updated',
      product: { id: expect.any(Number), title: 'Tour Tea' },
    });
    expect(run.stdout.trim().split('\n').at(-1)).toBe('product_updated delivered');
  }, 240_000);
});
