import { defineRoute } from '../../shared/edge/http/route';

/** Catch-all for paths and methods no route declares (the HTTP API's `$default` route). */
export const routeNotFoundRoute = defineRoute({
  id: 'routeNotFound',
  method: 'GET',
  path: '$default',
  handler: 'platform/route-not-found',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'Answers 404 or 405 envelopes for requests no route matches',
  response: { status: 404 },
  internal: true,
});
