import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

describe('npm start on a busy port', () => {
  it('fails at once with one line naming the port, before touching DynamoDB', () => {
    const port = new URL(inject('baseUrl')).port;
    const root = resolve(import.meta.dirname, '..', '..');
    const parent = mkdtempSync(join(tmpdir(), 'busy-port-'));
    const dataDir = join(parent, 'data');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bin/local.ts'], {
      cwd: root,
      env: { ...process.env, PORT: port, DATA_DIR: dataDir, DYNAMODB_ENDPOINT: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const errorLines = run.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.includes('nodedir'));
    expect(errorLines).toEqual([
      `[local] Port ${port} on 127.0.0.1 is already in use; stop the other process or set PORT.`,
    ]);
    expect(existsSync(dataDir)).toBe(false);
    rmSync(parent, { recursive: true, force: true });
  });
});
