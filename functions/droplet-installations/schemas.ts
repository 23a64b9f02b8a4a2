import { z } from 'zod';
import { INSTALLATION_ID_PATTERN } from '../../shared/domains/droplets/installation-entity';

/** An installation as the installing company sees it. */
export const installationSchema = z
  .object({
    id: z.string().describe('Installation reference (`dri_…`)'),
    droplet_uuid: z.string(),
    scopes: z
      .array(z.string())
      .describe('Scopes granted at install time: the installation token can do only what they allow'),
    active: z.boolean(),
    credentials_issued_at: z.iso
      .datetime()
      .nullable()
      .describe('When the vendor redeemed the exchange token; null until then'),
    installed_at: z.iso.datetime(),
    uninstalled_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DropletInstallation' });

/** An installation as the droplet's vendor (owner or root admin) sees it. */
export const vendorInstallationSchema = installationSchema
  .extend({ company_id: z.number().int().describe('The installing company') })
  .meta({ id: 'DropletVendorInstallation' });

export const installationResponse = z.object({ installation: installationSchema });
export const vendorInstallationListResponse = z.object({ installations: z.array(vendorInstallationSchema) });

export const installationParams = z.object({
  dri: z.string().regex(INSTALLATION_ID_PATTERN, 'must be an installation reference (dri_…)'),
});
