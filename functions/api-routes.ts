import { apiRoutes } from './manifest';

/**
 * Method and path of every JSON API route: what the 404/405 answers consult (the gateway's
 * catch-all and the storefront's catch-all). Read from the manifest here; the build step replaces
 * this module with its value (lib/bundling/precomputed-modules.ts), so those functions do not
 * construct every route's schemas at start-up to learn a list of paths.
 */
export const apiRouteKeys: ReadonlyArray<{ readonly method: string; readonly path: string }> = apiRoutes.map(
  ({ method, path }) => ({ method, path }),
);
