import type { Company } from '../company/company-entity';
import { maskSecret } from '../../platform/crypto/mask-secret';
import { isInForce } from './choose-registration';
import type { CallbackRegistration } from './registration-entity';

/**
 * A registration as the API returns it, with its owner: the company (named live), a partner (its
 * token's name) or a droplet installation (its droplet's name, and `droplet_installation_id`). The
 * verification token is in full only when given (the create response); everywhere else it is
 * masked (`••••abcd`). `active` is whether it can be chosen now: false once its owner's partner
 * token has expired, whatever was last set.
 */
export function presentRegistration(
  registration: CallbackRegistration,
  company: Company,
  verificationToken?: string,
  now = new Date(),
) {
  return {
    uuid: registration.uuid,
    company_id: registration.company_id,
    company_name: company.name,
    definition_name: registration.definition_name,
    url: registration.url,
    verification_token: verificationToken ?? maskSecret(registration.verification_token_last_four),
    active: isInForce(registration, now),
    country_codes: registration.country_codes,
    created_at: registration.created_at,
    owner_type: registration.owner_type,
    owner_id: registration.owner_id,
    owner_name: registration.owner_type === 'company' ? company.name : (registration.owner_name ?? ''),
    droplet_installation_id: registration.installation_id,
    owner_expires_at: registration.owner_expires_at,
  };
}
