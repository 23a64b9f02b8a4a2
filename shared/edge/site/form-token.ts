import { createHmac, timingSafeEqual } from 'node:crypto';
import { serviceKeyReader } from '../../platform/secrets/service-keys';

// Form tokens are signed with the cursor key.
const cursorSigningKey = /* @__PURE__ */ serviceKeyReader('cursorSigningKey');

/** How long a rendered storefront form can be submitted. */
export const FORM_TOKEN_TTL_SECONDS = 2 * 3600;

/**
 * The signed, expiring token every storefront form carries (`{{ form_token }}` in a hidden
 * `form_token` field), bound to the company: a POST without a valid one fails the security check.
 */
export function mintFormToken(companyId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FORM_TOKEN_TTL_SECONDS;
  return `${expires}.${sign(companyId, expires)}`;
}

/** Whether a submitted form token is genuine, this company's and unexpired. */
export function isValidFormToken(token: string | undefined, companyId: number, now: Date): boolean {
  const [expires, signature, extra] = token?.split('.') ?? [];
  if (!expires || !signature || extra !== undefined || !/^\d{1,12}$/.test(expires)) return false;
  const expected = Buffer.from(sign(companyId, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return Number(expires) * 1000 > now.getTime();
}

function sign(companyId: number, expires: number): string {
  return createHmac('sha256', cursorSigningKey()).update(`storefront-form:${companyId}:${expires}`).digest('base64url');
}
