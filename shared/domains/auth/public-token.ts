import { Forbidden } from '../../platform/errors/domain-error';
import type { Principal } from './principal';

/**
 * Public tokens (`pub_`) ship in a page's source, so anything they can read is public: they only
 * name their shop on `auth: shop` routes, and every bearer route refuses them with 403 whatever
 * permissions the token holds. The handler kit calls this for every bearer route, so a new route
 * is covered the day it lands.
 */
export function refusePublicToken(principal: Principal): void {
  if (principal.kind === 'public') {
    throw new Forbidden({
      message: 'A public token only reads the public storefront; company endpoints need a server-side token',
    });
  }
}
