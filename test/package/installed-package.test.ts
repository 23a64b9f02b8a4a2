import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A receiver or vendor verifies deliveries and calls the API without the
 * source tree. The package is packed as `npm pack` packs it for a registry (`prepack` builds dist/),
 * unpacked into a folder outside the repository the way `npm install <tarball>` lays it out, and
 * imported from plain Node and type-checked with Node's own module resolution.
 *
 * `npm install` of the tarball would also fetch the platform's server-side dependencies (AWS SDK,
 * CDK: minutes, and the network); the two entry points import only `openapi-fetch` (and its
 * types package), so only those are linked in. Importing anything else would fail here.
 */
const root = resolve(import.meta.dirname, '..', '..');
const RUNTIME_DEPENDENCIES = ['openapi-fetch', 'openapi-typescript-helpers'];

const SECRET = `whsec_${'k'.repeat(40)}`;
/** What a receiver writes, as plain JavaScript: verify a delivery, then call the API. */
const consumerScript = `
import { createHmac } from 'node:crypto';
import { verifyDelivery } from 'commerce-platform-api/verify';
import { createApiClient, idempotencyKey } from 'commerce-platform-api/client';

const secret = ${JSON.stringify(SECRET)};
const body = JSON.stringify({ id: 1, identifier: 'whd_1', name: 'product_updated', timestamp: new Date().toISOString(), payload: { product: { id: 9 } } });
const timestamp = String(Math.floor(Date.now() / 1000));
const headers = { 'x-service-timestamp': timestamp, 'x-service-signature': createHmac('sha256', secret).update(timestamp + '.' + body).digest('hex') };
const verified = verifyDelivery(body, headers, secret);
const forged = verifyDelivery(body.replace('"id":9', '"id":10'), headers, secret);

const requests = [];
const api = createApiClient({
  baseUrl: 'https://api.example.test/',
  token: 'cmp_example',
  fetch: async (request) => {
    requests.push({ method: request.method, url: request.url, authorization: request.headers.get('authorization'), idempotency_key: request.headers.get('idempotency-key') });
    return Response.json({ company: { id: 7 } });
  },
});
const { data } = await api.GET('/api/company');
await api.POST('/api/v202604/company/products', { body: { product: { title: 'Tea' } }, headers: idempotencyKey('create-tea') });
console.log(JSON.stringify({ verified: verified.ok ? verified.envelope.name : verified.reason, forged: forged.ok ? 'accepted' : forged.reason, company: data.company.id, requests }));
`;

let consumer: string;
let packed: string[];
beforeAll(() => {
  const scratch = mkdtempSync(join(tmpdir(), 'package-consumer-'));
  const report = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--silent', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' }),
  ) as [{ filename: string; files: { path: string }[] }];
  packed = report[0].files.map((file) => file.path);
  consumer = join(scratch, 'consumer');
  const installed = join(consumer, 'node_modules', 'commerce-platform-api');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(scratch, report[0].filename), '-C', installed, '--strip-components=1']);
  for (const name of RUNTIME_DEPENDENCIES)
    symlinkSync(join(root, 'node_modules', name), join(consumer, 'node_modules', name), 'dir');
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  writeFileSync(join(consumer, 'receiver.mjs'), consumerScript);
}, 180_000);
afterAll(() => {
  if (consumer) rmSync(resolve(consumer, '..'), { recursive: true, force: true });
});

describe('the packed package (`npm pack`), installed outside the repository', () => {
  it('holds the built JavaScript and declarations of both entry points, and no TypeScript sources', () => {
    for (const entry of ['verify', 'client'])
      expect(packed).toEqual(expect.arrayContaining([`dist/${entry}/index.js`, `dist/${entry}/index.d.ts`]));
    expect(packed.filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))).toEqual([]);
  });

  it('plain Node imports `./verify` and `./client`: a signature verifies, a tampered body does not, and the client sends its token and idempotency key', () => {
    const output = JSON.parse(execFileSync(process.execPath, ['receiver.mjs'], { cwd: consumer, encoding: 'utf8' }));
    expect(output).toEqual({
      verified: 'product_updated',
      forged: 'bad_signature',
      company: 7,
      requests: [
        {
          method: 'GET',
          url: 'https://api.example.test/api/company',
          authorization: 'Bearer cmp_example',
          idempotency_key: null,
        },
        {
          method: 'POST',
          url: 'https://api.example.test/api/v202604/company/products',
          authorization: 'Bearer cmp_example',
          idempotency_key: 'create-tea',
        },
      ],
    });
  });

  it('its declarations type a TypeScript consumer under Node resolution: a field of the answer compiles, a misspelt one does not', () => {
    const program = (source: string) => {
      const file = join(consumer, 'consumer.ts');
      writeFileSync(file, source);
      const options: ts.CompilerOptions = {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2023,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        typeRoots: [join(root, 'node_modules', '@types')],
        types: ['node'],
      };
      return ts
        .getPreEmitDiagnostics(ts.createProgram([file], options))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    };
    const typed = (field: string) => `
import { verifyDelivery, type VerifyResult } from 'commerce-platform-api/verify';
import { createApiClient } from 'commerce-platform-api/client';
const result: VerifyResult = verifyDelivery('{}', {}, 'x'.repeat(32));
const api = createApiClient({ baseUrl: 'https://api.example.test', token: 'cmp_example' });
export async function companyName(): Promise<string | undefined> {
  const { data } = await api.GET('/api/company');
  return result.ok ? data?.company.${field} : undefined;
}
`;
    expect(program(typed('name'))).toEqual([]);
    expect(program(typed('nmae')).join('\n')).toMatch(/Property 'nmae' does not exist/);
  }, 180_000); // two programs over the client's 900 KB of declarations
});
