import { enforceRateLimit } from '../../../shared/domains/auth/rate-limits';
import { defineHandler } from '../../../shared/edge/http/define-handler';
import { captureLead } from '../../../shared/domains/storefront/media/capture-lead';
import { toLeadView } from '../../../shared/domains/storefront/media/lead-entity';
import { findSharedMedium } from '../../../shared/domains/storefront/media/shared-medium';
import { captureLeadRoute } from '../content-routes';

export const handler = defineHandler(captureLeadRoute, async ({ event, params, body }) => {
  await enforceRateLimit('lead_capture', event.requestContext.http.sourceIp);
  const medium = await findSharedMedium(event, params.slug);
  return { lead: toLeadView(await captureLead(medium, body.lead)) };
});
