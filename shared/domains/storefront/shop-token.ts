import { authenticate } from '../auth/authenticate';
import { Forbidden } from '../../platform/errors/domain-error';

/**
 * The company a public storefront request's token names: any token holding `storefront.view`
 * (a `pub_…` token).
 */
export async function companyOfToken(authorization: string): Promise<number> {
  const principal = await authenticate(authorization);
  if (!principal.permissions.has('storefront.view'))
    throw new Forbidden({ message: 'This token lacks the storefront.view permission' });
  return principal.companyId;
}
