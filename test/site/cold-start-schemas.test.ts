import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderHomeRoute, renderPageRoute } from '../../functions/site/routes';
import { BUNDLE_FILE, bundleDirOf, projectRoot } from '../../lib/bundling/bundle-paths';
import { bundledSources } from '../helpers/bundle-files';

const run = promisify(execFile);

/**
 * Imports a built bundle in a fresh Node process (source maps on, as deployed) and counts the zod
 * schemas constructed during the import, by the first project source on each construction's stack.
 * zod installs `_zod` on every schema it builds, so counting those defineProperty calls counts schemas.
 */
const COUNT_SCHEMAS = `
const counts = {};
const defineProperty = Object.defineProperty;
Error.stackTraceLimit = 80;
Object.defineProperty = function (target, key, descriptor) {
  if (key === '_zod') {
    const frame = new Error().stack.split('\\n').slice(2).find((line) => /\\/(shared|functions)\\//.test(line) && !line.includes('node_modules')) ?? '';
    const source = frame.match(/((?:shared|functions)\\/[^:)]+)/)?.[1] ?? '(elsewhere)';
    counts[source] = (counts[source] ?? 0) + 1;
  }
  return defineProperty.call(this, target, key, descriptor);
};
await import(process.argv[1]);
console.log(JSON.stringify(counts));
`;

async function schemasBuiltAtImport(handler: string): Promise<Record<string, number>> {
  const file = join(bundleDirOf(handler), BUNDLE_FILE);
  const env = { PATH: process.env.PATH ?? '', TABLE_NAME: 'commerce-platform', AWS_REGION: 'us-east-1', CURSOR_SIGNING_KEY: 'k', PUBLIC_BASE_URL: 'http://127.0.0.1:3000' };
  const { stdout } = await run(process.execPath, ['--enable-source-maps', '--input-type=module', '--eval', COUNT_SCHEMAS, pathToFileURL(file).href], { env, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, number>;
}

/** Project-relative sources of a built function, its chunks included (a page function splits its shop-token check). */
const sourcesOf = (handler: string) => bundledSources(handler).map((source) => source.slice(projectRoot.length + 1));

// Entities a page reads (its shop, theme, widgets, plans, the shopper's order) and whose modules declare nothing but the entity.
const pageEntities = [
  'shared/domains/orders/order-entity.ts',
  'shared/domains/company/company-entity.ts',
  'shared/domains/themes/theme-entity.ts',
  'shared/domains/themes/template-entity.ts',
  'shared/domains/droplets/droplet-entity.ts',
  'shared/domains/droplets/installation-entity.ts',
  'shared/domains/storefront/plans/plan-entity.ts',
  'shared/domains/agreements/agreement-entity.ts',
  'shared/domains/members/member-entity.ts',
];

describe('storefront page cold start (issue 25 §2)', () => {
  it.each([renderHomeRoute, renderPageRoute])('importing $handler builds no event payload schema and no entity schema of what it bundles', { timeout: 120_000 }, async ({ handler }) => {
    const sources = sourcesOf(handler);
    const built = await schemasBuiltAtImport(handler);

    const payloadModule = /^shared\/domains\/[^/]+\/[^/]+-payload\.ts$/;
    const bundledPayloads = sources.filter((source) => payloadModule.test(source));
    expect(bundledPayloads).toEqual(expect.arrayContaining(['shared/domains/orders/order-payload.ts', 'shared/domains/checkout/cart-payload.ts']));
    expect(sources).toEqual(expect.arrayContaining(pageEntities));
    expect(Object.keys(built).filter((source) => payloadModule.test(source) || source.startsWith('shared/domains/event-catalog'))).toEqual([]);
    expect(Object.keys(built).filter((source) => pageEntities.includes(source))).toEqual([]);
    // The count is real: the page's own route and the storefront field helpers still build at import.
    expect(Object.values(built).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  });
});
