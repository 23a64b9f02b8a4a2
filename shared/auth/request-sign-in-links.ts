import { getCompany } from '../company/company-store';
import { findActiveAdminsByEmail } from '../members/member-store';
import { sendSignInLink } from './sign-in-mail';

/**
 * Emails a sign-in link for every company where `email` is an active admin. Says nothing about
 * whether any exists: the caller answers the same 202 either way, so accounts cannot be enumerated.
 */
export async function requestSignInLinks(email: string, now: Date = new Date()): Promise<void> {
  for (const member of await findActiveAdminsByEmail(email)) {
    await sendSignInLink(member, await getCompany(member.company_id), { now });
  }
}
