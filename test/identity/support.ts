import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { apiFrom, freshAddress } from '../helpers/source-address';
import type { MailboxMessage } from '../../lib/local/mailbox-service';

/** A valid sign-up body with unique email and shop identifier. */
export function signUpBody(overrides: Record<string, unknown> = {}): { company: Record<string, unknown> } {
  const suffix = randomUUID().slice(0, 8);
  return {
    company: {
      name: `Shop ${suffix}`,
      email: `owner-${suffix}@example.com`,
      country_code: 'US',
      subdomain: `shop-${suffix}`,
      ...overrides,
    },
  };
}

/** The local mailbox's messages to `email`, newest first. */
export async function mailbox(email: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

/** The API path of the newest sign-in link mailed to `email`. */
export async function latestSignInPath(email: string): Promise<string> {
  // Other mail (an order confirmation) may reach the same address later: the newest mail with a sign-in link.
  const link = (await mailbox(email))
    .flatMap((message) => message.links)
    .find((url) => url.includes('/api/auth/sign_in/'));
  if (!link) throw new Error(`No sign-in link was mailed to ${email}`);
  return new URL(link).pathname;
}

/** Signs a company up from a fresh address and redeems the owner's link: a dashboard session token. */
export async function signUpAndSignIn(
  overrides: Record<string, unknown> = {},
): Promise<{ companyId: number; email: string; session: string }> {
  const body = signUpBody(overrides);
  const res = await apiFrom(freshAddress(), 'POST', '/api/company', { body });
  if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${res.text}`);
  const email = body.company.email as string;
  const redeemed = await apiFrom(freshAddress(), 'GET', await latestSignInPath(email));
  if (redeemed.status !== 200) throw new Error(`Sign-in failed: ${redeemed.status} ${redeemed.text}`);
  return { companyId: res.body.company.id, email, session: redeemed.body.session.token };
}

/** Signs an existing member in by email, as the dashboard does: requests a link and redeems the newest one mailed. A dashboard session token. */
export async function signIn(email: string): Promise<string> {
  const requested = await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });
  if (requested.status !== 202) throw new Error(`Sign-in link request failed: ${requested.status} ${requested.text}`);
  const redeemed = await apiFrom(freshAddress(), 'GET', await latestSignInPath(email));
  if (redeemed.status !== 200) throw new Error(`Sign-in failed: ${redeemed.status} ${redeemed.text}`);
  return redeemed.body.session.token;
}
