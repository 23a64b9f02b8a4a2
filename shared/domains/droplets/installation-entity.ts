import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/** Prefix of installation references. */
export const INSTALLATION_ID_PREFIX = 'dri_';

/** Pattern of an installation reference: the prefix, 12 hex digits of time, 20 random hex digits. */
export const INSTALLATION_ID_PATTERN = /^dri_[0-9a-f]{32}$/;

/** Sort-key prefix of installations inside the company partition. */
export const INSTALLATION_SK_PREFIX = 'DROPLET_INSTALLATION#';

/**
 * An installation of a droplet on a company. It lives in the company's partition (every company
 * access starts from the authenticated company; the droplet's vendor reads its installations on gsi1), holds the scopes granted at install time, the sealed
 * webhook secret revealed once by the exchange, and the hash of the installation token once issued.
 */
export const installationEntity = defineEntity({
  name: 'droplet_installation',
  schema: () =>
    z.object({
      id: z.string(),
      company_id: z.number().int(),
      droplet_uuid: z.string(),
      scopes: z.array(z.string()),
      active: z.boolean(),
      webhook_secret_sealed: z.string(),
      token_id: z.number().int().nullable(),
      token_hash: z.string().nullable(),
      credentials_issued_at: z.string().nullable(),
      installed_at: z.string(),
      uninstalled_at: z.string().nullable(),
    }),
  keys: {
    primary: { pk: (i) => companyPartition(i.company_id), sk: (i) => `${INSTALLATION_SK_PREFIX}${i.id}` },
    /** The droplet's installations across companies, oldest first (ids are time-ordered): its vendor's view. */
    byDroplet: {
      index: 'gsi1',
      pk: (i) => `DROPLET#${i.droplet_uuid}#INSTALLATIONS`,
      sk: (i) => `${INSTALLATION_SK_PREFIX}${i.id}`,
    },
  },
});

export type Installation = z.infer<typeof installationEntity.schema>;

/** A new installation reference; time-ordered, so the company's list reads oldest first. */
export function newInstallationId(now: Date): string {
  return `${INSTALLATION_ID_PREFIX}${now.getTime().toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;
}

/**
 * Key of the guard that exists while a droplet is installed on a company: written with
 * attribute_not_exists on install and deleted on uninstall, so there is one live installation of a
 * droplet per company at a time, and reinstalling after an uninstall creates a new one.
 */
export function installedGuardKey(companyId: number, dropletUuid: string): { pk: string; sk: string } {
  return { pk: companyPartition(companyId), sk: `DROPLET_INSTALLED#${dropletUuid}` };
}

/** Pointer from an installation token's id to its installation (who created a subscription). */
export function installationTokenRefKey(companyId: number, tokenId: number): { pk: string; sk: string } {
  return { pk: companyPartition(companyId), sk: `DROPLET_INSTALLATION_TOKEN#${tokenId}` };
}
