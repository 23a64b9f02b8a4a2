import type { Principal } from '../auth/principal';
import { Forbidden } from '../../platform/errors/domain-error';
import { permissionToSubscribe } from './event-permissions';

/**
 * Refuses (403) a principal managing a subscription to events of a resource it may not read:
 * the deliveries would hand it that data. Applies to creating one and to changing one.
 */
export function requireEventPermission(principal: Principal, resource: string): void {
  const permission = permissionToSubscribe(resource);
  if (!principal.permissions.has(permission))
    throw new Forbidden({ message: `Subscribing to ${resource} events needs the ${permission} permission` });
}
