import { z } from 'zod';
import { callbackOwnerTypes } from '../../shared/domains/callbacks/registration-entity';
import { isCountryCode } from '../../shared/domains/company/country-data';

/** A callback registration as the API returns it. */
export const callbackRegistrationSchema = z
  .object({
    uuid: z.uuid(),
    company_id: z.number().int(),
    company_name: z.string(),
    definition_name: z.string(),
    url: z.string(),
    verification_token: z
      .string()
      .describe(
        'Signs every call (X-Service-Signature). In full only in the create response; masked (`••••abcd`) afterwards',
      ),
    active: z
      .boolean()
      .describe("Whether it can answer: switched on, and its owner's partner token (if any) not expired"),
    country_codes: z.array(z.string()).describe('Countries the callback is used for; empty means all'),
    created_at: z.iso.datetime(),
    owner_type: z
      .enum(callbackOwnerTypes)
      .describe(
        'Who registered it: `company` (a company token, an admin session), `partner` (a partner token) or `droplet_installation` (an installation token with the `callbacks` scope)',
      ),
    owner_id: z.number().int().describe("The company's id, the partner token's id, or the installation token's id"),
    owner_name: z
      .string()
      .describe(
        "The company's name, the partner token's name, or the droplet's name (as they were when it registered)",
      ),
    droplet_installation_id: z
      .string()
      .nullable()
      .describe('The owning installation (`dri_…`) of a droplet-owned registration; null otherwise'),
    owner_expires_at: z.iso
      .datetime()
      .nullable()
      .describe(
        "When the owning partner token expires (its `expires_at`): from then on the registration is inactive and no longer chosen. Null for the company's and droplets' registrations, and for partner tokens that never expire",
      ),
  })
  .meta({ id: 'CallbackRegistration' });

export const countryCodes = z
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

export const registrationParams = z.object({ uuid: z.uuid() });
export const registrationResponse = z.object({ callback_registration: callbackRegistrationSchema });
