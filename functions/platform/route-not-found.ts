import { HttpError } from '../../shared/http/errors';
import { defineHandler } from '../../shared/http/define-handler';
import { matchPath } from '../../shared/http/match-path';
import { pathRoutes } from '../manifest';
import { routeNotFoundRoute } from './routes';

/** 405 with `Allow` when the path exists under other methods, else 404. */
export const handler = defineHandler(routeNotFoundRoute, async ({ event }) => {
  const path = event.rawPath ?? event.requestContext.http.path;
  const allowed = pathRoutes.filter((route) => matchPath(route.path, path)).map((route) => route.method);
  if (allowed.length > 0) {
    throw new HttpError('method_not_allowed', {
      message: `${event.requestContext.http.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
      headers: { Allow: allowed.join(', ') },
    });
  }
  throw new HttpError('route_not_found', { message: `No route matches ${event.requestContext.http.method} ${path}` });
});
