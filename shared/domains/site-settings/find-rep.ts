import { readUniqueClaim } from '../../platform/db/unique';
import { memberEntity, type Member } from '../members/member-entity';

/** What a rep site shows of its rep. */
export interface RepView {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
}

/**
 * A rep site by username: `unknown` when no rep ever claimed the username, `unavailable` when its
 * rep is inactive (the rep site is missing), else the rep.
 */
export async function findRepByUsername(
  companyId: number,
  username: string,
): Promise<RepView | 'unknown' | 'unavailable'> {
  const member = await findRepMember(companyId, username);
  if (typeof member === 'string') return member;
  return {
    id: member.id,
    username: member.username!,
    first_name: member.first_name,
    last_name: member.last_name,
    full_name: repFullName(member),
  };
}

/**
 * The rep member holding a username, with the same outcomes as findRepByUsername. The username
 * claim (GetItem) names the member, then one GetItem reads it.
 */
export async function findRepMember(companyId: number, username: string): Promise<Member | 'unknown' | 'unavailable'> {
  const claim = await readUniqueClaim(`rep_username#${companyId}`, username.toLowerCase());
  if (typeof claim?.member_id !== 'number') return 'unknown';
  const member = await memberEntity.get({ company_id: companyId, id: claim.member_id });
  if (!member) return 'unknown';
  if (member.type !== 'rep' || !member.username) return 'unknown';
  return member.active ? member : 'unavailable';
}

/** A member's display name: first and last name. */
export function repFullName(member: Pick<Member, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}
