import type { Permission } from '../auth/permissions';
import { eventIndex } from '../event-catalog/event-index';
import { familyTable } from '../storefront/family-table';

/**
 * The permission that reads each resource whose events can be subscribed to. A delivery carries
 * the resource's data, so subscribing to its events needs what reading it needs, for every kind
 * of token (an installation gets it from the scope that grants it: `members` for member events).
 */
export const eventReadPermissions: Readonly<Record<string, Permission>> = {
  member: 'members.view',
  company_event: 'events.view',
  agreement: 'agreements.view',
  lead: 'leads.view',
  cart: 'orders.view',
  order: 'orders.view',
  fulfillment: 'orders.view',
  customer: 'customers.view',
  subscription: 'subscriptions.view',
  payment: 'payments.manage',
  ...Object.fromEntries(familyTable.map(({ name }) => [name, 'storefront.view' as const])),
};

// Fails at load (and so in every test) when an event is added without saying who may read it.
for (const { resource, audience } of eventIndex) {
  if (audience === 'company' && !Object.hasOwn(eventReadPermissions, resource))
    throw new Error(`No read permission for ${resource} events (shared/domains/webhooks/event-permissions.ts)`);
}

/** The permission needed to subscribe to events of `resource`. */
export function permissionToSubscribe(resource: string): Permission {
  const permission = eventReadPermissions[resource];
  if (!permission) throw new Error(`No read permission for ${resource} events`);
  return permission;
}
