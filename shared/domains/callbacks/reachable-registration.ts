import type { Principal } from '../auth/principal';
import { NotFound } from '../../platform/errors/domain-error';
import type { CallbackRegistration } from './registration-entity';
import { reaches } from './registration-owner';
import { getRegistration } from './registration-store';

/**
 * The registration a path names, if the credential reaches it (the company reaches all of its
 * company's, a partner or an installation only its own); 404 otherwise, so another owner's
 * registration is indistinguishable from a missing one.
 */
export async function reachableRegistration(principal: Principal, uuid: string): Promise<CallbackRegistration> {
  const registration = await getRegistration(principal.companyId, uuid);
  if (!registration || !reaches(principal, registration)) throw new NotFound('Callback registration');
  return registration;
}
