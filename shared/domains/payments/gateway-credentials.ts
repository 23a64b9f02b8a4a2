import { openSecretOnDemand, sealSecret } from '../../platform/crypto/secret-box';
import type { Gateway, GatewaySecrets } from './gateway-entity';

/** Credentials as a create or update sends them: each key replaces the stored one, null removes it, absent keeps it. */
export interface CredentialsInput {
  secret_key?: string | null;
  webhook_signing_secret?: string | null;
  publishable_key?: string | null;
}

type StoredCredentials = Pick<
  Gateway,
  'credentials_sealed' | 'secret_key_last_four' | 'webhook_signing_secret_last_four' | 'publishable_key'
>;

/** No credentials stored. */
export const noCredentials: StoredCredentials = {
  credentials_sealed: null,
  secret_key_last_four: null,
  webhook_signing_secret_last_four: null,
  publishable_key: null,
};

/**
 * The stored credentials after `input` is applied to `current` (rotation: send the new value of a
 * key; the others stay). Secrets are re-sealed together, so the stored copy is never in clear.
 */
export async function applyCredentials(
  current: StoredCredentials,
  input: CredentialsInput | undefined,
): Promise<StoredCredentials> {
  if (!input)
    return {
      credentials_sealed: current.credentials_sealed,
      secret_key_last_four: current.secret_key_last_four,
      webhook_signing_secret_last_four: current.webhook_signing_secret_last_four,
      publishable_key: current.publishable_key,
    };
  const secrets = await openCredentials(current);
  for (const key of ['secret_key', 'webhook_signing_secret'] as const) {
    const value = input[key];
    if (value === null) delete secrets[key];
    else if (value !== undefined) secrets[key] = value;
  }
  const sealed = Object.keys(secrets).length > 0 ? sealSecret(JSON.stringify(secrets)) : null;
  return {
    credentials_sealed: sealed,
    secret_key_last_four: secrets.secret_key?.slice(-4) ?? null,
    webhook_signing_secret_last_four: secrets.webhook_signing_secret?.slice(-4) ?? null,
    publishable_key: input.publishable_key === undefined ? current.publishable_key : input.publishable_key,
  };
}

/** The gateway's secrets in clear, for its adapter only; never logged or returned. */
export async function openCredentials(gateway: Pick<Gateway, 'credentials_sealed'>): Promise<GatewaySecrets> {
  if (!gateway.credentials_sealed) return {};
  return JSON.parse(await openSecretOnDemand(gateway.credentials_sealed)) as GatewaySecrets;
}
