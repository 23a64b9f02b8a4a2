import { matchPath } from '../http/match-path';

/**
 * What a storefront path shows, as data: a new page type is a row here plus a resolver.
 * Order matters: literal prefixes first, then a single segment (a rep site), then rep links.
 */
export const sitePaths = [
  { pattern: '/', page: 'home' },
  { pattern: '/404', page: 'not_found' },
  { pattern: '/s/{token}', page: 'share' },
  { pattern: '/products/{slug}', page: 'product' },
  { pattern: '/pages/{slug}', page: 'page' },
  { pattern: '/collections/{slug}', page: 'collection' },
  { pattern: '/categories/{slug}', page: 'category' },
  { pattern: '/posts/{slug}', page: 'post' },
  { pattern: '/media/{slug}', page: 'medium' },
  { pattern: '/playlists/{slug}', page: 'library' },
  { pattern: '/enrollment_packs/{slug}', page: 'enrollment_pack' },
  { pattern: '/cart', page: 'cart' },
  { pattern: '/checkout/{cart_token}', page: 'checkout' },
  { pattern: '/checkout/{cart_token}/order', page: 'order' },
  { pattern: '/{username}', page: 'rep' },
  { pattern: '/{username}/{rest+}', page: 'rep_link' },
] as const;

export type SitePage = (typeof sitePaths)[number]['page'];

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
