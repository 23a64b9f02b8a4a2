import { defineHandler } from '../../../shared/edge/http/define-handler';
import { recordView } from '../../../shared/domains/storefront/media/record-view';
import { findSharedMedium } from '../../../shared/domains/storefront/media/shared-medium';
import { recordViewRoute } from '../content-routes';

export const handler = defineHandler(recordViewRoute, async ({ event, params }) => {
  const medium = await findSharedMedium(event, params.slug);
  const counted = await recordView(medium, {
    ip: event.requestContext.http.sourceIp,
    userAgent: event.headers?.['user-agent'] ?? '',
  });
  return { view: { counted } };
});
