import { z } from 'zod';

const dropletIdentity = {
  uuid: z.uuid().describe('Droplet uuid'),
  name: z.string(),
  installation_id: z.string().regex(/^dri_/).describe('Installation reference (`dri_…`)'),
  company_id: z.number().int().describe('Company the droplet was installed on'),
  company_subdomain: z.string().describe('Shop identifier of that company'),
  lifecycle_contract_version: z.string().describe('Lifecycle contract the droplet is registered under'),
};

/**
 * `droplet.installed`: sent to the droplet's `install_webhook_url`, carrying the short-lived,
 * single-use exchange token the vendor redeems for the installation's credentials.
 */
export const dropletInstalledPayloadSchema = z.object({
  ...dropletIdentity,
  scopes: z.array(z.string()).describe('Scopes granted to the installation'),
  exchange_token: z.string().describe('Redeem once, within 10 minutes, for the installation token and webhook secret'),
  exchange_url: z.url().describe('Where to redeem it: POST `{exchange_token}` with no bearer token'),
  exchange_token_expires_at: z.iso.datetime(),
  installed_at: z.iso.datetime(),
});

/** `droplet.uninstalled`: sent to the droplet's `uninstall_webhook_url`; the credentials are already revoked. */
export const dropletUninstalledPayloadSchema = z.object({
  ...dropletIdentity,
  uninstalled_at: z.iso.datetime(),
});

const identityExample = {
  uuid: '5b0f8a56-3c7e-4f57-9d7e-0a4a8e0c2f11',
  name: 'Loyalty Points',
  installation_id: 'dri_0195e8a1c2f09f3c2a7b41d84e0f5a6b',
  company_id: 4_503_599_627_370_100,
  company_subdomain: 'acme',
  lifecycle_contract_version: '2026-04',
};

/** Example of `droplet.installed`. */
export const dropletInstalledExample: z.input<typeof dropletInstalledPayloadSchema> = {
  ...identityExample,
  scopes: ['settings', 'members'],
  exchange_token: 'dxt_4q7ZtN3kP0bW9sVd2xYc8mLr',
  exchange_url: 'https://api.example.com/api/droplet_installations/exchange',
  exchange_token_expires_at: '2026-04-01T09:40:00.000Z',
  installed_at: '2026-04-01T09:30:00.000Z',
};

/** Example of `droplet.uninstalled`. */
export const dropletUninstalledExample: z.input<typeof dropletUninstalledPayloadSchema> = {
  ...identityExample,
  uninstalled_at: '2026-04-09T12:00:00.000Z',
};
