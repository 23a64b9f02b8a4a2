import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { catalogObjects } from '../shared/edge/site/catalog-objects';
import { renderThemePage } from '../shared/edge/site/render-theme-page';
import { resolvePage } from '../shared/edge/site/resolve-page';
import type { SiteContext } from '../shared/edge/site/site-context';
import { readShopRecords } from '../shared/edge/site/shop-records';
import { matchSitePath } from '../shared/edge/site/site-paths';
import { readVisitor } from '../shared/edge/site/visitor';
import { resolveShop } from '../shared/domains/storefront/resolve-shop';
import { storefrontUrl } from '../shared/domains/storefront/storefront-url';
import { timeSequential, type SequentialLoad } from './stats';

/**
 * p50/p99 of the render alone of the storefront page `event` asks for: the page's context, its
 * resolution and its catalog objects are read once, as shared/edge/site/render-storefront.ts reads them
 * (shop, then company, settings and theme in one batch, page, objects), and then only `renderThemePage` is
 * timed (the theme's templates in the sandbox, the form token, droplet widgets): what a page costs
 * beyond the reads it is built on.
 */
export async function timePageRender(
  event: APIGatewayProxyEventV2,
  load: SequentialLoad,
): Promise<{ p50Ms: number; p99Ms: number }> {
  const visitor = readVisitor(event);
  const { companyId } = await resolveShop({ headers: event.headers });
  const { company, settings, theme } = await readShopRecords(companyId);
  const context: SiteContext = {
    company,
    settings,
    theme: await theme(),
    previewing: false,
    visitor,
    baseUrl: storefrontUrl(company.subdomain),
  };
  const outcome = await resolvePage(context, matchSitePath(visitor.path));
  if (outcome.kind !== 'render') throw new Error(`${visitor.path} does not render a page (${outcome.kind})`);
  const objects = await catalogObjects(context, outcome);
  return timeSequential(load, async () => {
    const page = await renderThemePage(context, outcome, new Date(), objects);
    if (page.status !== 200) throw new Error(`${visitor.path} rendered a ${page.status}`);
  });
}
