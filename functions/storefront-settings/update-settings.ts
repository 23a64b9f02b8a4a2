import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentStorefrontSettings } from '../../shared/site/present-storefront-settings';
import { updateStorefrontSettings } from '../../shared/site/storefront-settings-store';
import { updateStorefrontSettingsRoute } from './routes';

export const handler = defineHandler(updateStorefrontSettingsRoute, async ({ body, principal }) => ({
  storefront_settings: presentStorefrontSettings(await updateStorefrontSettings(principal.companyId, body.storefront_settings)),
}));
