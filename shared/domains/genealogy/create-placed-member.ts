import type { Principal } from '../auth/principal';
import { getCompany } from '../company/company-store';
import { buildMember, newMemberWrites } from '../members/create-member';
import { memberDetailView } from '../members/member-detail-view';
import type { Member } from '../members/member-entity';
import { findMemberBy } from '../members/find-member';
import { checkMemberRules } from '../members/member-rules';
import { memberType, type MemberTypeSlug } from '../members/member-types';
import { memberView } from '../members/member-view';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite } from '../../platform/db/transact';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { newTreeNode, placementWrites } from './place-member';
import { readTreeGuard } from './tree-guard';
import { requireTreeNode } from './tree-store';
import { findMember } from '../members/member-store';

/** A member the members v2025-06 surface creates (validated for shape). */
export interface PlacedMemberInput {
  email: string;
  member_type_slug: MemberTypeSlug;
  first_name: string;
  last_name: string;
  username: string | null;
  external_id: string | null;
  phone: string | null;
  country_code?: string;
  active: boolean;
  sponsor_id: number | null;
}

/**
 * Creates a rep or customer and places it in the sponsor tree (under `sponsor_id`, or as a root)
 * in one transaction: the member, its claims (email, a rep's username, the external id), its
 * node and closure rows, `member_created`. A value another member holds answers 422 naming the
 * field (a taken email also carries the holder as `existing_member`); while a downline move runs
 * the placement waits (retries), then answers 409.
 */
export async function createPlacedMember(
  principal: Principal,
  input: PlacedMemberInput,
  now: Date = new Date(),
): Promise<Member> {
  const companyId = principal.companyId;
  const type = memberType(input.member_type_slug);
  const countryCode = input.country_code ?? (await getCompany(companyId)).country_code;
  const sponsor = input.sponsor_id === null ? null : await findMember(companyId, input.sponsor_id);
  if (input.sponsor_id !== null && (!sponsor || sponsor.type === 'admin'))
    throw new ValidationFailed({ 'member.sponsor_id': ['is not a rep or customer of this company'] });
  const member = buildMember(
    companyId,
    {
      type: type.kind,
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      username: input.username,
      country_code: countryCode,
      active: input.active,
      member_type: type.slug,
      sponsor: sponsor && {
        id: sponsor.id,
        email: sponsor.email,
        full_name: memberView(sponsor).full_name,
        username: sponsor.username ?? '',
      },
      external_id: input.external_id,
      phone: input.phone,
    },
    now,
  );
  await checkMemberRules(principal, member, { country: true, role: false });
  return retryStaleWrites(
    async () => {
      const guard = await readTreeGuard(companyId);
      if (guard.jobId) throw new StaleWrite();
      const sponsorNode = sponsor ? await requireTreeNode(companyId, sponsor.id, 'member.sponsor_id') : null;
      const { items, claimed } = newMemberWrites(member, now);
      const node = newTreeNode(companyId, member.id, sponsorNode, member.created_at);
      const { failedIndex } = await transactWrite([...items, ...placementWrites(node, guard)]);
      if (failedIndex === undefined) return member;
      const claim = failedIndex >= 1 && failedIndex <= claimed.length ? claimed[failedIndex - 1] : null;
      if (claim) throw await takenValue(companyId, claim, member);
      throw new StaleWrite();
    },
    { conflictMessage: 'The sponsor tree is being changed; retry' },
  );
}

async function takenValue(
  companyId: number,
  claim: 'email' | 'username' | 'external_id',
  member: Member,
): Promise<ValidationFailed> {
  const errors = { [`member.${claim}`]: ['already exists'] };
  if (claim !== 'email') return new ValidationFailed(errors);
  const holder = await findMemberBy(companyId, { email: member.email }).catch(() => undefined);
  const existing = holder && memberDetailView(holder);
  return new ValidationFailed(errors, {
    errors: {
      ...errors,
      ...(existing && {
        existing_member: {
          id: existing.id,
          email: existing.email,
          name: existing.name,
          member_type_slug: existing.member_type_slug,
          phone: existing.phone,
        },
      }),
    },
  });
}
