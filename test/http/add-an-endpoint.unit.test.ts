import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';
import { ThrownErrors } from '../helpers/thrown-errors';

// docs/contributing.md "Add an endpoint", followed from its own code blocks: each block names its
// file on its first line, and this test compiles, documents and runs them where the guide puts them.
const root = resolve(import.meta.dirname, '..', '..');

/** The section's code blocks by the file each names (`// functions/roles/get-role.ts`); the others by their first line. */
function walkthrough(): { files: Map<string, string>; notes: Map<string, string> } {
  const guide = readFileSync(join(root, 'docs/contributing.md'), 'utf8');
  const section = guide.split(/^## /m).find((part) => part.startsWith('Add an endpoint\n'));
  if (!section) throw new Error('docs/contributing.md has no "Add an endpoint" section');
  const files = new Map<string, string>();
  const notes = new Map<string, string>();
  for (const [, code] of section.matchAll(/^```ts\n([\s\S]*?)^```/gm)) {
    const [first, ...rest] = code!.split('\n');
    const file = /^\/\/ (\S+\.ts)$/.exec(first!)?.[1];
    if (file) files.set(file, rest.join('\n'));
    else notes.set(first!, rest.join('\n'));
  }
  return { files, notes };
}

const { files, notes } = walkthrough();
const [routeFile, handlerFile, testFile] = [...files.keys()];

/** Type errors of the guide's files, compiled at their documented paths with the project's options. */
function typeErrors(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const virtual = new Map([...files].map(([path, source]) => [join(root, path), source]));
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  const program = ts.createProgram([...virtual.keys()], config.options, host);
  return [...virtual.keys()].flatMap((name) => {
    const source = program.getSourceFile(name)!;
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (diagnostic) =>
        `${relative(root, name)}:${source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} ` +
        ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    );
  });
}

// The route module and handler run from a scratch copy (a dot-folder: no glob of tsc, vitest or
// Biome picks it up), their relative imports resolved as from their documented folder.
const scratch = mkdtempSync(join(root, 'test', '.add-an-endpoint-'));
function writeScratch(path: string): string {
  const target = join(scratch, path);
  const source = files.get(path)!.replace(/from '(\.[^']*)'/g, (_match, specifier: string) => {
    const documented = relative(root, resolve(root, dirname(path), specifier));
    const resolved = files.has(`${documented}.ts`) ? join(scratch, documented) : join(root, documented);
    return `from '${relative(dirname(target), resolved).replace(/^(?!\.)/, './')}'`;
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, source);
  return target;
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The credential lookup stands in for DynamoDB: a unit test has none. Everything after it is the kit's.
vi.mock('../../shared/domains/auth/authenticate', async () => {
  const { Unauthorized } = await import('../../shared/platform/errors/domain-error');
  const permissions: Record<string, string[]> = { viewer: ['roles.view'], other: ['events.view'] };
  return {
    authenticate: async (authorization: string | undefined) => {
      const granted = permissions[authorization?.replace('Bearer ', '') ?? ''];
      if (!granted) throw new Unauthorized();
      return { companyId: 1, tokenId: 1, kind: 'company', permissions: new Set(granted), isRootAdmin: false };
    },
  };
});

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;
let route: RouteDefinition;
let handler: Handler;
beforeAll(async () => {
  vi.resetModules();
  const routeModule = await import(writeScratch(routeFile!));
  const handlerModule = await import(writeScratch(handlerFile!));
  route = Object.values(routeModule)[0] as RouteDefinition;
  handler = handlerModule.handler;
});

async function call(key: string, token?: string) {
  const path = route.path.replace('{key}', key);
  const result = await handler(
    apiGatewayEvent({
      method: route.method,
      path,
      pathParameters: { key },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
    testContext,
  );
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
}

describe('adding an endpoint: a route module, its handler, a manifest line and a test', () => {
  it('the guide shows the route module, the handler and the HTTP test, and they compile against the kit', () => {
    expect(routeFile).toMatch(/^functions\/[a-z-]+\/[a-z-]+\.route\.ts$/);
    expect(handlerFile).toBe(routeFile!.replace('.route.ts', '.ts'));
    expect(testFile).toMatch(/^test\/.+\.test\.ts$/);
    expect(typeErrors()).toEqual([]);
  }, 120_000);

  it('the route names its handler file, and the manifest line imports the route module', async () => {
    expect(`functions/${route.handler}.ts`).toBe(handlerFile);
    const manifestLine = notes.get('// functions/manifest.ts: one import, and the route in `manifest`');
    const [, name, specifier] = /import \{ (\w+) \} from '([^']+)';/.exec(manifestLine ?? '') ?? [];
    expect(`functions/${specifier?.replace(/^\.\//, '')}.ts`).toBe(routeFile);
    expect(route).toBe((await import(join(scratch, routeFile!)))[name!]);
    const { manifest } = await import('../../functions/manifest');
    expect(manifest.map((existing) => existing.id)).not.toContain(route.id);
    expect(manifest.map((existing) => `${existing.method} ${existing.path}`)).not.toContain(
      `${route.method} ${route.path}`,
    );
  });

  it('is documented: OpenAPI gives its operation every status it can answer, each thrown error declared', async () => {
    const { manifest } = await import('../../functions/manifest');
    const { buildOpenApiDocument } = await import('../../shared/edge/openapi/document');
    const { openApiPath } = await import('../../shared/edge/openapi/parameters');
    const { errorStatuses } = await import('../../shared/edge/http/error-statuses');
    const document = buildOpenApiDocument([...manifest, route]);
    const operation = document.paths[openApiPath(route.path)]?.get;
    expect(operation).toMatchObject({ operationId: route.id, summary: route.summary });
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    const thrown = new ThrownErrors([route.handler], files).codesOf(route.handler);
    expect(thrown).toContain('not_found');
    expect([...thrown].filter((code) => !(String(errorStatuses[code]) in operation!.responses))).toEqual([]);
  }, 120_000);

  it("answers through the handler kit: the payload in the spec's envelope, bad input 422, no permission 403", async () => {
    const shown = await call('owner', 'viewer');
    expect(shown).toMatchObject({ status: 200, body: { status: 200, role: { key: 'owner', built_in: true } } });
    expect(shown.body.meta).toEqual({ request_id: expect.any(String), timestamp: expect.any(String) });

    const refused = await call('Not A Key!', 'viewer');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['key']);

    expect(await call('owner', 'other')).toEqual({
      status: 403,
      body: { message: 'This token lacks the roles.view permission' },
    });
    expect((await call('owner')).status).toBe(401);
  });
});
