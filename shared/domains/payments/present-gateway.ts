import { maskSecret } from '../../platform/crypto/mask-secret';
import type { Gateway } from './gateway-entity';

/** Card brands each processor accepts, as `supported_sources` lists them. */
const supportedSources: Record<Gateway['integration_type'], string[]> = {
  test: [],
  stripe: ['visa', 'mastercard', 'american_express', 'discover'],
};

/** A gateway as the API returns it: secrets masked (`••••abcd`), never in full. */
export function presentGateway(gateway: Gateway) {
  return {
    id: gateway.id,
    name: gateway.name,
    integration_type: gateway.integration_type,
    mode: gateway.mode,
    active: gateway.active,
    supported_sources: supportedSources[gateway.integration_type],
    country_codes: gateway.country_codes,
    currency_codes: gateway.currency_codes,
    capture_method: gateway.capture_method,
    credentials: {
      secret_key: gateway.secret_key_last_four === null ? null : maskSecret(gateway.secret_key_last_four),
      webhook_signing_secret:
        gateway.webhook_signing_secret_last_four === null ? null : maskSecret(gateway.webhook_signing_secret_last_four),
      publishable_key: gateway.publishable_key,
    },
    settings: {},
    created_at: gateway.created_at,
    updated_at: gateway.updated_at,
  };
}
