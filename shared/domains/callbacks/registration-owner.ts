import type { Principal } from '../auth/principal';
import { getToken } from '../auth/token-store';
import { getDroplet } from '../droplets/droplet-store';
import { requireInstallation } from '../droplets/installation-store';
import type { CallbackOwnerType, CallbackRegistration } from './registration-entity';

/** The owner a new registration gets: who the credential acts for. */
export interface RegistrationOwner {
  readonly owner_type: CallbackOwnerType;
  readonly owner_id: number;
  readonly owner_name: string | null;
  readonly installation_id: string | null;
  /** When the owner's credential expires (a partner token's `expires_at`); null for the company and installations. */
  readonly owner_expires_at: string | null;
}

/** The fields that identify an owner (lists, filters, deactivation). */
export type OwnerKey = Omit<RegistrationOwner, 'owner_name' | 'owner_expires_at'>;

/**
 * Whether the credential acts for the whole company (company and root-admin tokens, dashboard
 * sessions): it sees every registration of the company, whoever owns it. Partner and installation
 * tokens act for themselves only.
 */
export function actsForCompany(principal: Principal): boolean {
  return principal.kind !== 'partner' && principal.kind !== 'installation';
}

/** The owner a credential's registrations belong to, without its name (lists and filters). */
export function ownerKeyOf(principal: Principal): OwnerKey {
  if (principal.kind === 'partner')
    return { owner_type: 'partner', owner_id: principal.tokenId, installation_id: null };
  if (principal.kind === 'installation')
    return {
      owner_type: 'droplet_installation',
      owner_id: principal.tokenId,
      installation_id: principal.installationId!,
    };
  return { owner_type: 'company', owner_id: principal.companyId, installation_id: null };
}

/**
 * Who a registration created with this credential belongs to: a partner token's holder (the token,
 * named by the token's name, expiring with it), a droplet installation (the installation the kit
 * resolved for its `dit_` token, named by its droplet), else the company itself.
 */
export async function ownerFor(principal: Principal): Promise<RegistrationOwner> {
  const key = ownerKeyOf(principal);
  if (key.owner_type === 'partner') {
    // A token's expiry is fixed at issue, so copying it here keeps the selection free of token reads.
    const token = await getToken(principal.companyId, principal.tokenId);
    return { ...key, owner_name: token.name, owner_expires_at: token.expires_at };
  }
  if (key.owner_type === 'droplet_installation') {
    const installation = await requireInstallation(principal.companyId, key.installation_id!);
    return { ...key, owner_name: (await getDroplet(installation.droplet_uuid))?.name ?? null, owner_expires_at: null };
  }
  return { ...key, owner_name: null, owner_expires_at: null };
}

/** Whether the credential may see and manage the registration: the company sees all, an owner its own. */
export function reaches(principal: Principal, registration: CallbackRegistration): boolean {
  if (actsForCompany(principal)) return true;
  if (principal.kind === 'partner')
    return registration.owner_type === 'partner' && registration.owner_id === principal.tokenId;
  return (
    registration.owner_type === 'droplet_installation' && registration.installation_id === principal.installationId
  );
}
