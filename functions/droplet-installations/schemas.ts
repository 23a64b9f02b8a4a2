import { z } from 'zod';
import { INSTALLATION_ID_PATTERN } from '../../shared/domains/droplets/installation-entity';
import { boundedText } from '../../shared/platform/schema/storable';

/** An installation as the installing company sees it. */
export const installationSchema = z
    .object({
      id: z.string().describe('Installation reference (`dri_…`)'),
      droplet_uuid: z.string(),
      scopes: z.array(z.string()).describe('Scopes granted at install time: the installation token can do only what they allow'),
      active: z.boolean(),
      credentials_issued_at: z.iso.datetime().nullable().describe('When the vendor redeemed the exchange token; null until then'),
      installed_at: z.iso.datetime(),
      uninstalled_at: z.iso.datetime().nullable(),
    })
    .meta({ id: 'DropletInstallation' });

/** An installation as the droplet's vendor (owner or root admin) sees it. */
export const vendorInstallationSchema = installationSchema.extend({ company_id: z.number().int().describe('The installing company') }).meta({ id: 'DropletVendorInstallation' });

export const installationResponse = z.object({ installation: installationSchema });
export const vendorInstallationListResponse = z.object({ installations: z.array(vendorInstallationSchema) });
export const installationListResponse = z.object({ installations: z.array(installationSchema) });

export const installationParams = z.object({ dri: z.string().regex(INSTALLATION_ID_PATTERN, 'must be an installation reference (dri_…)') });

/** Body of POST /api/droplet_installations/exchange. */
export const exchangeBody = z.object({ exchange_token: boundedText(256).min(1) });

/** What the exchange answers, once. */
export const exchangeResponse = z.object({
    installation: z.object({
      id: z.string(),
      droplet_uuid: z.string(),
      company_id: z.number().int(),
      company_subdomain: z.string(),
      scopes: z.array(z.string()),
      installed_at: z.iso.datetime(),
    }),
    installation_token: z.string().describe('Bearer token (`dit_…`) limited to the installation\'s scopes; revoked when the company uninstalls'),
    webhook_secret: z.string().describe('Signs deliveries of the webhook subscriptions created with the installation token'),
  });

/** What the launch endpoint answers. */
export const launchResponse = z.object({
    launch_url: z.string().describe('`embed_url` with `dri` and `session_token` appended'),
    session_token_expires_at: z.iso.datetime(),
  });
