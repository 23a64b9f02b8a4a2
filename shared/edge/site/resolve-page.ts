import type { FamilyDescriptor } from '../../domains/storefront/descriptors/family-descriptor';
import { familyTable, type FamilyPageKind } from '../../domains/storefront/family-table';
import type { TemplateType } from '../../domains/themes/template-kinds';
import { findLiveResource } from './find-live-resource';
import { findRepByUsername, type RepView } from '../../domains/site-settings/find-rep';
import { findShareLink } from '../../domains/site-settings/share-links';
import { cartPage, checkoutPage, orderPage } from './shop-pages';
import type { SiteContext } from './site-context';
import { matchSitePath, type SiteMatch, type SitePage } from './site-paths';

/** What a storefront path resolved to. */
export type PageOutcome =
  /** `shopper`: a page of one shopper's cart or order, never stored by a cache; `objects`: further template variables (the checkout page's `cart`). */
  | {
      kind: 'render';
      type: TemplateType;
      resource: Record<string, unknown> | null;
      rep: RepView | null;
      canonicalPath: string;
      shopper?: boolean;
      objects?: Record<string, unknown>;
    }
  | { kind: 'not_found'; localized: boolean }
  | { kind: 'redirect'; location: string };

type Resolver = (context: SiteContext, params: Record<string, string>, rep: RepView | null) => Promise<PageOutcome>;

interface PageRule {
  /** Whether the page can be opened through a rep link (`/{username}/...`); pages with their own direct path cannot. */
  readonly viaRepLink: boolean;
  readonly resolve: Resolver;
}

const notFound = (localized = false): PageOutcome => ({ kind: 'not_found', localized });
const render = (
  type: TemplateType,
  resource: Record<string, unknown> | null,
  rep: RepView | null,
  canonicalPath: string,
): PageOutcome => ({
  kind: 'render',
  type,
  resource,
  rep,
  canonicalPath,
});

/** A storefront family page: the live item by slug, or a 404 (in the visitor's language where the family says so). */
function familyPage(family: FamilyDescriptor & { pageKind: TemplateType }): PageRule {
  return {
    viaRepLink: family.page?.viaRepLink ?? true,
    resolve: async (context, params, rep) => {
      const resource = await findLiveResource(context, family.pageKind, params.slug!);
      return resource
        ? render(family.pageKind, resource, rep, `/${family.plural}/${params.slug}`)
        : notFound(family.page?.localizedNotFound);
    },
  };
}

const familyPages = Object.fromEntries(familyTable.map((family) => [family.pageKind, familyPage(family)])) as Record<
  FamilyPageKind,
  PageRule
>;

/**
 * The storefront's page rules (SPEC "Storefront error pages" 2 and 4), one row per page type.
 * Missing rep sites, and items of the families that say so, 404 in the visitor's language (rule 8).
 */
const pageRules: Record<SitePage, PageRule> = {
  home: { viaRepLink: true, resolve: async (_context, _params, rep) => render('home', null, rep, '/') },
  not_found: { viaRepLink: false, resolve: async () => notFound() },
  share: {
    viaRepLink: false,
    resolve: async (context, params) => {
      const location = await findShareLink(context.company.id, params.token!);
      return { kind: 'redirect', location: location ?? '/404' };
    },
  },
  ...familyPages,
  cart: { viaRepLink: false, resolve: (context) => cartPage(context) },
  checkout: { viaRepLink: false, resolve: (context, params) => checkoutPage(context, params.cart_token!) },
  order: { viaRepLink: false, resolve: (context, params) => orderPage(context, params.cart_token!) },
  rep: {
    viaRepLink: false,
    resolve: async (context, params) => {
      const rep = await findRepByUsername(context.company.id, params.username!);
      // A single segment naming no rep shows the home page (rule 4); an inactive rep's site is missing (rules 2, 8).
      if (rep === 'unknown') return render('home', null, null, '/');
      if (rep === 'unavailable') return notFound(true);
      return render('rep', { ...rep }, rep, `/${rep.username}`);
    },
  },
  rep_link: {
    viaRepLink: false,
    resolve: async (context, params) => {
      // Only a storefront path after the username makes a rep link; anything else matches no route.
      const inner = matchSitePath(`/${params.rest}`);
      if (!inner || inner.page === 'rep' || inner.page === 'rep_link') return notFound();
      const rep = await findRepByUsername(context.company.id, params.username!);
      // A rep link naming no rep goes home (rule 4); a rep whose site is gone is a 404 (rules 2, 8).
      if (rep === 'unknown') return { kind: 'redirect', location: '/' };
      if (rep === 'unavailable') return notFound(true);
      if (!pageRules[inner.page].viaRepLink) return notFound();
      return pageRules[inner.page].resolve(context, inner.params, rep);
    },
  },
};

/** Resolves a matched storefront path; an unmatched path is a 404. */
export async function resolvePage(context: SiteContext, match: SiteMatch | undefined): Promise<PageOutcome> {
  if (!match) return notFound();
  return pageRules[match.page].resolve(context, match.params, null);
}
