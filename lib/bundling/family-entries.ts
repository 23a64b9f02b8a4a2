import type { Plugin } from 'esbuild';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  behaviourModuleOf,
  type FamilyDescriptor,
} from '../../shared/domains/storefront/descriptors/family-descriptor';
import type * as familyHandlers from '../../shared/edge/storefront/handlers';
import { familyTable } from '../../shared/domains/storefront/family-table';
import { projectRoot } from './bundle-paths';

/** The handler factory of each generated route, by the verb ending its handler name (`storefront/<plural>/<verb>`). */
const FACTORIES = {
  'list-company': 'listCompanyHandler',
  create: 'createHandler',
  'get-company': 'getCompanyHandler',
  update: 'updateHandler',
  delete: 'deleteHandler',
  'list-public': 'listPublicHandler',
  'get-public': 'getPublicHandler',
} as const satisfies Record<string, keyof typeof familyHandlers>;

const HANDLERS_MODULE = 'shared/edge/storefront/handlers.ts';

/**
 * A storefront family's route handler, generated rather than written: the factory of its
 * operation (shared/edge/storefront/handlers.ts) bound to the family's behaviour module, plus the
 * member family's plural for a member list (`storefront/categories/list-products`).
 */
export interface FamilyHandlerEntry {
  readonly factory: keyof typeof familyHandlers;
  /** Project-relative path of the family's behaviour module. */
  readonly familyModule: string;
  readonly familyExport: string;
  readonly args: readonly string[];
}

/** Where generated handlers find families: the family table and the folder of their behaviour modules. */
export interface FamilySource {
  readonly table: readonly FamilyDescriptor[];
  /** Project-relative. */
  readonly familiesDir: string;
}

const storefrontFamilies: FamilySource = { table: familyTable, familiesDir: 'shared/domains/storefront/families' };

/**
 * The generated entry of a manifest handler name, or undefined for a handler written as a file
 * under functions/. Names come from the family table alone (no behaviour is loaded): a family's
 * seven operations and `list-<member plural>` for its member lists; a route only one family has
 * (a page's clone) is a file.
 */
export function familyHandlerEntry(
  handler: string,
  { table, familiesDir }: FamilySource = storefrontFamilies,
): FamilyHandlerEntry | undefined {
  const [root, plural, verb, ...rest] = handler.split('/');
  const family = table.find((candidate) => candidate.plural === plural);
  if (root !== 'storefront' || !family || verb === undefined || rest.length > 0) return undefined;
  const { file, exportName } = behaviourModuleOf(family);
  const familyModule = `${familiesDir}/${file}.ts`;
  if (Object.hasOwn(FACTORIES, verb))
    return { factory: FACTORIES[verb as keyof typeof FACTORIES], familyModule, familyExport: exportName, args: [] };
  const member = table.find((candidate) => verb === `list-${candidate.plural}`);
  return member
    ? { factory: 'memberListHandler', familyModule, familyExport: exportName, args: [member.plural] }
    : undefined;
}

/** The entry as a module's source (absolute imports): what the build bundles, and what static analysis reads in its place. */
export function familyEntrySource(entry: FamilyHandlerEntry): string {
  return [
    `import { ${entry.factory} } from ${JSON.stringify(join(projectRoot, HANDLERS_MODULE))};`,
    `import { ${entry.familyExport} } from ${JSON.stringify(join(projectRoot, entry.familyModule))};`,
    `export const handler = ${entry.factory}(${[entry.familyExport, ...entry.args.map((arg) => JSON.stringify(arg))].join(', ')});`,
    '',
  ].join('\n');
}

/** The entry's handler, bound in this process as its module would bind it: the local runtime's "container" of a generated function. */
export async function bindFamilyHandler(entry: FamilyHandlerEntry): Promise<{ handler: unknown }> {
  const load = (path: string) =>
    import(pathToFileURL(join(projectRoot, path)).href) as Promise<Record<string, unknown>>;
  const [factories, family] = await Promise.all([load(HANDLERS_MODULE), load(entry.familyModule)]);
  const factory = factories[entry.factory] as (family: unknown, ...args: readonly string[]) => unknown;
  return { handler: factory(family[entry.familyExport], ...entry.args) };
}

const NAMESPACE = 'family-entry';

/** esbuild's name of a handler's entry point: its file under functions/, or its generated entry. */
export function entryPointOf(handler: string): string {
  return familyHandlerEntry(handler) ? `${NAMESPACE}:${handler}` : join(projectRoot, 'functions', `${handler}.ts`);
}

/** Loads the generated entries {@link entryPointOf} names. */
export const familyHandlerEntries: Plugin = {
  name: 'family-handler-entries',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
      path: args.path.slice(NAMESPACE.length + 1),
      namespace: NAMESPACE,
    }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: familyEntrySource(familyHandlerEntry(args.path)!),
      loader: 'js',
      resolveDir: projectRoot,
    }));
  },
};

const FAMILY_REGISTRY = join(projectRoot, storefrontFamilies.familiesDir, 'index.ts');

/**
 * The family registry (families/index.ts) as static imports generated from the family table. The
 * sources find each behaviour module with a computed `import()`, which esbuild resolves to every
 * module of the folder, each wrapped for lazy evaluation where tree shaking cannot reach it (about
 * 80 KB of a storefront page's bundle, the DynamoDB aggregate client among it). The generated
 * module exports the same array in the same order, so what the sources compute is what deploys.
 */
export const staticFamilyRegistry: Plugin = {
  name: 'static-family-registry',
  setup(build) {
    build.onLoad({ filter: /[\\/]families[\\/]index\.ts$/ }, (args) => {
      if (args.path !== FAMILY_REGISTRY) return undefined;
      const modules = storefrontFamilies.table.map((family) => behaviourModuleOf(family));
      const contents = [
        ...modules.map(
          ({ file, exportName }) =>
            `import { ${exportName} } from ${JSON.stringify(join(projectRoot, storefrontFamilies.familiesDir, `${file}.ts`))};`,
        ),
        `export const storefrontFamilies = [${modules.map(({ exportName }) => exportName).join(', ')}];`,
        '',
      ].join('\n');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};
