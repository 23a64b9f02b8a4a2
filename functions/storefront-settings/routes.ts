import { defineRoute } from '../../shared/edge/http/route';
import { billingPauseBody, billingPauseParams, storefrontSettingsResponse, updateStorefrontSettingsBody } from './schemas';

const path = '/api/v202604/company/storefront_settings';

/** GET storefront settings: logo, block list, global embeds, region rules. */
export const getStorefrontSettingsRoute = defineRoute({
  id: 'getStorefrontSettings',
  method: 'GET',
  path,
  handler: 'storefront-settings/get-settings',
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.view' },
  ownership: { kind: 'none' },
  summary: 'Show storefront settings',
  response: { status: 200, body: storefrontSettingsResponse },
});

/** PUT storefront settings: each sent field replaces its list; fields not sent keep their value. */
export const updateStorefrontSettingsRoute = defineRoute({
  id: 'updateStorefrontSettings',
  method: 'PUT',
  path,
  handler: 'storefront-settings/update-settings',
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.update' },
  summary: 'Update storefront settings',
  description:
    "Each field sent replaces the stored value (lists and `checkout` are replaced whole); `billing_paused` is the platform's and cannot be set here. " +
    '`logo_url` and the `checkout` options show on carts as `cart.company` from their next write; `require_phone` and `require_billing_zip` hold a cart back from checkout until met.',
  request: { body: updateStorefrontSettingsBody },
  response: { status: 200, body: storefrontSettingsResponse },
});

/** PUT a company's billing pause: platform operators only. */
export const setBillingPauseRoute = defineRoute({
  id: 'setStorefrontBillingPause',
  method: 'PUT',
  path: '/api/platform/companies/{company_id}/storefront_billing_pause',
  handler: 'storefront-settings/set-billing-pause',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Pause or resume a storefront for billing (root admins only)',
  description: 'A paused storefront answers a fixed 503 page with `X-Robots-Tag: noindex`, outside theme control. Callers that are not root admins get 401.',
  request: { params: billingPauseParams, body: billingPauseBody },
  response: { status: 200, body: storefrontSettingsResponse },
});

export const storefrontSettingsRoutes = [getStorefrontSettingsRoute, updateStorefrontSettingsRoute, setBillingPauseRoute];
