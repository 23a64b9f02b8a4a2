import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentStorefrontSettings } from '../../shared/domains/site-settings/present-storefront-settings';
import { updateStorefrontSettings } from '../../shared/domains/site-settings/storefront-settings-store';
import { updateStorefrontSettingsRoute } from './update-settings.route';

export const handler = defineHandler(updateStorefrontSettingsRoute, async ({ body, principal }) => ({
  storefront_settings: presentStorefrontSettings(
    await updateStorefrontSettings(principal.companyId, body.storefront_settings),
  ),
}));
