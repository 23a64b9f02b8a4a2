import { defineHandler } from '../../shared/edge/http/define-handler';
import { unmatchedRouteError } from '../../shared/edge/http/unmatched-route';
import { apiRouteKeys } from '../api-routes';
import { routeNotFoundRoute } from './route-not-found.route';

/** 405 with `Allow` when the path exists under other methods, else 404. */
export const handler = defineHandler(routeNotFoundRoute, async ({ event }) => {
  throw unmatchedRouteError(
    event.requestContext.http.method,
    event.rawPath ?? event.requestContext.http.path,
    apiRouteKeys,
  );
});
