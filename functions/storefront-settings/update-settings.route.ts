import { defineRoute } from '../../shared/edge/http/route';
import { storefrontSettingsResponse, updateStorefrontSettingsBody } from './schemas';
import { path } from './route-common';

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
