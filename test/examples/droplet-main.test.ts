import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../lib/local/free-port';
import { createTenant } from '../helpers/tenant';

const root = resolve(import.meta.dirname, '..', '..');

/** `npm run example:droplet` as a reader runs it next to an `npm start` with its own DATA_DIR, on a port of their choosing. */
describe('examples/droplet/main.ts', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'droplet-main-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads DATA_DIR and DROPLET_PORT: the API and token from DATA_DIR/credentials.json, the app on DROPLET_PORT', async () => {
    const tenant = await createTenant();
    writeFileSync(
      join(dataDir, 'credentials.json'),
      JSON.stringify({ base_url: inject('baseUrl'), company_token: tenant.token }),
    );
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'examples/droplet/main.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DROPLET_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    await new Promise<void>((done, fail) => {
      child!.stdout!.on('data', () => output.includes('Uninstall') && done());
      child!.once('exit', (code) => fail(new Error(`main.ts exited with ${code}:\n${output}`)));
    });
    expect(output).toContain(`on http://127.0.0.1:${port} (API ${inject('baseUrl')}`);
    const registrationFile = join(dataDir, 'example-droplet.json');
    expect(existsSync(registrationFile)).toBe(true);
    const { droplet } = JSON.parse(readFileSync(registrationFile, 'utf8'));
    expect(droplet.embed_url).toBe(`http://127.0.0.1:${port}/app`);
    expect((await fetch(`http://127.0.0.1:${port}/extension.zip`)).status).toBe(200);
  });
});
