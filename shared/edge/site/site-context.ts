import type { Company } from '../../domains/company/company-entity';
import type { LoadedTheme } from '../../domains/themes/theme-loader';
import type { StorefrontSettings } from '../../domains/site-settings/storefront-settings-entity';
import type { Visitor } from './visitor';

/** Everything one storefront request renders with, resolved once. */
export interface SiteContext {
  company: Company;
  settings: StorefrontSettings;
  /** The active or previewed theme; undefined when the company has none. */
  theme: LoadedTheme | undefined;
  /** True while a preview token selects the theme: responses are then never cached. */
  previewing: boolean;
  visitor: Visitor;
  /** The shop's configured address, e.g. `https://acme.shops.example.com` (never a request header). */
  baseUrl: string;
  /** The cart a shopper page shows, as the request's first read fetched it with the shop (`item` undefined: no such cart), so the page does not read it again. */
  shopperCart?: PrefetchedCart;
  /** The slug guard of a family page, as the request's first read fetched it with the shop (`item` undefined: no such slug), so the lookup reads only the item. */
  slugGuard?: PrefetchedSlugGuard;
}

/** A cart item read ahead by token (shop-records.ts). */
export interface PrefetchedCart {
  token: string;
  item: Record<string, unknown> | undefined;
}

/** A slug guard item read ahead by key (shop-records.ts). */
export interface PrefetchedSlugGuard {
  key: Readonly<Record<string, unknown>>;
  item: Record<string, unknown> | undefined;
}

/** The variables every storefront template receives (SPEC "Storefront error pages" 7 names the error page's). */
export function globalVariables(context: SiteContext, page: { type: string; headHtml: string; footerHtml: string }) {
  const { company, settings, visitor, baseUrl } = context;
  return {
    shop: {
      id: company.id,
      name: company.name,
      subdomain: company.subdomain,
      url: baseUrl,
      logo_url: settings.logo_url,
      currency_code: company.currency_code,
    },
    base_url: baseUrl,
    shop_url: baseUrl,
    logo_url: settings.logo_url,
    request: {
      page_type: page.type,
      path: visitor.path,
      locale: visitor.language,
      country: visitor.country ?? null,
      host: new URL(baseUrl).host,
    },
    content_for_header: page.headHtml,
    content_for_footer: page.footerHtml,
  };
}

/** The embeds of one position, concatenated in the company's order. */
export function embedsAt(settings: StorefrontSettings, position: 'head' | 'body_end'): string {
  return settings.global_embeds
    .filter((embed) => embed.position === position)
    .map((embed) => embed.html)
    .join('\n');
}
