import type { Principal } from '../auth/principal';
import { NotFound, Unauthorized } from '../../platform/errors/domain-error';
import type { Droplet } from './droplet-entity';
import { isListed } from './droplet-entity';
import { getDroplet } from './droplet-store';
import { seesOwnerView } from './droplet-view';
import { isInstalledOn } from './installation-store';

/** Who is acting on a droplet. */
export type DropletCaller = Pick<Principal, 'companyId' | 'isRootAdmin'>;

/** Fields only root admins may send (SPEC "Endpoints → Droplets"). */
export const ROOT_ADMIN_FIELDS = ['publicly_available', 'company_id'] as const;

/**
 * Refuses a non-root caller that sends a root-admin field, with the spec's 401 `{message}` (not
 * the 403 other permission failures answer). Sending the field at all counts, whatever its value.
 */
export function assertMaySendRootFields(
  input: Partial<Record<(typeof ROOT_ADMIN_FIELDS)[number], unknown>>,
  caller: DropletCaller,
): void {
  const sent = ROOT_ADMIN_FIELDS.filter((field) => input[field] !== undefined);
  if (sent.length > 0 && !caller.isRootAdmin)
    throw new Unauthorized({ message: `Only root admins may set ${sent.join(' and ')}` });
}

/** A droplet the caller may manage (its company's, or any for a root admin); otherwise 404. */
export async function requireManagedDroplet(caller: DropletCaller, uuid: string): Promise<Droplet> {
  const droplet = await getDroplet(uuid);
  if (!droplet || !seesOwnerView(droplet, caller)) throw new NotFound('Droplet');
  return droplet;
}

/**
 * A droplet the caller may see: its own (or any, for a root admin), one listed in the marketplace,
 * or one installed on the caller's company; otherwise 404, so unlisted droplets stay private.
 */
export async function requireVisibleDroplet(caller: DropletCaller, uuid: string): Promise<Droplet> {
  const droplet = await getDroplet(uuid);
  if (
    droplet &&
    (seesOwnerView(droplet, caller) || isListed(droplet) || (await isInstalledOn(caller.companyId, droplet.uuid)))
  )
    return droplet;
  throw new NotFound('Droplet');
}
