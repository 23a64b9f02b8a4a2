import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../db/entity';

/** Who owns a registration; companies now, droplet installations once they exist. */
export const callbackOwnerTypes = ['company'] as const;

/** A callback registration as stored (verification token sealed), with its circuit-breaker state. */
export const registrationEntity = defineEntity({
  name: 'callback_registration',
  schema: z.object({
    uuid: z.string(),
    company_id: z.number().int(),
    owner_type: z.enum(callbackOwnerTypes),
    owner_id: z.number().int(),
    definition_name: z.string(),
    url: z.string(),
    verification_token_sealed: z.string(),
    verification_token_last_four: z.string(),
    active: z.boolean(),
    /** Countries the callback is used for; empty means every country. */
    country_codes: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
    /** Consecutive failed invocations (reset by a success or an update). */
    breaker_failures: z.number().int().default(0),
    /** While in the future the breaker is open and invocations use the fallback. */
    breaker_open_until: z.string().nullable().default(null),
  }),
  keys: {
    primary: { pk: (r) => companyPartition(r.company_id), sk: (r) => `${REGISTRATION_SK_PREFIX}${r.uuid}` },
    /** The registration of a company for one definition (the invoker's one Query). */
    byDefinition: { index: 'gsi1', pk: (r) => `${companyPartition(r.company_id)}#CALLBACK_DEFINITION#${r.definition_name}`, sk: () => 'CALLBACK_REGISTRATION' },
  },
});

/** A stored callback registration. */
export type CallbackRegistration = z.infer<typeof registrationEntity.schema>;

/** Sort-key prefix of registrations inside the company partition. */
export const REGISTRATION_SK_PREFIX = 'CALLBACK_REGISTRATION#';

/** Scope of the uniqueness guard: one registration per definition per owner. */
export function registrationGuardValue(registration: Pick<CallbackRegistration, 'owner_type' | 'owner_id' | 'definition_name'>): string {
  return `${registration.owner_type}:${registration.owner_id}:${registration.definition_name}`;
}
