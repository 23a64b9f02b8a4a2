import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/**
 * Who owns a registration: the company itself, a partner (one partner token: its holder), or a
 * droplet installation. Each owner has at most one registration per definition.
 */
export const callbackOwnerTypes = ['company', 'partner', 'droplet_installation'] as const;

/** Kind of a registration's owner. */
export type CallbackOwnerType = (typeof callbackOwnerTypes)[number];

/** A callback registration as stored (verification token sealed), with its circuit-breaker state. */
export const registrationEntity = defineEntity({
  name: 'callback_registration',
  schema: () =>
    z.object({
      uuid: z.string(),
      company_id: z.number().int(),
      owner_type: z.enum(callbackOwnerTypes),
      /** The company id, the partner token's id, or the installation token's id. */
      owner_id: z.number().int(),
      /** Name of a partner (its token's name) or droplet as it was when it registered; a company's is read live. */
      owner_name: z.string().nullable().default(null),
      /** The owning installation (`dri_…`) of a droplet's registration. */
      installation_id: z.string().nullable().default(null),
      /**
       * When the owner's credential expires (a partner token's `expires_at`, fixed at issue): from
       * then on the registration is not chosen, as if deactivated. Null: it never expires.
       */
      owner_expires_at: z.string().nullable().default(null),
      definition_name: z.string(),
      url: z.string(),
      verification_token_sealed: z.string(),
      verification_token_last_four: z.string(),
      active: z.boolean(),
      /** Countries the callback is used for; empty means every country. */
      country_codes: z.array(z.string()),
      created_at: z.string(),
      updated_at: z.string(),
      /** When it last became active (creation, or an update from inactive to active): the selection rule's tie-breaker. */
      activated_at: z.string().nullable().default(null),
      /** Consecutive failed invocations (reset by a success or an update). */
      breaker_failures: z.number().int().default(0),
      /** While in the future the breaker is open and invocations use the fallback. */
      breaker_open_until: z.string().nullable().default(null),
    }),
  keys: {
    primary: { pk: (r) => companyPartition(r.company_id), sk: (r) => `${REGISTRATION_SK_PREFIX}${r.uuid}` },
    /** Every registration of a company for one definition, whoever owns it (the invoker's one Query). */
    byDefinition: {
      index: 'gsi1',
      pk: (r) => `${companyPartition(r.company_id)}#CALLBACK_DEFINITION#${r.definition_name}`,
      sk: () => 'CALLBACK_REGISTRATION',
    },
  },
});

/** A stored callback registration. */
export type CallbackRegistration = z.infer<typeof registrationEntity.schema>;

/** Sort-key prefix of registrations inside the company partition. */
export const REGISTRATION_SK_PREFIX = 'CALLBACK_REGISTRATION#';

/**
 * Scope of the uniqueness guard: one registration per definition per owner. A droplet's is keyed
 * by its installation, so a reinstall (a new installation) can register again.
 */
export function registrationGuardValue(
  registration: Pick<CallbackRegistration, 'owner_type' | 'owner_id' | 'installation_id' | 'definition_name'>,
): string {
  const owner =
    registration.owner_type === 'droplet_installation' ? registration.installation_id : registration.owner_id;
  return `${registration.owner_type}:${owner}:${registration.definition_name}`;
}
