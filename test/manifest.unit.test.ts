import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../functions/manifest';
import { bindFamilyHandler, familyHandlerEntry } from '../lib/bundling/family-entries';
import { precomputedAssets, precomputedModules } from '../lib/bundling/precomputed-modules';

const root = resolve(import.meta.dirname, '..');
const functionsDir = join(root, 'functions');
/** Files under functions/ that declare routes rather than implement one (`<handler>.route.ts`, `route-common.ts`, `schemas.ts`, the storefront's `routes.ts`, ...). */
const isDeclarationFile = (name: string) =>
  name === 'manifest.ts' ||
  name === 'route-common.ts' ||
  /\.route\.ts$/.test(name) ||
  /(^|-)(routes|schemas)\.ts$/.test(name);
/** Modules the build evaluates into data (lib/bundling/precomputed-modules.ts): declared there, not handlers. */
const precomputed = new Set(
  [...precomputedModules, ...precomputedAssets].map(({ source }) => relative('functions', source).replace(/\.ts$/, '')),
);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('route manifest', () => {
  it('lists every handler file under functions/ (a handler not in the manifest does not exist)', () => {
    const handlerFiles = walk(functionsDir)
      .filter((file) => !isDeclarationFile(file.split('/').pop()!))
      .map((file) => relative(functionsDir, file).replace(/\.ts$/, ''))
      .filter((file) => !precomputed.has(file));
    const declared = new Set([...manifest, ...consumers].map((entry) => entry.handler));
    expect(handlerFiles.filter((file) => !declared.has(file))).toEqual([]);
  });

  it('declares each API route outside the storefront families in its own module beside its handler (functions/<handler>.route.ts)', async () => {
    const outsideStorefront = manifest.filter((route) => !route.handler.startsWith('storefront/'));
    const missing: string[] = [];
    for (const route of outsideStorefront) {
      const file = join(functionsDir, `${route.handler}.route.ts`);
      const module = existsSync(file) ? ((await import(file)) as Record<string, unknown>) : {};
      if (!Object.values(module).includes(route)) missing.push(route.id);
    }
    expect(missing).toEqual([]);
  });

  it.each([...manifest, ...consumers].map((entry) => [entry.id, entry] as const))(
    '%s points at a handler file that exports `handler`, or a generated family handler',
    async (_id, route) => {
      const entry = familyHandlerEntry(route.handler);
      const file = join(functionsDir, `${route.handler}.ts`);
      expect(existsSync(file), `functions/${route.handler}.ts and a generated family handler`).toBe(!entry);
      if (entry) expect(typeof (await bindFamilyHandler(entry)).handler).toBe('function');
      else expect(readFileSync(file, 'utf8')).toMatch(/export const handler\b/);
    },
  );

  it('has unique operation ids, unique METHOD path pairs and one handler per route', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique([...manifest, ...consumers].map((r) => r.id))).toBe(true);
    expect(unique(manifest.map((r) => `${r.method} ${r.path}`))).toBe(true);
    expect(unique([...manifest, ...consumers].map((r) => r.handler))).toBe(true);
  });

  it('uses API Gateway path syntax (a greedy {name+} only last) with a schema for every path parameter', () => {
    for (const route of manifest.filter((r) => r.path !== '$default')) {
      expect(route.path).toMatch(/^\/[A-Za-z0-9_\-./{}]*(\{[A-Za-z0-9_]+\+\})?$/);
      const names = [...route.path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1]!);
      const declared = Object.keys((route.request?.params as { shape?: object } | undefined)?.shape ?? {});
      expect(declared.sort(), route.id).toEqual(names.sort());
    }
  });

  it('declares every request body as a JSON object (the handler kit refuses any other JSON value with 422)', () => {
    const notObjects = [null, [], [{}], 42, 'text', true];
    const accepting = manifest.flatMap((route) => {
      const body = route.request?.body;
      return body
        ? notObjects
            .filter((value) => body.safeParse(value).success)
            .map((value) => `${route.id} accepts ${JSON.stringify(value)}`)
        : [];
    });
    expect(accepting).toEqual([]);
  });
});

describe('request paths never Scan', () => {
  it('no ScanCommand under functions/ or shared/', () => {
    const offenders = [...walk(functionsDir), ...walk(join(root, 'shared'))].filter((file) =>
      /\bScan(Command)?\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(root, file))).toEqual([]);
  });
});
