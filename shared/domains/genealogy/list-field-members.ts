import { batchGet } from '../../platform/db/batch-get';
import { NotFound } from '../../platform/errors/domain-error';
import { findMemberBy } from '../members/find-member';
import { listDirectory, type DirectoryFilters, type DirectoryPage } from '../members/member-directory';
import { memberEntity, type Member } from '../members/member-entity';
import { readDownlineLevel } from './tree-reads';

/** The members v2025-06 list's filters. */
export interface FieldMemberFilters extends DirectoryFilters {
  external_id?: string;
  sponsor_id?: number;
}

/**
 * One cursor page of a company's members, by the most selective filter's pattern: an external id
 * is one claim (0 or 1 member), a sponsor its first level of closure rows (then one BatchGetItem),
 * anything else the directory (member-directory.ts). Filters beyond the pattern's apply to what it read.
 */
export async function listFieldMembers(
  companyId: number,
  filters: FieldMemberFilters,
  page: DirectoryPage,
): Promise<{ members: Member[]; nextCursor: string | null }> {
  if (filters.external_id !== undefined) {
    const member = await findMemberBy(companyId, { external_id: filters.external_id }).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    return { members: member && matches(member, filters) ? [member] : [], nextCursor: null };
  }
  if (filters.sponsor_id !== undefined) {
    const { memberIds, nextCursor } = await readDownlineLevel(companyId, filters.sponsor_id, 1, page);
    return {
      members: (await readMembers(companyId, memberIds)).filter((member) => matches(member, filters)),
      nextCursor,
    };
  }
  return listDirectory(companyId, filters, page);
}

/** Members by id, in the order given (one BatchGetItem per 100); ids without a member are left out. */
export async function readMembers(companyId: number, ids: readonly number[]): Promise<Member[]> {
  const keys = ids.map((id) => memberEntity.key({ company_id: companyId, id }));
  const found = await batchGet(keys, { consistent: false });
  return keys.flatMap((key) => {
    const item = found.get(`${key.pk}\u0000${key.sk}`);
    return item ? [memberEntity.fromRecord(item)] : [];
  });
}

/** Whether a member passes the directory filters (those a read by another pattern applies after reading). */
export function matches(member: Member, filters: DirectoryFilters): boolean {
  const slug = filters.member_type_slug;
  return (
    (filters.active === undefined || member.active === filters.active) &&
    (!slug || (slug === 'rep' || slug === 'customer' ? member.type === slug : member.member_type === slug)) &&
    (!filters.search || member.search_text.includes(filters.search.toLowerCase())) &&
    (!filters.country || member.country_code === filters.country) &&
    (!filters.created_from || member.created_at >= filters.created_from) &&
    (!filters.created_to || member.created_at <= filters.created_to)
  );
}
