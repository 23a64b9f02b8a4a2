import { getCompany } from '../domains/company/company-store';
import type { Company } from '../domains/company/company-entity';
import { getMember } from '../domains/members/member-store';
import type { Member } from '../domains/members/member-entity';
import { Unauthorized } from '../platform/errors/domain-error';
import { issueToken } from '../domains/auth/issue-token';
import { SESSION_HOURS } from '../domains/auth/member-sessions';
import { findRole } from '../domains/auth/role-store';
import { redeemSignInLink } from '../domains/members/sign-in-links';

/** What redeeming a sign-in link answers. */
export interface DashboardSession {
  token: string;
  expiresAt: Date;
  company: Company;
  member: Member;
}

/**
 * Redeems a sign-in link into a 12-hour session: an admin's is a dashboard session (`dss_`) with
 * the role's permissions now; a rep's or customer's is a member session (`mss_`) with no company
 * permission, so signing in never hands a rep authority over the company. A link whose member was
 * deactivated or whose admin lost their role answers 401 like any invalid link.
 */
export async function startDashboardSession(secret: string, now: Date = new Date()): Promise<DashboardSession> {
  const { companyId, memberId } = await redeemSignInLink(secret, now);
  const [company, member] = await Promise.all([getCompany(companyId), getMember(companyId, memberId)]);
  if (!member.active) throw new Unauthorized();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  const session = { companyId, expiresAt, memberId };
  if (member.type !== 'admin') {
    const { secret: token } = await issueToken(
      { ...session, kind: 'member_session', name: `Member session of ${member.email}`, permissions: [] },
      now,
    );
    return { token, expiresAt, company, member };
  }
  const role = member.role ? await findRole(companyId, member.role) : undefined;
  if (!role) throw new Unauthorized();
  const { secret: token } = await issueToken(
    {
      ...session,
      kind: 'session',
      name: `Dashboard session of ${member.email}`,
      role: role.key,
      permissions: role.permissions,
    },
    now,
  );
  return { token, expiresAt, company, member };
}
