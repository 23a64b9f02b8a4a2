import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NotFound } from '../../../platform/errors/domain-error';
import { storefrontNow } from '../engine/clock';
import { findItemBySlug } from '../engine/store';
import { isPubliclyVisible } from '../engine/visibility';
import { media } from '../families/media';
import { resolveShop } from '../resolve-shop';
import type { SharedMedium } from './capture-lead';

/**
 * The live medium a share page is about: the shop named as on every public route, the medium by
 * slug under the lookup's visibility (restricted and rep-uploaded media included); 404 otherwise.
 */
export async function findSharedMedium(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  slug: string,
): Promise<SharedMedium> {
  const { companyId } = await resolveShop(event);
  const item = await findItemBySlug(media, companyId, slug);
  if (!item || !isPubliclyVisible(media, item, { companyId, now: storefrontNow(companyId), kind: 'detail' }))
    throw new NotFound(media.label);
  return { id: item.id, company_id: companyId, slug: item.slug, title: item.title };
}
