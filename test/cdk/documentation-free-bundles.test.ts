import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { createCartRoute } from '../../functions/carts/create-cart.route';
import { withoutDocumentation } from '../../lib/bundling/documentation-free-source';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { bundleDirOf } from '../../lib/bundling/bundle-paths';

/** A function's code, chunks included, with esbuild's `\\uXXXX` escapes of non-ASCII characters read back. */
function readBundle(handler: string): string {
  const dir = bundleDirOf(handler);
  const code = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  return code.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The runs of a text between quotes, backslashes and line breaks that are long enough to be nothing but documentation. */
function literalRuns(text: string): string[] {
  return text.split(/[`'"\\\n]/).filter((run) => run.length >= 40);
}

describe('documentation-free sources', () => {
  it('gives the summary and description of a route definition `undefined`, and only those of the route itself', () => {
    const source = [
      'export const r = defineRoute({',
      "  id: 'x', summary: 'Show a thing',",
      "  description: 'First line ' +",
      "    'second line',",
      "  response: { status: 200, description: 'kept' },",
      '  summary2: 1,',
      '});',
    ].join('\n');
    expect(withoutDocumentation(source, 'routes.ts')).toBe(
      [
        'export const r = defineRoute({',
        "  id: 'x', summary: undefined,",
        '  description: undefined',
        ',',
        "  response: { status: 200, description: 'kept' },",
        '  summary2: 1,',
        '});',
      ].join('\n'),
    );
  });

  it('gives a shorthand summary `undefined` too', () => {
    expect(withoutDocumentation('defineRoute({ id, summary, description })', 'routes.ts')).toBe(
      'defineRoute({ id, summary: undefined, description: undefined })',
    );
  });

  it('drops `.describe(...)` calls, chained or nested, keeping what they describe', () => {
    expect(
      withoutDocumentation(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source text holding a template literal
        "z.object({ a: z.string().describe('A').optional().describe(`B ${x}`) }).describe(\n  'C',\n)",
        'schemas.ts',
      ),
    ).toBe('z.object({ a: z.string().optional() })\n\n');
  });

  it('keeps every line where it was, so source maps still point at the source', () => {
    const source = readFileSync(join(import.meta.dirname, '../../functions/carts/create-cart.route.ts'), 'utf8');
    const stripped = withoutDocumentation(source, 'create-cart.route.ts');
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(stripped.length).toBeLessThan(source.length - 1_000);
    expect(stripped).toContain("handler: 'carts/create-cart'");
  });

  it('leaves a file that documents nothing as it is', () => {
    const source = "export const a = 'describe(';";
    expect(withoutDocumentation(source, 'a.ts')).toBe(source);
  });
});

describe('function bundles', () => {
  it('carry none of the documentation of their resource’s routes (their own included): the OpenAPI document, built from the sources, has it all', () => {
    const document = buildOpenApiDocument(manifest);
    const resourceOf = (handler: string) => handler.split('/')[0]!;
    const runsByResource = new Map<string, Set<string>>();
    for (const route of manifest) {
      const runs = runsByResource.get(resourceOf(route.handler)) ?? new Set<string>();
      for (const run of literalRuns(`${route.summary}\n${route.description ?? ''}`)) runs.add(run);
      runsByResource.set(resourceOf(route.handler), runs);
    }
    for (const handler of new Set(manifest.map((route) => route.handler))) {
      const code = readBundle(handler);
      for (const run of runsByResource.get(resourceOf(handler))!)
        expect(code.includes(run), `${handler} bundles "${run}"`).toBe(false);
    }
    const operation = document.paths[createCartRoute.path]!.post!;
    expect(operation.summary).toBe('Create a cart');
    expect(operation.description).toContain('Pricing asks the shop');
  });

  it('carry no schema descriptions, which the document shows', () => {
    const text = "One of the shop's countries: fixes currency, tax and price-inclusive rules";
    expect(readBundle(createCartRoute.handler)).not.toContain(text);
    expect(JSON.stringify(buildOpenApiDocument(manifest))).toContain(text);
  });
});
