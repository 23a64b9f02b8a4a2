import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Forbidden, DomainError, NotFound } from '../../platform/errors/domain-error';
import { logger } from '../../platform/logger';
import { config } from '../../platform/config';
import { namesShop, resolveShop } from '../../domains/storefront/resolve-shop';
import { readPreviewToken } from '../../domains/themes/preview-token';
import { storefrontUrl } from '../../domains/storefront/storefront-url';
import { isBlockedIp } from '../../domains/site-settings/blocked-ip';
import { catalogObjects, UnknownCatalogPage } from './catalog-objects';
import { renderErrorPage } from './error-page';
import { pageSlugGuardKey } from './find-live-resource';
import { MissingTemplate, renderThemePage } from './render-theme-page';
import { resolvePage } from './resolve-page';
import { shopperCartToken } from './shop-pages';
import { readShopRecords } from './shop-records';
import type { SiteContext } from './site-context';
import { matchSitePath } from './site-paths';
import { htmlResponse, redirectResponse, type SiteResponse } from './site-response';
import { apiLandingPage, billingPausedPage, unknownShopPage } from './static-pages';
import { readVisitor, type Visitor } from './visitor';

/**
 * Answers a form post once the shop is read: the form-posting functions (site/submit-*) pass one
 * (form-submission.ts); the page functions do not, so they bundle none of the cart and checkout
 * writes a post runs (their schemas and the order, subscription and callback code behind them
 * would otherwise be built at every page function's cold start).
 */
export type FormAnswer = (context: SiteContext, event: APIGatewayProxyEventV2, now: Date) => Promise<SiteResponse>;

/**
 * Answers one storefront request (SPEC "Storefront error pages" 1-9). Answers outside theme
 * control come first (the API host's landing page, unknown shop, billing pause, blocked address); then the path resolves to a
 * page, a redirect or a 404; rendering errors end in the 503 path, except a page kind the theme has no template for (its 404). JSON answers (403, the JSON 404
 * of `/404`) are thrown as DomainErrors for the handler kit's envelopes.
 */
export async function renderStorefront(
  event: APIGatewayProxyEventV2,
  answerForm?: FormAnswer,
  now = new Date(),
): Promise<SiteResponse> {
  const visitor = readVisitor(event);
  if (isApiHostRoot(event, visitor)) return htmlResponse(200, apiLandingPage({ demoShopUrl: demoShopUrl() }));
  const companyId = await findShopCompany(event);
  if (companyId === undefined) return htmlResponse(404, unknownShopPage(), { private: true });
  const previewThemeId = previewedTheme(visitor, companyId, now);
  const isPost = event.requestContext.http.method === 'POST';
  const match = matchSitePath(visitor.path);
  // A form's cart is read by its action, after the form token is checked; a page's cart or slug guard is read with the shop.
  const cartToken = isPost ? undefined : shopperCartToken(match, visitor);
  const slugGuardKey = isPost ? undefined : pageSlugGuardKey(companyId, match);
  const { company, settings, theme, shopperCart, slugGuard } = await readShopRecords(companyId, {
    previewThemeId,
    cartToken,
    slugGuard: slugGuardKey,
  });
  if (settings.billing_paused) {
    return htmlResponse(503, billingPausedPage(company.name), {
      private: true,
      headers: { 'x-robots-tag': 'noindex' },
    });
  }
  if (isBlockedIp(visitor.ip, settings.blocked_ips))
    throw new Forbidden({ message: 'This store does not accept requests from your address' });

  const context: SiteContext = {
    company,
    settings,
    theme: await theme(),
    previewing: previewThemeId !== undefined,
    visitor,
    baseUrl: storefrontUrl(company.subdomain),
    shopperCart,
    slugGuard,
  };
  try {
    if (isPost) {
      // API Gateway routes posts to site/submit-*, the only functions that pass answerForm: a post here is a wiring bug.
      if (!answerForm) throw new Error('A storefront form post reached a function that answers no forms');
      return await answerForm(context, event, now);
    }
    const outcome = await resolvePage(context, match);
    if (outcome.kind === 'redirect') return redirectResponse(outcome.location);
    if (outcome.kind === 'not_found') return await notFoundAnswer(context, outcome.localized);
    if (isDisabledInCountry(context, outcome.canonicalPath)) return await notFoundAnswer(context, false);
    const objects = await catalogObjects(context, outcome).catch((error) => {
      if (error instanceof UnknownCatalogPage) return undefined;
      throw error;
    });
    if (objects === undefined) return await notFoundAnswer(context, false);
    return await renderThemePage(context, outcome, now, objects);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // A published page whose kind the active theme lacks is a page the shop cannot show, not a
    // failure: the theme's 404 (activation warns about such gaps, shared/domains/themes/missing-kinds.ts).
    if (error instanceof MissingTemplate) {
      logger.warn('Theme lacks a template kind', { company_id: companyId, path: visitor.path, error: error.message });
      return await notFoundAnswer(context, false);
    }
    logger.error('Storefront rendering failed', { company_id: companyId, path: visitor.path, error: error as Error });
    return renderErrorPage(context, 'unexpected');
  }
}

/** A 404 (rule 2): rendered with the URL unchanged for HTML clients; others go to `/404`, which answers JSON clients in JSON. */
async function notFoundAnswer(context: SiteContext, localized: boolean): Promise<SiteResponse> {
  const { visitor } = context;
  if (visitor.path === '/404' && visitor.wantsJson) throw new NotFound('Page');
  if (!visitor.acceptsHtml) return redirectResponse('/404');
  return renderErrorPage(context, 'not_found', { localized });
}

function isDisabledInCountry(context: SiteContext, path: string): boolean {
  const country = context.visitor.country;
  if (!country) return false;
  return context.settings.region_rules.some((rule) => rule.path === path && rule.disabled_countries.includes(country));
}

function previewedTheme(visitor: Visitor, companyId: number, now: Date): number | undefined {
  const token = visitor.query.get('preview_token');
  const themeId = readPreviewToken(token ?? '', companyId, now);
  return themeId !== undefined && String(themeId) === visitor.query.get('preview_theme') ? themeId : undefined;
}

/** `GET /` naming no shop: the API host's own root, not a storefront (the header named by a public token is ignored here, as below). */
function isApiHostRoot(event: APIGatewayProxyEventV2, visitor: Visitor): boolean {
  return (
    event.requestContext.http.method === 'GET' &&
    visitor.path === '/' &&
    !namesShop({ ...event.headers, authorization: undefined })
  );
}

function demoShopUrl(): string | undefined {
  const shop = config().demoShop;
  return shop === undefined ? undefined : storefrontUrl(shop);
}

async function findShopCompany(event: APIGatewayProxyEventV2): Promise<number | undefined> {
  try {
    return (await resolveShop({ headers: { ...event.headers, authorization: undefined } })).companyId;
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}
