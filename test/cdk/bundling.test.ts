import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { getDocsAssetRoute } from '../../functions/platform/get-docs-asset.route';
import { buildFunctions, lambdaBuildOptions } from '../../lib/bundling/build-functions';
import { lambdaBundling } from '../../lib/bundling/bundling-options';
import { BUNDLE_FILE, bundleDirOf, MissingBundleError } from '../../lib/bundling/bundle-paths';
import { manifestHandlers } from '../../lib/bundling/manifest-handlers';
import { HandlerFunction } from '../../lib/constructs/handler-function';
import { swaggerUiBundleDir, swaggerUiFiles } from '../../lib/handler-bundling';
import { functionById } from './functions';
import { synthesize } from './synth';

const deliverWebhook = consumers.find((consumer) => consumer.id === 'deliverWebhook')!;

/** Every file under `dir` (relative path → bytes). */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

/** A source map with its file sources resolved to absolute paths (plugin modules such as `lazy-builtin:…` kept), so maps written in different places compare. */
function sourceMapOf(bytes: Buffer, file: string): { sources: string[]; mappings: string; names: string[] } {
  const map = JSON.parse(bytes.toString('utf8')) as { sources: string[]; mappings: string; names: string[] };
  const sources = map.sources.map((source) => (/^[a-z-]+:/.test(source) ? source : resolve(dirname(file), source)));
  return { sources, mappings: map.mappings, names: map.names };
}

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('function bundles', () => {
  it('every function deploys its handler directory of .build/functions, the one the build step wrote', () => {
    const app = synthesize({ routes: manifest });
    for (const entry of [...manifest, ...consumers]) {
      const fn = functionById(app.stacks, entry.id);
      expect(fn.resource.Metadata['aws:asset:path'], entry.id).toBe(bundleDirOf(entry.handler));
      expect(fn.resource.Properties.Handler).toBe('index.handler');
    }
  });

  it('CDK deploys byte for byte what the bench measures: a fresh build (as `npm run bench` makes) equals the staged assets', {
    timeout: 180_000,
  }, async () => {
    const app = synthesize({ routes: [getDocsAssetRoute] }, { stage: true });
    const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
    scratch.push(outDir);
    const benchBuild = await buildFunctions({ handlers: [getDocsAssetRoute.handler, deliverWebhook.handler], outDir });
    for (const built of benchBuild) {
      const id = built.handler === deliverWebhook.handler ? deliverWebhook.id : getDocsAssetRoute.id;
      const staged = join(app.directory, functionById(app.stacks, id).resource.Metadata['aws:asset:path']);
      const [deployed, measured] = [filesOf(staged), filesOf(built.dir)];
      expect([...deployed.keys()].sort(), built.handler).toEqual([...measured.keys()].sort());
      for (const [name, bytes] of measured) {
        // A map names its sources relative to where the build wrote it; the mappings themselves must match.
        if (name.endsWith('.map'))
          expect(sourceMapOf(deployed.get(name)!, join(bundleDirOf(built.handler), name)), name).toEqual(
            sourceMapOf(bytes, join(built.dir, name)),
          );
        else expect(deployed.get(name)!.equals(bytes), `${built.handler}/${name}`).toBe(true);
      }
    }
  });

  it('each bundle is minified ESM exporting `handler`, with `require` defined, a linked source map and its extra files', () => {
    const dir = bundleDirOf(getDocsAssetRoute.handler);
    const code = readFileSync(join(dir, BUNDLE_FILE), 'utf8');
    expect(code.startsWith(lambdaBundling.banner)).toBe(true);
    expect(code).toMatch(/export\s*\{[^}]*as handler/);
    expect(code).toContain(`sourceMappingURL=${BUNDLE_FILE}.map`);
    expect(readdirSync(dir)).toContain(`${BUNDLE_FILE}.map`);
    expect(readdirSync(join(dir, swaggerUiBundleDir)).sort()).toEqual([...swaggerUiFiles].sort());
  });

  it('builds every manifest handler and nothing else', () => {
    const handlers = manifestHandlers();
    expect(handlers).toEqual([...new Set([...manifest, ...consumers].map((entry) => entry.handler))].sort());
    for (const handler of handlers)
      expect(statSync(join(bundleDirOf(handler), BUNDLE_FILE)).size, handler).toBeGreaterThan(0);
  });

  it('keeps only English zod locales and loads node:http(s) lazily', () => {
    const code = readFileSync(join(bundleDirOf(deliverWebhook.handler), BUNDLE_FILE), 'utf8');
    expect(code).not.toMatch(/from\s*"node:https?"/);
    // German, a locale zod ships, by one of its messages.
    expect(code).not.toContain('erwartet');
  });

  it('refuses an import() of project code that is not a lazy module: in an unsplit bundle it would only defeat tree shaking', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dynamic-import-'));
    scratch.push(dir);
    writeFileSync(join(dir, 'entry.ts'), "export const handler = async () => (await import('./later')).value;\n");
    writeFileSync(join(dir, 'later.ts'), 'export const value = 1;\n');
    await expect(
      build({ ...lambdaBuildOptions, entryPoints: [join(dir, 'entry.ts')], write: false, outdir: dir }),
    ).rejects.toThrow(/import\("\.\/later"\) of project code defeats tree shaking/);
  });

  it('refuses to synthesize a function whose bundle was not built, naming the command to run', () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'no-build-'));
    scratch.push(buildDir);
    const stack = new Stack(new App(), 'Missing');
    expect(
      () =>
        new HandlerFunction(stack, 'Fn', {
          handler: 'company/get-company',
          description: 'x',
          environment: {},
          buildDir,
        }),
    ).toThrow(MissingBundleError);
    expect(
      () =>
        new HandlerFunction(stack, 'Fn2', {
          handler: 'company/get-company',
          description: 'x',
          environment: {},
          buildDir,
        }),
    ).toThrow(/npm run build:functions/);
  });
});
