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
