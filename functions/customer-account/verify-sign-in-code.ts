import { namedShopCompany } from '../../shared/edge/carts/cart-request';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { verifySignInCode } from '../../shared/use-cases/customer-sign-in';
import { verifySignInCodeRoute } from './verify-sign-in-code.route';

export const handler = defineHandler(verifySignInCodeRoute, async ({ params, body, event }) => {
  const session = await verifySignInCode(
    params.cart_token,
    body.uuid,
    body.multi_factor_authentication.verification_code,
    { companyId: await namedShopCompany(event) },
  );
  return {
    authenticated: true as const,
    auth_type: 'customer_session' as const,
    token: session.token,
    token_type: 'Bearer' as const,
    expires_at: session.expiresAt.toISOString(),
  };
});
