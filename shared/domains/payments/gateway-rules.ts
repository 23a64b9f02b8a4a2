import { ValidationFailed } from '../../platform/errors/domain-error';
import type { CredentialsInput } from './gateway-credentials';
import type { Gateway, GatewayMode, IntegrationType } from './gateway-entity';

/** Key prefixes a processor's credentials carry in each mode, so a live key never lands on a test gateway or the reverse. */
const keyPrefixes: Record<IntegrationType, Partial<Record<keyof CredentialsInput, Record<GatewayMode, string>>>> = {
  test: {},
  stripe: {
    secret_key: { test: 'sk_test_', live: 'sk_live_' },
    publishable_key: { test: 'pk_test_', live: 'pk_live_' },
    webhook_signing_secret: { test: 'whsec_', live: 'whsec_' },
  },
};

/** The credentials a processor cannot work without. */
const required: Record<IntegrationType, (keyof CredentialsInput)[]> = {
  test: [],
  stripe: ['secret_key', 'publishable_key'],
};

/**
 * Refuses (422, per credential) a gateway whose credentials do not fit its processor and mode:
 * a required key missing after the change, or a given key of the other mode. `given` is what the
 * request sent (stored secrets are sealed and were checked when given); a mode change without new
 * keys is refused, as the stored ones belong to the other mode.
 */
export function checkCredentials(
  gateway: Pick<Gateway, 'integration_type' | 'mode' | 'secret_key_last_four' | 'publishable_key'>,
  given: CredentialsInput | undefined,
  modeChanged: boolean,
): void {
  const errors: Record<string, string[]> = {};
  const stored: Record<string, boolean> = {
    secret_key: gateway.secret_key_last_four !== null,
    publishable_key: gateway.publishable_key !== null,
  };
  for (const key of required[gateway.integration_type]) {
    if (!stored[key]) errors[`credentials.${key}`] = [`is required for a ${gateway.integration_type} gateway`];
    else if (modeChanged && typeof given?.[key] !== 'string')
      errors[`credentials.${key}`] = [`must be given again when the mode changes to ${gateway.mode}`];
  }
  for (const [key, prefixes] of Object.entries(keyPrefixes[gateway.integration_type])) {
    const value = given?.[key as keyof CredentialsInput];
    const prefix = prefixes[gateway.mode];
    if (typeof value === 'string' && !value.startsWith(prefix))
      errors[`credentials.${key}`] = [`must start with ${prefix} for a ${gateway.mode} gateway`];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}
