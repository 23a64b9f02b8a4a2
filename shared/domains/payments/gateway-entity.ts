import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from '../company/company-entity';

/** Processors a gateway can connect: the built-in test processor (no money moves) and Stripe. */
export const integrationTypes = ['test', 'stripe'] as const;
export type IntegrationType = (typeof integrationTypes)[number];

/** `live` moves real money; `test` runs in the processor's test environment. */
export const gatewayModes = ['test', 'live'] as const;
export type GatewayMode = (typeof gatewayModes)[number];

/** `automatic`: charged at checkout; `manual`: authorized at checkout, captured later (at fulfilment). */
export const captureMethods = ['automatic', 'manual'] as const;
export type CaptureMethod = (typeof captureMethods)[number];

/** Sort-key prefix of gateways inside the company partition. */
export const GATEWAY_SK_PREFIX = 'PAYMENT_GATEWAY#';

/**
 * A payment gateway as stored. The processor's secrets (secret key, webhook signing secret) are one
 * sealed JSON object (shared/platform/crypto/secret-box.ts) beside their last four characters for
 * display; the publishable key is public by design (the buyer's browser uses it) and kept in clear.
 */
export const gatewayEntity = defineEntity({
  name: 'payment_gateway',
  schema: () =>
    z.object({
      id: z.string(),
      company_id: z.number().int(),
      name: z.string(),
      integration_type: z.enum(integrationTypes),
      mode: z.enum(gatewayModes),
      active: z.boolean(),
      /** Countries it serves; empty: every country of the company. */
      country_codes: z.array(z.string()),
      /** Currencies it serves; empty: every currency. */
      currency_codes: z.array(z.string()),
      capture_method: z.enum(captureMethods),
      /** Sealed `{secret_key?, webhook_signing_secret?}`; null when none was given. */
      credentials_sealed: z.string().nullable(),
      secret_key_last_four: z.string().nullable(),
      webhook_signing_secret_last_four: z.string().nullable(),
      publishable_key: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (g) => companyPartition(g.company_id), sk: (g) => `${GATEWAY_SK_PREFIX}${g.id}` },
  },
});

/** A stored gateway. */
export type Gateway = z.infer<typeof gatewayEntity.schema>;

/** The processor secrets a gateway holds (opened from `credentials_sealed`). */
export interface GatewaySecrets {
  secret_key?: string;
  webhook_signing_secret?: string;
}
