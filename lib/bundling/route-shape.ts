import type { Plugin } from 'esbuild';
import { join } from 'node:path';
import type { RouteAuth } from '../../shared/edge/http/route';

/**
 * What the build knows of the routes a function serves, from the manifest, and defines in its
 * bundle (shared/platform/deployed-bundle.ts) so that the handler kit leaves out what they never
 * need. Each field is undefined for a consumer, a handler serving routes that differ in it, or one
 * the manifest does not name (a test's).
 */
export interface FunctionRouteShape {
  /** The routes' auth kind: only functions of bearer routes bundle token authorization. */
  readonly auth: RouteAuth['kind'] | undefined;
  /** Whether the routes take a request body: functions of routes without one bundle neither the JSON body parser nor the body checks (unknown keys, round trips). */
  readonly body: boolean | undefined;
}

/** The route shape of each handler (see {@link FunctionRouteShape}). */
export async function routeShapesOf(handlers: readonly string[]): Promise<Map<string, FunctionRouteShape>> {
  // Loaded on use: lambdaBuildOptions' importers (the bench, tests) need not load the manifest.
  const { manifest } = await import('../../functions/manifest');
  const served = new Map<string, { auth: Set<RouteAuth['kind']>; body: Set<boolean> }>();
  for (const route of manifest) {
    const shape = served.get(route.handler) ?? { auth: new Set(), body: new Set() };
    shape.auth.add(route.auth.kind);
    shape.body.add(route.request?.body !== undefined);
    served.set(route.handler, shape);
  }
  const only = <T>(values: Set<T> | undefined) => (values?.size === 1 ? [...values][0] : undefined);
  return new Map(handlers.map((handler) => [handler, { auth: only(served.get(handler)?.auth), body: only(served.get(handler)?.body) }]));
}

/** A key naming a shape, for grouping the functions built with the same defines. */
export function routeShapeKey(shape: FunctionRouteShape): string {
  return `${shape.auth ?? '*'}:${shape.body ?? '*'}`;
}

/** esbuild `define` entries of a function built for routes of `shape`. */
export function routeShapeDefine(shape: FunctionRouteShape): Record<string, string> {
  return {
    ...(shape.auth === undefined ? {} : { 'globalThis.FUNCTION_ROUTE_AUTH': JSON.stringify(shape.auth) }),
    ...(shape.body === undefined ? {} : { 'globalThis.FUNCTION_ROUTE_BODY': JSON.stringify(shape.body) }),
  };
}

/**
 * In a function built for routes of another auth kind, the handler kit's bearer authorization
 * (shared/edge/http/bearer-authorization.ts) resolves to a stand-in that refuses: the kit never
 * calls it there (the auth kind's define folds the call away), and the function bundles neither
 * token authentication nor installation authority. The define alone leaves them out of a build
 * without code splitting; with code splitting esbuild keeps every statically imported module's
 * side effects (it ignores `sideEffects: false` with more than one entry point), so a function
 * with a split module loaded the token path at start-up.
 */
export const routeShapeModules: Plugin = {
  name: 'route-shape-modules',
  setup(build) {
    const auth = build.initialOptions.define?.['globalThis.FUNCTION_ROUTE_AUTH'];
    if (auth === undefined || auth === JSON.stringify('bearer')) return;
    build.onResolve({ filter: /^\.\/bearer-authorization$/ }, (args) =>
      args.importer.endsWith(join('shared', 'edge', 'http', 'define-handler.ts')) ? { path: 'bearer-authorization', namespace: 'route-shape' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'route-shape' }, () => ({
      contents: `export function authorize() { throw new Error(${JSON.stringify(`built for ${JSON.parse(auth)} routes, without bearer authorization (lib/bundling/route-shape.ts)`)}); }`,
      loader: 'js',
    }));
  },
};
