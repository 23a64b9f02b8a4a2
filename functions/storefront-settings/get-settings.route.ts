import { defineRoute } from '../../shared/edge/http/route';
import { storefrontSettingsResponse } from './schemas';
import { path } from './route-common';

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
