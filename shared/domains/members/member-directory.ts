import { queryCursorPage } from '../../platform/db/paginate';
import type { Condition } from '../../platform/db/entity';
import { memberEntity, memberSortKey, type Member } from './member-entity';

/** Filters of the members v2025-06 list that read the company's members (or one country's). */
export interface DirectoryFilters {
  active?: boolean;
  /** A member type slug, or `customer` for every customer type. */
  member_type_slug?: string;
  search?: string;
  country?: string;
  created_from?: string;
  created_to?: string;
}

/** One cursor page of the directory. */
export interface DirectoryPage {
  limit: number;
  cursor?: string;
  newestFirst: boolean;
}

/**
 * One cursor page of a company's members, oldest or newest first: a country reads its index
 * partition (gsi1), anything else the company's MEMBER# range; the other filters are a
 * FilterExpression on that one Query.
 */
export async function listDirectory(
  companyId: number,
  filters: DirectoryFilters,
  page: DirectoryPage,
): Promise<{ members: Member[]; nextCursor: string | null }> {
  const filter = directoryFilter(filters);
  const options = { newestFirst: page.newestFirst, ...(filter && { filter }) };
  const query = filters.country
    ? memberEntity.query('byCountry', { company_id: companyId, country_code: filters.country }, options)
    : memberEntity.query('primary', { company_id: companyId }, { ...options, skPrefix: memberSortKey() });
  const { items, nextCursor } = await queryCursorPage(query, {
    scope: { companyId, list: `members-v2025-06:${filters.country ?? '*'}:${page.newestFirst ? 'desc' : 'asc'}` },
    limit: page.limit,
    cursor: page.cursor,
  });
  return { members: items.map((item) => memberEntity.fromRecord(item)), nextCursor };
}

function directoryFilter(filters: DirectoryFilters): Condition | undefined {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filters.active !== undefined) {
    conditions.push('active = :active');
    values[':active'] = filters.active;
  }
  const slug = filters.member_type_slug;
  if (slug === 'rep' || slug === 'customer') {
    // Reps created by an admin carry no member type: their kind says it.
    conditions.push('#type = :kind');
    names['#type'] = 'type';
    values[':kind'] = slug;
  } else if (slug) {
    conditions.push('member_type = :slug');
    values[':slug'] = slug;
  }
  if (filters.search) {
    conditions.push('contains(search_text, :q)');
    values[':q'] = filters.search.toLowerCase();
  }
  if (filters.created_from) {
    conditions.push('created_at >= :from');
    values[':from'] = filters.created_from;
  }
  if (filters.created_to) {
    conditions.push('created_at <= :to');
    values[':to'] = filters.created_to;
  }
  if (conditions.length === 0) return undefined;
  return { expression: conditions.join(' AND '), ...(Object.keys(names).length > 0 && { names }), values };
}
