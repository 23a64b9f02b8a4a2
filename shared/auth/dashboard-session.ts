import { getCompany } from '../company/company-store';
import type { Company } from '../company/company-entity';
import { getMember } from '../members/member-store';
import type { Member } from '../members/member-entity';
import { Unauthorized } from '../http/errors';
import { issueToken } from './issue-token';
import { findRole } from './role-store';
import { redeemSignInLink } from './sign-in-links';

/** A dashboard session lasts this many hours; then the admin signs in again. */
export const SESSION_HOURS = 12;

/** What redeeming a sign-in link answers. */
export interface DashboardSession {
  token: string;
  expiresAt: Date;
  company: Company;
  member: Member;
}

/**
 * Redeems a sign-in link into a dashboard session: a `session` bearer token (prefix `dss_`) for the
 * link's admin, holding the permissions of the admin's role at this moment, valid for 12 hours.
 * A link whose admin was deactivated meanwhile answers 401 like any invalid link.
 */
export async function startDashboardSession(secret: string, now: Date = new Date()): Promise<DashboardSession> {
  const { companyId, memberId } = await redeemSignInLink(secret, now);
  const [company, member] = await Promise.all([getCompany(companyId), getMember(companyId, memberId)]);
  const role = member.active && member.type === 'admin' && member.role ? await findRole(companyId, member.role) : undefined;
  if (!role) throw new Unauthorized();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  const { secret: token } = await issueToken(
    { companyId, kind: 'session', name: `Dashboard session of ${member.email}`, role: role.key, permissions: role.permissions, expiresAt, memberId },
    now,
  );
  return { token, expiresAt, company, member };
}
