import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '../../shared/platform/crypto/signature';

const root = resolve(import.meta.dirname, '..', '..');
const secret = 'whsec_docs-example-0123456789abcdef0123456789';
const body = JSON.stringify({
  id: 42,
  identifier: 'whd_x',
  name: 'order_created',
  timestamp: '2026-11-25T00:00:00Z',
  payload: { order: { id: 7, total: 'ü€' } },
});

/** The shell block the webhooks guide shows after its `openssl-verification` marker. */
function guideScript(): string {
  const guide = readFileSync(join(root, 'docs', 'webhooks.md'), 'utf8');
  return /<!-- openssl-verification -->\n```bash\n([\s\S]*?)```/.exec(guide)![1]!;
}

describe("the webhooks guide's openssl verification", () => {
  const dir = mkdtempSync(join(tmpdir(), 'openssl-verify-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'body.json'), body);
  const run = (env: Record<string, string>) =>
    spawnSync('bash', ['-c', guideScript()], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH!, WEBHOOK_SECRET: secret, ...env },
    }).stdout.trim();

  it('verifies a delivery the platform signed, byte for byte (non-ASCII body included)', () => {
    const headers = signatureHeaders(secret, body);
    expect(run({ TIMESTAMP: headers['X-Service-Timestamp']!, SIGNATURE: headers['X-Service-Signature']! })).toBe(
      'verified',
    );
  });

  it('refuses a wrong secret and a stale timestamp', () => {
    const forged = signatureHeaders('whsec_not-the-secret-0123456789abcdef012345', body);
    expect(run({ TIMESTAMP: forged['X-Service-Timestamp']!, SIGNATURE: forged['X-Service-Signature']! })).toBe(
      'refused',
    );
    const stale = signatureHeaders(secret, body, new Date(Date.now() - 600_000));
    expect(run({ TIMESTAMP: stale['X-Service-Timestamp']!, SIGNATURE: stale['X-Service-Signature']! })).toBe('refused');
  });
});
