import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashSecret } from '../auth/token-secret';
import { defineEntity } from '../../platform/db/entity';

/** Prefix of exchange tokens; 32 random bytes in base64url follow it. */
export const EXCHANGE_TOKEN_PREFIX = 'dxt_';

/** How long an exchange token can be redeemed. */
export const EXCHANGE_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * The single-use exchange token of an installation, keyed by the SHA-256 of the token (the token
 * itself is never stored), because the vendor redeems it without any other credential.
 * `redeemed_at` is set by one conditional write: that write is what makes it single-use.
 */
export const exchangeTokenEntity = defineEntity({
  name: 'droplet_exchange_token',
  schema: () =>
    z.object({
      hash: z.string(),
      company_id: z.number().int(),
      installation_id: z.string(),
      expires_at: z.string(),
      redeemed_at: z.string().nullable(),
      /** Epoch seconds after which DynamoDB may delete the item (a day past expiry). */
      ttl: z.number().int(),
    }),
  keys: {
    primary: { pk: (t) => `DROPLET_EXCHANGE#${t.hash}`, sk: () => 'EXCHANGE' },
  },
});

export type ExchangeToken = z.infer<typeof exchangeTokenEntity.schema>;

/** Mints an exchange token for an installation: the secret (for the lifecycle delivery) and its record. */
export function mintExchangeToken(
  companyId: number,
  installationId: string,
  now: Date,
): { secret: string; record: ExchangeToken } {
  const secret = `${EXCHANGE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + EXCHANGE_TOKEN_TTL_MS);
  return {
    secret,
    record: {
      hash: hashSecret(secret),
      company_id: companyId,
      installation_id: installationId,
      expires_at: expiresAt.toISOString(),
      redeemed_at: null,
      ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
    },
  };
}
