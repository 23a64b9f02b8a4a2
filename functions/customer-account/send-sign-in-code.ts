import { enforceRateLimit } from '../../shared/domains/auth/rate-limits';
import { namedShopCompany } from '../../shared/edge/carts/cart-request';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { sendSignInCode } from '../../shared/use-cases/customer-sign-in';
import { sendSignInCodeRoute } from './send-sign-in-code.route';

export const handler = defineHandler(sendSignInCodeRoute, async ({ params, body, event }) => {
  await enforceRateLimit('customer_sign_in_code', event.requestContext.http.sourceIp);
  await enforceRateLimit('customer_sign_in_code_email', body.email);
  const challenge = await sendSignInCode(params.cart_token, body.email, {
    lookupOnly: body.lookup_only,
    companyId: await namedShopCompany(event),
  });
  return {
    multi_factor_authentication: {
      authenticated: false as const,
      uuid: challenge.id,
      verification_channel: 'email' as const,
      verification_code_expires_at: challenge.expires_at,
    },
  };
});
