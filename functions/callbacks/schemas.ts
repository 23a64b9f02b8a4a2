import { z } from 'zod';
import { callbackDefinitionNames, isCallbackDefinitionName } from '../../shared/domains/callbacks/callback-definitions';
import { callbackOwnerTypes } from '../../shared/domains/callbacks/registration-entity';
import { isCountryCode } from '../../shared/domains/company/country-data';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';

/** A callback registration as the API returns it. */
export const callbackRegistrationSchema = z
  .object({
    uuid: z.uuid(),
    company_id: z.number().int(),
    company_name: z.string(),
    definition_name: z.string(),
    url: z.string(),
    verification_token: z.string().describe('Signs every call (X-Service-Signature). In full only in the create response; masked (`••••abcd`) afterwards'),
    active: z.boolean().describe('Whether it can answer: switched on, and its owner\'s partner token (if any) not expired'),
    country_codes: z.array(z.string()).describe('Countries the callback is used for; empty means all'),
    created_at: z.iso.datetime(),
    owner_type: z
      .enum(callbackOwnerTypes)
      .describe('Who registered it: `company` (a company token, an admin session), `partner` (a partner token) or `droplet_installation` (an installation token with the `callbacks` scope)'),
    owner_id: z.number().int().describe("The company's id, the partner token's id, or the installation token's id"),
    owner_name: z.string().describe("The company's name, the partner token's name, or the droplet's name (as they were when it registered)"),
    droplet_installation_id: z.string().nullable().describe('The owning installation (`dri_…`) of a droplet-owned registration; null otherwise'),
    owner_expires_at: z.iso
      .datetime()
      .nullable()
      .describe("When the owning partner token expires (its `expires_at`): from then on the registration is inactive and no longer chosen. Null for the company's and droplets' registrations, and for partner tokens that never expire"),
  })
  .meta({ id: 'CallbackRegistration' });

const countryCodes = z
  .array(
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an upper-case ISO 3166-1 alpha-2 code')
      .refine(isCountryCode, 'is not an ISO 3166-1 alpha-2 country code'),
  )
  .max(250)
  .describe('ISO 3166-1 alpha-2 codes the callback is limited to; empty or absent means every country');

/** Why a changed `definition_name` is refused on update. */
export const FIXED_REGISTRATION_FIELD = 'is fixed after creation; delete the registration and create a new one instead';

/** Body of POST /api/callback/registrations. */
export const createRegistrationBody = z.object({
  callback_registration: z.object({
    definition_name: z
      .string()
      .refine(isCallbackDefinitionName, `is not a callback definition; one of: ${callbackDefinitionNames.join(', ')}`)
      .describe(`One of: ${callbackDefinitionNames.join(', ')}`),
    url: publicUrlField(),
    active: z.boolean().default(true),
    country_codes: countryCodes.default([]),
  }),
});

/** Body of PUT /api/callback/registrations/{uuid}. */
export const updateRegistrationBody = z.object({
  callback_registration: z.object({
    definition_name: z
      .string()
      .max(64)
      .optional()
      .describe('Fixed after creation: only its current value is accepted (a round trip), another is refused (422)'),
    url: publicUrlField().optional(),
    active: z.boolean().optional(),
    country_codes: countryCodes.optional(),
  }),
});

export const registrationParams = z.object({ uuid: z.uuid() });
export const registrationResponse = z.object({ callback_registration: callbackRegistrationSchema });
export const registrationListResponse = z.object({ callback_registrations: z.array(callbackRegistrationSchema) });
export const deletedRegistrationResponse = z.object({ callback_registration: z.object({ uuid: z.uuid() }) });

/** A callback definition the platform invokes. */
export const callbackDefinitionSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    request_schema: z.record(z.string(), z.unknown()).describe('JSON Schema (draft 2020-12) of the `payload` of the signed envelope the platform POSTs'),
    response_schema: z.record(z.string(), z.unknown()).describe('JSON Schema of the JSON body the callback answers with a 2xx'),
    fallback: z.string().describe('What the platform uses when the callback is not registered for the country, fails, times out or its circuit is open'),
    timeout_ms: z.number().int(),
  })
  .meta({ id: 'CallbackDefinition' });

export const definitionsResponse = z.object({ callback_definitions: z.array(callbackDefinitionSchema) });
