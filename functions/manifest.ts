import type { RouteDefinition } from '../shared/http/route';
import { companyRoutes } from './company/routes';
import { platformRoutes } from './platform/routes';

/**
 * Every endpoint of the API: the single source of truth read by CDK, the local server, the
 * OpenAPI document and the tests. A handler that is not listed here does not exist.
 */
export const manifest: readonly RouteDefinition[] = [...platformRoutes, ...companyRoutes];

/** The catch-all route that answers unmatched requests. */
export const fallbackRoute = manifest.find((route) => route.path === '$default')!;

/** Routes with a real path (everything but the catch-all). */
export const pathRoutes = manifest.filter((route) => route.path !== '$default');
