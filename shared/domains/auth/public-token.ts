import { Forbidden } from '../../platform/errors/domain-error';
import type { Principal } from './principal';

/**
 * Public tokens (`pub_`) ship in a page's source, so anything they can read is public. They only
 * name their shop on the public storefront reads (routes with `auth: shop`, which show a public
 * token exactly what an anonymous visitor sees); every bearer route (the company endpoints,
 * `/api/company...`, `/api/v202604/company/...` and the rest of the admin surface) refuses them
 * with 403 `{message}`, whatever permissions the token record holds. The handler kit calls this
 * once for every bearer route, so a new route is covered the day it lands.
 */
export function refusePublicToken(principal: Principal): void {
  if (principal.kind === 'public') {
    throw new Forbidden({
      message: 'A public token only reads the public storefront; company endpoints need a server-side token',
    });
  }
}
