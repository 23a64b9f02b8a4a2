import type { z } from 'zod';
import type { offsetPaginationMeta } from './pagination';

/** `meta.pagination` of an offset list. */
export function offsetPagination(
  page: number,
  perPage: number,
  totalCount: number,
): z.infer<ReturnType<typeof offsetPaginationMeta>> {
  return { page, per_page: perPage, total_count: totalCount, total_pages: Math.ceil(totalCount / perPage) };
}

/** One offset page of a list already in memory (small bounded lists: roles, countries). */
export function sliceOffsetPage<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
