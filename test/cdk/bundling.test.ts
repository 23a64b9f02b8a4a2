import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { getDocsAssetRoute } from '../../functions/platform/routes';
import { bundlingFor, swaggerUiBundleDir, swaggerUiFiles } from '../../lib/handler-bundling';
import { resourcesOf, synthesize } from './synth';

const root = resolve(import.meta.dirname, '../..');

/** Directory of the bundled asset of the route's function. */
function assetDirOf(app: ReturnType<typeof synthesize>, routeId: string): string {
  const fn = resourcesOf(app.stacks, 'AWS::Lambda::Function').find(({ resource }) =>
    resource.Properties.Description.endsWith(`(${routeId})`),
  )!;
  return join(app.directory, fn.resource.Metadata['aws:asset:path']);
}

describe('bundling', () => {
  it('is skipped with an empty aws:cdk:bundling-stacks context: no asset is staged, sources are referenced', () => {
    const app = synthesize({ routes: manifest });
    expect(readdirSync(app.directory).filter((entry) => entry.startsWith('asset.'))).toEqual([]);
    for (const { resource } of resourcesOf(app.stacks, 'AWS::Lambda::Function')) {
      expect(resource.Metadata['aws:asset:path']).toBe(root);
    }
  });

  it('copies the Swagger UI files for the docs asset handler, and only for it', () => {
    const commands = bundlingFor(getDocsAssetRoute.handler).afterBundling!('/in', '/out');
    for (const file of swaggerUiFiles) {
      expect(commands).toContain(`cp "/in/node_modules/swagger-ui-dist/${file}" "/out/${swaggerUiBundleDir}/${file}"`);
      expect(existsSync(join(root, 'node_modules/swagger-ui-dist', file))).toBe(true);
    }
    expect(manifest.filter((route) => bundlingFor(route.handler).afterBundling).map((route) => route.id)).toEqual([getDocsAssetRoute.id]);
  });

  it('builds a real ESM bundle with source map and the Swagger UI files next to it', { timeout: 120_000 }, () => {
    const app = synthesize({ routes: [getDocsAssetRoute] }, { bundle: true });
    const dir = assetDirOf(app, getDocsAssetRoute.id);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire as __bannerCreateRequire } from 'node:module';")).toBe(true);
    expect(code).toMatch(/export\s*\{[^}]*as handler/);
    expect(code).toContain('sourceMappingURL=index.mjs.map');
    expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    expect(readdirSync(join(dir, swaggerUiBundleDir)).sort()).toEqual([...swaggerUiFiles].sort());
  });
});
