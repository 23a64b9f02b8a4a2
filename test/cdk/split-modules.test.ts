import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { chargeSubscriptionRoute, updateSubscriptionRoute } from '../../functions/subscriptions/billing-routes';
import { buildFunctions } from '../../lib/bundling/build-functions';
import { bundleOutputsOf } from '../../lib/bundling/bundle-outputs';
import { BUNDLE_FILE, bundleDirOf, projectRoot } from '../../lib/bundling/bundle-paths';
import { manifestHandlers } from '../../lib/bundling/manifest-handlers';
import { splitModules } from '../../lib/bundling/split-modules';
import { sourcesOf, staticallyLoaded } from '../helpers/bundle-files';

const scratch = mkdtempSync(join(tmpdir(), 'split-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('split modules', () => {
  it('the subscription update loads its billing path from a chunk of its own build on first use; charge_now, which always bills, bundles it at start-up', { timeout: 120_000 }, async () => {
    const [charge, update] = await buildFunctions({ handlers: [chargeSubscriptionRoute.handler, updateSubscriptionRoute.handler], outDir: scratch });
    const renewal = join(projectRoot, 'shared/domains/autoship/renew-subscription.ts');

    const updateIndex = join(update!.dir, BUNDLE_FILE);
    const chunk = readdirSync(update!.dir).find((name) => name.startsWith('charge-now-') && name.endsWith('.mjs'));
    expect(chunk).toBeDefined();
    expect(readFileSync(updateIndex, 'utf8')).toContain(`import("./${chunk}")`);
    expect(sourcesOf(join(update!.dir, chunk!))).toContain(renewal);
    const startup = [...staticallyLoaded(updateIndex)];
    expect(startup.flatMap(sourcesOf)).not.toContain(renewal);
    // The report counts what a cold start loads (and the SDK's own import() chunks, as an unsplit
    // bundle carries them inline), never the billing chunk, which counts on first use.
    const [startupBytes, chunkBytes] = [startup.reduce((total, file) => total + statSync(file).size, 0), statSync(join(update!.dir, chunk!)).size];
    expect(update!.bytes).toBeGreaterThanOrEqual(startupBytes);
    expect(update!.bytes).toBeLessThan(startupBytes + chunkBytes);
    expect(update!.lazyBytes).toBeGreaterThanOrEqual(chunkBytes);

    expect(readdirSync(charge!.dir).filter((name) => name.startsWith('charge-now-'))).toEqual([]);
    expect([...staticallyLoaded(join(charge!.dir, BUNDLE_FILE))].flatMap(sourcesOf)).toContain(renewal);
  });
});

describe('split modules in the deployed bundles', () => {
  it('each split module is a chunk that only an import() reaches: no function loads one at start-up', () => {
    let chunks = 0;
    for (const handler of manifestHandlers()) {
      const dir = bundleDirOf(handler);
      const startup = [...staticallyLoaded(join(dir, BUNDLE_FILE))];
      const startupSources = new Set(startup.flatMap(sourcesOf));
      for (const { name, source } of splitModules) {
        const chunk = readdirSync(dir).find((file) => file.startsWith(`${name}-`) && file.endsWith('.mjs'));
        if (!chunk) continue;
        chunks++;
        expect(sourcesOf(join(dir, chunk)), `${handler}: ${chunk}`).toContain(join(projectRoot, source));
        expect(startup, handler).not.toContain(join(dir, chunk));
        expect(startupSources.has(join(projectRoot, source)), `${handler} loads ${source} at start-up`).toBe(false);
      }
    }
    // Completion alone splits three (callbacks, subscriptions, enrollment).
    expect(chunks).toBeGreaterThan(10);
    const completion = readdirSync(bundleDirOf('carts/complete-cart'));
    for (const name of ['call-registration', 'checkout-subscriptions', 'enroll-member']) expect(completion.some((file) => file.startsWith(`${name}-`)), name).toBe(true);
  });
});

describe('bundle outputs', () => {
  const output = (imports: Metafile['outputs'][string]['imports'], entryPoint?: string): Metafile['outputs'][string] => ({ bytes: 1, inputs: {}, imports, exports: [], ...(entryPoint ? { entryPoint } : {}) });
  const at = (name: string) => join(projectRoot, 'out', name);
  const metafile: Metafile = {
    inputs: {},
    outputs: {
      'out/index.mjs': output([
        { path: 'out/shared.mjs', kind: 'import-statement' },
        { path: 'out/charge-now.mjs', kind: 'dynamic-import' },
        { path: 'out/event-streams.mjs', kind: 'dynamic-import' },
        { path: './lazy/x-ray.mjs', kind: 'dynamic-import', external: true },
      ], 'functions/subscriptions/update-subscription.ts'),
      'out/shared.mjs': output([]),
      'out/charge-now.mjs': output([{ path: 'out/shared.mjs', kind: 'import-statement' }, { path: 'out/billing-only.mjs', kind: 'import-statement' }], 'shared/domains/autoship/charge-now.ts'),
      'out/billing-only.mjs': output([]),
      'out/event-streams.mjs': output([], 'node_modules/@smithy/core/dist-es/submodules/event-streams/index.js'),
    },
  };

  it('counts at start-up what static imports reach and the chunks of other import()s; on first use what only a split module reaches', () => {
    const { startup, onFirstUse } = bundleOutputsOf(metafile, at('index.mjs'));
    expect([...startup].sort()).toEqual(['event-streams.mjs', 'index.mjs', 'shared.mjs'].map(at));
    expect([...onFirstUse].sort()).toEqual(['billing-only.mjs', 'charge-now.mjs'].map(at));
  });

  it('is the bundle alone without code splitting', () => {
    expect(bundleOutputsOf({ inputs: {}, outputs: { 'out/index.mjs': output([]) } }, at('index.mjs'))).toEqual({ startup: [at('index.mjs')], onFirstUse: [] });
  });
});
