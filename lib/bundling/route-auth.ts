import type { RouteAuth } from '../../shared/edge/http/route';

/** A function's route auth kind, or undefined (see {@link routeAuthOf}). */
export type FunctionRouteAuth = RouteAuth['kind'] | undefined;

/**
 * The auth kind of the routes each handler serves, from the manifest: undefined for a consumer, a
 * handler serving routes of several kinds, or one the manifest does not name (a test's). The build
 * defines it per function (shared/platform/deployed-bundle.ts), so the handler kit's bearer token
 * authorization is bundled only by the functions whose route takes a token.
 */
export async function routeAuthOf(handlers: readonly string[]): Promise<Map<string, FunctionRouteAuth>> {
  // Loaded on use: lambdaBuildOptions' importers (the bench, tests) need not load the manifest.
  const { manifest } = await import('../../functions/manifest');
  const kinds = new Map<string, Set<RouteAuth['kind']>>();
  for (const route of manifest) kinds.set(route.handler, (kinds.get(route.handler) ?? new Set()).add(route.auth.kind));
  return new Map(handlers.map((handler) => {
    const served = kinds.get(handler);
    return [handler, served?.size === 1 ? [...served][0] : undefined];
  }));
}

/** esbuild `define` entries of a function built for routes of `kind`. */
export function routeAuthDefine(kind: FunctionRouteAuth): Record<string, string> {
  return kind === undefined ? {} : { 'globalThis.FUNCTION_ROUTE_AUTH': JSON.stringify(kind) };
}
