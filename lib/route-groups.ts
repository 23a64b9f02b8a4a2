import type { RouteDefinition, Surface } from '../shared/edge/http/route';

/** Routes deployed together in one route stack. */
export interface RouteGroup {
  /** API surface shared by every route of the group. */
  readonly surface: Surface;
  /** 1-based position of the group within its surface. */
  readonly chunk: number;
  readonly routes: readonly RouteDefinition[];
}

/**
 * Splits routes by surface, then into chunks of at most `maxRoutesPerGroup` routes, so that a
 * stack stays far from CloudFormation's 500-resource limit whatever the manifest's size.
 *
 * Chunks fill in manifest order and are not rebalanced: a route added at the end of its
 * surface only ever touches the last chunk. Moving a route to another chunk (inserting one
 * mid-list) makes CloudFormation create its `METHOD path` route in the new stack before it is
 * deleted from the old one, which API Gateway refuses as a conflict: append new routes, or
 * deploy such a change in two steps.
 */
export function groupRoutes(routes: readonly RouteDefinition[], maxRoutesPerGroup: number): RouteGroup[] {
  if (!Number.isInteger(maxRoutesPerGroup) || maxRoutesPerGroup < 1) {
    throw new RangeError(`maxRoutesPerGroup must be a positive integer, got ${maxRoutesPerGroup}`);
  }
  const bySurface = new Map<Surface, RouteDefinition[]>();
  for (const route of routes) {
    const list = bySurface.get(route.surface) ?? [];
    list.push(route);
    bySurface.set(route.surface, list);
  }

  const groups: RouteGroup[] = [];
  for (const [surface, list] of bySurface) {
    for (let start = 0; start < list.length; start += maxRoutesPerGroup) {
      groups.push({
        surface,
        chunk: start / maxRoutesPerGroup + 1,
        routes: list.slice(start, start + maxRoutesPerGroup),
      });
    }
  }
  return groups;
}
