import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentStorefrontSettings } from '../../shared/domains/site-settings/present-storefront-settings';
import { getStorefrontSettings } from '../../shared/domains/site-settings/storefront-settings-store';
import { getStorefrontSettingsRoute } from './get-settings.route';

export const handler = defineHandler(getStorefrontSettingsRoute, async ({ principal }) => ({
  storefront_settings: presentStorefrontSettings(await getStorefrontSettings(principal.companyId)),
}));
