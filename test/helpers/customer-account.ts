import { inject } from 'vitest';
import type { MailboxMessage } from '../../lib/local/mailbox-service';
import { cartCall, createCart } from './checkout';
import { api, type ApiResponse } from './http';
import { apiFrom, freshAddress } from './source-address';
import type { Tenant } from './tenant';

/** Base path of the signed-in customer's own account. */
export const ME = '/api/checkout/v2026-04/customers/me';

/** Base path of the signed-in customer's subscriptions. */
export const MY_SUBSCRIPTIONS = '/api/checkout/v2026-04/subscriptions';

/** The newest sign-in code mailed to `email`, or undefined. */
export async function latestSignInCode(email: string): Promise<string | undefined> {
  const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(email)}`);
  // The buyer's other mail (an order confirmation) may share the mailbox: the code's subject names it.
  const { messages } = (await res.json()) as { messages: MailboxMessage[] };
  return messages.map((message) => /\b(\d{6})\b/.exec(message.subject)?.[1]).find(Boolean);
}

/** Asks for a sign-in code from a cart of the shop, from `address` (a fresh one unless told). */
export function requestCode(
  tenant: Tenant,
  cartToken: string,
  body: Record<string, unknown>,
  address = freshAddress(),
): Promise<ApiResponse> {
  return apiFrom(address, 'POST', `/api/checkout/v2026-04/carts/${cartToken}/auth/magic_link`, {
    body,
    headers: { 'x-service-shop': tenant.company.subdomain },
  });
}

/** Confirms a challenge with a code. */
export function verifyCode(tenant: Tenant, cartToken: string, uuid: string, code: string): Promise<ApiResponse> {
  return cartCall(tenant, 'POST', `/${cartToken}/auth/verify`, {
    uuid,
    multi_factor_authentication: { verification_code: code },
  });
}

/** Signs a customer of the shop in from a fresh cart: their customer session token. */
export async function signInCustomer(tenant: Tenant, email: string): Promise<string> {
  const { token: cartToken } = await createCart(tenant, { country_code: 'US' });
  const challenge = await requestCode(tenant, cartToken, { email });
  if (challenge.status !== 201) throw new Error(`magic_link → ${challenge.status} ${challenge.text}`);
  // The mail is sent before the answer, but a loaded machine may file it a moment later.
  let code = await latestSignInCode(email);
  for (let wait = 0; !code && wait < 20; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    code = await latestSignInCode(email);
  }
  if (!code) throw new Error(`No sign-in code was mailed to ${email}`);
  const verified = await verifyCode(tenant, cartToken, challenge.body.multi_factor_authentication.uuid, code);
  if (verified.status !== 200) throw new Error(`verify → ${verified.status} ${verified.text}`);
  return verified.body.token;
}

/** Calls a customer route with a customer session. */
export function customerCall<T = any>(
  session: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  return api<T>(method, path, { token: session, body });
}
