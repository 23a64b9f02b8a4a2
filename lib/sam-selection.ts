import type { RouteDefinition } from '../shared/edge/http/route';
import { defaultRoutePath } from './constructs/api-route';

/**
 * The routes a flat SAM template holds when the tester names a subset (`-c samOnly=webhooks,members`):
 * each selector is a surface (`admin`), a handler folder under functions/ (`webhooks`) or a route
 * id (`getCompany`). The catch-all route always stays, so unmatched paths still answer 404. A
 * subset keeps the template under CloudFormation's 500 resources, which the whole manifest exceeds.
 */
export function selectSamRoutes(routes: readonly RouteDefinition[], selectors: readonly string[]): RouteDefinition[] {
  if (selectors.length === 0) return [...routes];
  const unknown = selectors.filter((selector) => !routes.some((route) => matches(route, selector)));
  if (unknown.length > 0)
    throw new Error(
      `samOnly names nothing in the manifest: ${unknown.join(', ')} (use a surface, a functions/ folder or a route id)`,
    );
  return routes.filter(
    (route) => route.path === defaultRoutePath || selectors.some((selector) => matches(route, selector)),
  );
}

function matches(route: RouteDefinition, selector: string): boolean {
  return route.surface === selector || route.handler.split('/')[0] === selector || route.id === selector;
}
