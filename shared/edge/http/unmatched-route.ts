import { DomainError } from '../../platform/errors/domain-error';
import { HttpError } from './http-error';
import { matchPath } from './match-path';

/**
 * The error for a request no API route answers: 405 with `Allow` when the path exists under other
 * methods, else 404. Shared by the gateway's catch-all and the storefront's `/{proxy+}` routes,
 * which also receive unmatched `/api` paths.
 */
export function unmatchedRouteError(
  method: string,
  path: string,
  routes: ReadonlyArray<{ method: string; path: string }>,
): DomainError {
  const allowed = routes.filter((route) => matchPath(route.path, path)).map((route) => route.method);
  if (allowed.length > 0) {
    return new HttpError('method_not_allowed', {
      message: `${method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
      headers: { Allow: allowed.join(', ') },
    });
  }
  return new DomainError('route_not_found', { message: `No route matches ${method} ${path}` });
}

/** Whether a path belongs to the JSON API rather than the rendered storefront. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
