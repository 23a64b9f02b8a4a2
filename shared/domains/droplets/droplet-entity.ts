import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { dropletSettingsSchema } from './droplet-settings';
import { storedWidgetSchema } from './extension-manifest';

/**
 * Version of the lifecycle contract a droplet is registered under: the `droplet.installed` and
 * `droplet.uninstalled` payloads, the exchange of the exchange token, and the session token.
 */
export const LIFECYCLE_CONTRACT_VERSION = '2026-04';

/** Longest overlap a lifecycle secret rotation may ask for, and the default. */
export const MAX_ROTATION_OVERLAP_SECONDS = 7 * 24 * 3600;
export const DEFAULT_ROTATION_OVERLAP_SECONDS = 24 * 3600;

/** Partition of the marketplace index: one sparse item per active, publicly available droplet. */
const MARKETPLACE_PARTITION = 'DROPLETS#MARKETPLACE';

/**
 * A droplet (app). Keyed by its uuid, because root admins, the marketplace, installations and the
 * delivery pipeline all reach it without knowing its owner; the owner's list is a Query on gsi1 and
 * the marketplace a Query on the sparse gsi2 (see `dropletRecord`).
 */
export const dropletEntity = defineEntity({
  name: 'droplet',
  schema: () =>
    z.object({
      uuid: z.string(),
      company_id: z.number().int(),
      name: z.string(),
      categories: z.array(z.string()),
      active: z.boolean(),
      publicly_available: z.boolean(),
      embed_url: z.string().nullable(),
      install_webhook_url: z.string().nullable(),
      uninstall_webhook_url: z.string().nullable(),
      widget_data_url: z.string().nullable(),
      extension_zip_url: z.string().nullable(),
      requested_scopes: z.array(z.string()),
      settings: dropletSettingsSchema.nullable(),
      /** What the droplet's extension package declared and the platform accepted, as the API lists it. */
      app_extensions: z.array(z.unknown()),
      /** The accepted widgets with their templates (server-side only; rendered by `{% droplet_widget %}`). */
      extension_widgets: z.array(storedWidgetSchema).default([]),
      lifecycle_contract_version: z.string(),
      /** Signs lifecycle deliveries and session tokens; sealed with secret-box, shown once at creation. */
      lifecycle_secret_sealed: z.string(),
      /** The secret before the last rotation, still signing deliveries (second header) until its expiry. */
      previous_lifecycle_secret_sealed: z.string().nullable().default(null),
      previous_lifecycle_secret_expires_at: z.string().nullable().default(null),
      /** Incremented by every write; updates are conditional on it (optimistic concurrency). */
      version: z.number().int(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (d) => `DROPLET#${d.uuid}`, sk: () => 'DROPLET' },
    byCompany: {
      index: 'gsi1',
      pk: (d) => `${companyPartition(d.company_id)}#DROPLETS`,
      sk: (d) => `DROPLET#${d.created_at}#${d.uuid}`,
    },
    marketplace: {
      index: 'gsi2',
      pk: () => MARKETPLACE_PARTITION,
      sk: (d) => `DROPLET#${d.name.toLowerCase().slice(0, 200)}#${d.uuid}`,
    },
  },
});

export type Droplet = z.infer<typeof dropletEntity.schema>;

/** Whether the droplet belongs in the marketplace listing. */
export function isListed(droplet: Droplet): boolean {
  return droplet.active && droplet.publicly_available;
}

/** The stored record, carrying the marketplace index keys only while the droplet is listed. */
export function dropletRecord(droplet: Droplet): Record<string, unknown> {
  const record = dropletEntity.toRecord(droplet);
  if (!isListed(droplet)) {
    delete record.gsi2pk;
    delete record.gsi2sk;
  }
  return record;
}
