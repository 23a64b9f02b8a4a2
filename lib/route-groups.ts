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
 * Splits routes by surface, then into chunks of at most `maxRoutesPerGroup`, so a stack stays far
 * from CloudFormation's 500-resource limit. Chunks fill in manifest order and are never rebalanced:
 * moving a route to another chunk makes API Gateway refuse the new stack's route as a conflict, so
 * append new routes (or deploy such a move in two steps).
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
