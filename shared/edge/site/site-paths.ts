import { familyTable, type FamilyPageKind } from '../../domains/storefront/family-table';
import { matchPath } from '../http/match-path';

type FixedPage = 'home' | 'not_found' | 'share' | 'cart' | 'checkout' | 'order' | 'rep' | 'rep_link';

/**
 * What a storefront path shows, as data: a new page type is a row here plus a resolver.
 * Order matters: literal prefixes first, then a single segment (a rep site), then rep links.
 */
export const sitePaths: ReadonlyArray<{ readonly pattern: string; readonly page: FixedPage | FamilyPageKind }> = [
  { pattern: '/', page: 'home' },
  { pattern: '/404', page: 'not_found' },
  { pattern: '/s/{token}', page: 'share' },
  // A storefront family's page: `/<plural>/{slug}` renders with its page kind.
  ...familyTable.map((family) => ({ pattern: `/${family.plural}/{slug}`, page: family.pageKind })),
  { pattern: '/cart', page: 'cart' },
  { pattern: '/checkout/{cart_token}', page: 'checkout' },
  { pattern: '/checkout/{cart_token}/order', page: 'order' },
  { pattern: '/{username}', page: 'rep' },
  { pattern: '/{username}/{rest+}', page: 'rep_link' },
];

export type SitePage = FixedPage | FamilyPageKind;

/** A matched storefront path. */
export interface SiteMatch {
  page: SitePage;
  params: Record<string, string>;
}

/** Matches a storefront path (trailing slash ignored); undefined when no storefront route has it. */
export function matchSitePath(path: string): SiteMatch | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const { pattern, page } of sitePaths) {
    const params = matchPath(pattern, normalized);
    if (params) return { page, params };
  }
  return undefined;
}
