import { createServer, type Server } from 'node:http';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftZip, type CraftedAlias, type CraftedEntry } from '../helpers/crafted-zip';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

const LIMIT = 1024 * 1024;
/** Generous for a loaded machine; the unbounded unpacking took many seconds and hundreds of MB. */
const QUICK_MS = 5_000;

const manifest = JSON.stringify({
  schema_version: 1,
  version: '1.0.0',
  widgets: [
    { name: 'acme.reviews', title: 'Reviews', placements: ['product_page'], template: 'widgets/reviews.liquid' },
  ],
});
/** Every crafted package is otherwise valid, so only its attack can be the reason for a refusal. */
const valid: CraftedEntry[] = [
  { name: 'extension.json', data: strToU8(manifest) },
  { name: 'widgets/reviews.liquid', data: strToU8('<div>{{ product.title }}</div>') },
];

let vendor: Server;
let vendorUrl: string;
const packages = new Map<string, Uint8Array>();
let merchant: Tenant;

beforeAll(async () => {
  vendor = createServer((req, res) => {
    const zip = packages.get(req.url ?? '');
    if (!zip) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(zip));
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.address() as { port: number }).port}`;
  merchant = await createTenant();
  // Warm the droplet function, so the timings below measure the unpacking.
  expect((await register(craftZip(valid))).status).toBe(201);
});
afterAll(() => new Promise<void>((resolve) => vendor.close(() => resolve())));

function register(zip: Uint8Array) {
  const path = `/packages/${Math.random().toString(36).slice(2)}.zip`;
  packages.set(path, zip);
  return api('POST', '/api/droplets', {
    token: merchant.token,
    body: { droplet: { name: 'Crafted', extension_zip_url: `${vendorUrl}${path}` } },
  });
}

const filler = (bytes: number) => new Uint8Array(bytes).fill(0x61);
const aliases = (count: number, of: string): CraftedAlias[] =>
  Array.from({ length: count }, (_, index) => ({ name: `copies/${index}.txt`, of }));

describe('extension packages unpack within their limits (real bytes, entries, no shared data)', {
  timeout: 120_000,
}, () => {
  it.each<[string, () => Uint8Array, RegExp]>([
    [
      'a stored entry whose declared size is smaller than its data',
      () => craftZip([...valid, { name: 'big.txt', data: filler(400_000), declaredSize: 0 }]),
      /big\.txt/,
    ],
    [
      'a deflate bomb declaring 0 bytes',
      () =>
        craftZip([
          ...valid,
          { name: 'bomb.txt', data: new Uint8Array(50_000_000), method: 'deflate', declaredSize: 0 },
        ]),
      /bomb\.txt/,
    ],
    [
      'a deflate bomb declaring its real size',
      () => craftZip([...valid, { name: 'bomb.txt', data: new Uint8Array(50_000_000), method: 'deflate' }]),
      new RegExp(`${LIMIT} bytes`),
    ],
    [
      'many directory entries sharing one stored entry, each declaring nothing',
      () =>
        craftZip([...valid, { name: 'shared.txt', data: filler(60_000), declaredSize: 0 }], aliases(40, 'shared.txt')),
      /./,
    ],
    [
      'two directory entries sharing one small entry, sizes honest',
      () => craftZip([...valid, { name: 'shared.txt', data: filler(1_000) }], aliases(1, 'shared.txt')),
      /overlap/,
    ],
    [
      'too many entries',
      () =>
        craftZip([
          ...valid,
          ...Array.from({ length: 300 }, (_, index) => ({ name: `f/${index}.txt`, data: filler(1) })),
        ]),
      /entries/,
    ],
  ])('%s → 422 on droplet.extension_zip_url, answered quickly', async (_case, zip, message) => {
    const started = performance.now();
    const res = await register(zip());
    const elapsed = performance.now() - started;
    expect(res.status, res.text.slice(0, 500)).toBe(422);
    expect(res.body.errors['droplet.extension_zip_url'][0]).toMatch(message);
    expect(res.text.length).toBeLessThan(2_000);
    expect(elapsed).toBeLessThan(QUICK_MS);
  });

  it('a package just under the limit in real bytes, honestly declared, is accepted', async () => {
    const res = await register(
      craftZip([...valid, { name: 'assets/padding.txt', data: filler(LIMIT - 4_096), method: 'deflate' }]),
    );
    expect(res.status, res.text.slice(0, 500)).toBe(201);
  });
});

describe('an extension.json with very many problems answers a small 422', { timeout: 120_000 }, () => {
  it('50,000 invalid placements: the first 50 problems, meta.errors_omitted counting the rest', async () => {
    const placements = Array.from({ length: 50_000 }, () => 'nowhere');
    const huge = JSON.stringify({
      schema_version: 1,
      version: '1.0.0',
      widgets: [{ name: 'acme.reviews', title: 'Reviews', placements, template: 'widgets/reviews.liquid' }],
    });
    const started = performance.now();
    const res = await register(
      craftZip([
        { name: 'extension.json', data: strToU8(huge), method: 'deflate' },
        { name: 'widgets/reviews.liquid', data: strToU8('<div></div>') },
      ]),
    );
    expect(res.status).toBe(422);
    const listed = res.body.errors['droplet.extension_zip_url'];
    expect(listed).toHaveLength(50);
    expect(listed[0]).toMatch(/^extension\.json line \d+: widgets\.0\.placements\.0 /);
    expect(res.body.meta).toMatchObject({ code: 'validation_failed', errors_omitted: 49_950 });
    expect(res.text.length).toBeLessThan(20_000);
    expect(performance.now() - started).toBeLessThan(QUICK_MS);
  });
});
