import { readUniqueClaim } from '../../platform/db/unique';
import { NotFound } from '../../platform/errors/domain-error';
import { memberExternalIdScope } from './member-guards';
import { memberEntity, type Member } from './member-entity';

/** The identifiers a member is found by, in the order the first one given wins. */
export interface MemberLookup {
  email?: string;
  username?: string;
  external_id?: string;
}

/**
 * The member holding the first identifier given (email, then username, then external id): the
 * identifier's uniqueness claim names the member (one GetItem), a second GetItem reads it. 404
 * when nobody holds it; usernames are claimed by reps only.
 */
export async function findMemberBy(companyId: number, lookup: MemberLookup): Promise<Member> {
  const claim = lookup.email
    ? await readUniqueClaim(`member_email#${companyId}`, lookup.email.toLowerCase(), { consistent: true })
    : lookup.username
      ? await readUniqueClaim(`rep_username#${companyId}`, lookup.username.toLowerCase(), { consistent: true })
      : await readUniqueClaim(memberExternalIdScope(companyId), lookup.external_id ?? '', { consistent: true });
  const member =
    typeof claim?.member_id === 'number'
      ? await memberEntity.get({ company_id: companyId, id: claim.member_id }, { consistent: true })
      : undefined;
  if (!member) throw new NotFound('Member');
  return member;
}
