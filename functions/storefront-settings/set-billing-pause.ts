import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { Unauthorized } from '../../shared/platform/errors/domain-error';
import { presentStorefrontSettings } from '../../shared/domains/site-settings/present-storefront-settings';
import { setBillingPaused } from '../../shared/domains/site-settings/storefront-settings-store';
import { setBillingPauseRoute } from './set-billing-pause.route';

export const handler = defineHandler(setBillingPauseRoute, async ({ params, body, principal }) => {
  if (!principal.isRootAdmin) throw new Unauthorized({ message: 'Only root admins may pause a storefront' });
  await getCompany(params.company_id);
  return {
    storefront_settings: presentStorefrontSettings(await setBillingPaused(params.company_id, body.billing_paused)),
  };
});
