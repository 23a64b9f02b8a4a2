import { issueToken } from '../domains/auth/issue-token';
import { loadCart } from '../domains/checkout/cart-store';
import { getCompany } from '../domains/company/company-store';
import { customerEntity } from '../domains/customers/customer-entity';
import { getCustomer } from '../domains/customers/customer-store';
import { confirmSignInCode, openSignInCode, SIGN_IN_CODE_MINUTES } from '../domains/customers/sign-in-codes';
import type { SignInCode } from '../domains/customers/sign-in-code-entity';
import { NotFound } from '../platform/errors/domain-error';
import { mailSender } from '../platform/mail/mail-sender';

/** A customer session lasts this many hours (shorter than a member's: it is signed in from a shop's browser). */
export const CUSTOMER_SESSION_HOURS = 2;

/**
 * Sends a sign-in code to a buyer of the cart's shop. The answer is the same challenge whether or
 * not the email is a customer (only a customer is mailed, and only a customer's challenge can be
 * confirmed); `lookupOnly` is the one probe that tells: 404 for an email that is no customer.
 */
export async function sendSignInCode(
  cartToken: string,
  email: string,
  options: { lookupOnly: boolean; companyId?: number },
  now: Date = new Date(),
): Promise<SignInCode> {
  const { cart } = await loadCart(cartToken, options.companyId);
  const customer = await customerEntity.get({ company_id: cart.company_id, email }, { consistent: true });
  if (!customer && options.lookupOnly) throw new NotFound('Customer');
  const { challenge, code } = await openSignInCode(cart.company_id, customer?.id ?? null, now);
  if (customer) {
    const company = await getCompany(cart.company_id);
    const name = company.name.replace(/[\r\n]+/g, ' ');
    await mailSender().send({
      to: customer.email,
      subject: `Your sign-in code for ${name}: ${code}`,
      text: [
        `Your code to sign in to ${name} is ${code}.`,
        '',
        `It works once and expires in ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`,
      ].join('\n'),
    });
  }
  return challenge;
}

/** Confirms a challenge of the cart's shop and opens a customer session (`css_`) with no company permission. */
export async function verifySignInCode(
  cartToken: string,
  challengeId: string,
  code: string,
  options: { companyId?: number },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date; customerId: number }> {
  const { cart } = await loadCart(cartToken, options.companyId);
  const customerId = await confirmSignInCode(cart.company_id, challengeId, code, now);
  const customer = await getCustomer(cart.company_id, customerId);
  const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_HOURS * 3_600_000);
  const { secret } = await issueToken(
    {
      companyId: cart.company_id,
      kind: 'customer_session',
      name: `Customer session of ${customer.email}`,
      permissions: [],
      customerId,
      expiresAt,
    },
    now,
  );
  return { token: secret, expiresAt, customerId };
}
