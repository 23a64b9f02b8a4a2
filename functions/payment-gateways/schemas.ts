import { z } from 'zod';
import { isCountryCode, isCurrencyCode } from '../../shared/domains/company/country-data';
import { captureMethods, gatewayModes, integrationTypes } from '../../shared/domains/payments/gateway-entity';

/** A gateway as the API returns it: its credentials masked. */
export const gatewaySchema = z
  .object({
    id: z.string().describe('Gateway id (`gw_…`), the address of `/gateways/{id}`'),
    name: z.string(),
    integration_type: z.enum(integrationTypes).describe('`test` (built-in, no money moves) or `stripe`'),
    mode: z.enum(gatewayModes).describe('`live` moves real money; `test` uses the processor’s test environment'),
    active: z.boolean().describe('Only active gateways are routed to'),
    supported_sources: z.array(z.string()).describe('Card brands the processor accepts; empty for `test`'),
    country_codes: z.array(z.string()).describe('Countries it serves; empty: every country'),
    currency_codes: z.array(z.string()).describe('Currencies it serves; empty: every currency'),
    capture_method: z
      .enum(captureMethods)
      .describe('`automatic`: charged at checkout; `manual`: authorized at checkout, captured later (at fulfilment)'),
    credentials: z
      .object({
        secret_key: z.string().nullable().describe('Masked (`••••abcd`); null when not set'),
        webhook_signing_secret: z.string().nullable().describe('Masked (`••••abcd`); null when not set'),
        publishable_key: z.string().nullable().describe('Public by design (the buyer’s browser uses it)'),
      })
      .describe('Write-only secrets, shown masked'),
    settings: z.record(z.string(), z.unknown()),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'PaymentGateway' });

export const gatewayResponse = z.object({ data: gatewaySchema });

export const gatewayParams = z.object({
  id: z
    .string()
    .regex(/^gw_[0-9a-f]{16}$/)
    .describe('Gateway id (`gw_…`)'),
});

const countryCodes = z
  .array(
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an upper-case ISO 3166-1 alpha-2 code')
      .refine(isCountryCode, 'is not an ISO 3166-1 alpha-2 country code'),
  )
  .max(250);

const currencyCodes = z
  .array(
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an upper-case ISO 4217 code')
      .refine(isCurrencyCode, 'is not an ISO 4217 currency code'),
  )
  .max(200);

const secret = z
  .string()
  .min(8)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

/** Write-only credentials: a key replaces the stored one (rotation), null removes it, absent keeps it. */
export const credentialsInput = z
  .object({
    secret_key: secret
      .nullable()
      .optional()
      .describe('The processor’s secret API key (Stripe: `sk_test_…`/`sk_live_…`)'),
    webhook_signing_secret: secret
      .nullable()
      .optional()
      .describe('Secret signing the processor’s events to this platform (Stripe: `whsec_…`)'),
    publishable_key: secret
      .nullable()
      .optional()
      .describe('The processor’s publishable key (Stripe: `pk_test_…`/`pk_live_…`), handed to buyers’ browsers'),
  })
  .strict();

/** Fields a create sets and an update may change. */
export const gatewayFields = {
  name: z.string().trim().min(1).max(120),
  mode: z.enum(gatewayModes),
  active: z.boolean(),
  country_codes: countryCodes.describe('Countries it serves; empty or absent: every country'),
  currency_codes: currencyCodes.describe('Currencies it serves; empty or absent: every currency'),
  capture_method: z.enum(captureMethods),
  credentials: credentialsInput,
};
