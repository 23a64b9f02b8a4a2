import { defineRoute } from '../../shared/edge/http/route';
import { storefrontSettingsResponse } from './schemas';
import { z } from 'zod';

const billingPauseParams = z.object({ company_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const billingPauseBody = z.object({ billing_paused: z.boolean() });

/** PUT a company's billing pause: platform operators only. */
export const setBillingPauseRoute = defineRoute({
  id: 'setStorefrontBillingPause',
  method: 'PUT',
  path: '/api/platform/companies/{company_id}/storefront_billing_pause',
  handler: 'storefront-settings/set-billing-pause',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Pause or resume a storefront for billing (root admins only)',
  description:
    'A paused storefront answers a fixed 503 page with `X-Robots-Tag: noindex`, outside theme control. Callers that are not root admins get 401.',
  request: { params: billingPauseParams, body: billingPauseBody },
  response: { status: 200, body: storefrontSettingsResponse },
});
