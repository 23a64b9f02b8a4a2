import { getCompany } from '../domains/company/company-store';
import { findActiveMembersByEmail } from '../domains/members/member-store';
import { sendSignInLink } from '../domains/members/sign-in-mail';

/**
 * Emails a sign-in link for every company where `email` is an active member: an admin's opens a
 * dashboard session, a rep's or customer's a member session (dashboard-session.ts). Says nothing
 * about whether any exists: the caller answers the same 202 either way, so accounts cannot be enumerated.
 */
export async function requestSignInLinks(email: string, now: Date = new Date()): Promise<void> {
  for (const member of await findActiveMembersByEmail(email)) {
    await sendSignInLink(member, await getCompany(member.company_id), { now });
  }
}
