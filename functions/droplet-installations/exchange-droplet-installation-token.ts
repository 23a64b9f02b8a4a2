import { exchangeInstallationToken } from '../../shared/use-cases/exchange-installation';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { exchangeDropletInstallationTokenRoute } from './exchange-droplet-installation-token.route';

export const handler = defineHandler(exchangeDropletInstallationTokenRoute, async ({ body }) => {
  const { installation, company, installationToken, webhookSecret } = await exchangeInstallationToken(
    body.exchange_token,
  );
  return {
    installation: {
      id: installation.id,
      droplet_uuid: installation.droplet_uuid,
      company_id: company.id,
      company_subdomain: company.subdomain,
      scopes: installation.scopes,
      installed_at: installation.installed_at,
    },
    installation_token: installationToken,
    webhook_secret: webhookSecret,
  };
});
