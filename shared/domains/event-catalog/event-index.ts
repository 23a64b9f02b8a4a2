import { familyTable } from '../storefront/family-table';

/**
 * Every event the platform emits, by name only: what the functions that name, validate or list
 * events need. The payload schemas live in catalog.ts, built from this index on first use; a
 * function that only names events bundles none of them.
 */
/**
 * Who receives an event: `company` events go to the company's webhook subscriptions (and are
 * listed by `GET /api/company/webhooks/resources`); `droplet` lifecycle events go to the droplet's
 * own install/uninstall URLs, signed with its lifecycle secret, and cannot be subscribed to.
 */
export type EventAudience = 'company' | 'droplet';

export interface EventName {
  /** Lowercase resource name; also the payload key of the resource object. */
  readonly resource: string;
  readonly event: string;
  /**
   * `<resource>_<event>` for company events (SPEC "Events" 4); the droplet lifecycle events keep
   * the dotted names the spec gives them (`droplet.installed`, rule 5).
   */
  readonly identifier: string;
  /** Internal, namespaced type id (`Service::Member`); never used to index the payload. */
  readonly resourceName: string;
  readonly audience: EventAudience;
  readonly description: string;
}

const identifierOf: Record<EventAudience, (resource: string, event: string) => string> = {
  company: (resource, event) => `${resource}_${event}`,
  droplet: (resource, event) => `${resource}.${event}`,
};

type Declaration = Omit<EventName, 'identifier'>;

const STOREFRONT_EVENTS = [
  ['created', 'was created'],
  ['updated', 'changed (fields, status, switch, memberships or variants)'],
  ['deleted', 'was deleted; carries its last state'],
] as const;

const declarations: readonly Declaration[] = [
  {
    resource: 'member',
    event: 'created',
    resourceName: 'Service::Member',
    audience: 'company',
    description: 'a member (admin or rep) was added',
  },
  {
    resource: 'member',
    event: 'updated',
    resourceName: 'Service::Member',
    audience: 'company',
    description: 'a member changed, including (de)activation',
  },
  {
    resource: 'member',
    event: 'sponsor_changed',
    resourceName: 'Service::Member',
    audience: 'company',
    description: "a member's sponsor changed (its downline moves with it); carries the change",
  },
  {
    resource: 'member',
    event: 'rank_changed',
    resourceName: 'Service::Member',
    audience: 'company',
    description: "a rep's rank in a volume period changed (a volume change or the period's close); carries the change",
  },
  {
    resource: 'company_event',
    event: 'created',
    resourceName: 'Service::CompanyEvent',
    audience: 'company',
    description: 'a calendar event was created or duplicated',
  },
  {
    resource: 'company_event',
    event: 'updated',
    resourceName: 'Service::CompanyEvent',
    audience: 'company',
    description: 'a calendar event changed, including status changes',
  },
  {
    resource: 'company_event',
    event: 'deleted',
    resourceName: 'Service::CompanyEvent',
    audience: 'company',
    description: 'a calendar event was deleted; carries its last state',
  },
  {
    resource: 'company_event',
    event: 'notification',
    resourceName: 'Service::CompanyEvent',
    audience: 'company',
    description: 'a notification about the event was sent to reps and admins',
  },
  {
    resource: 'agreement',
    event: 'created',
    resourceName: 'Service::Agreement',
    audience: 'company',
    description: 'an agreement was created or bulk-cloned',
  },
  {
    resource: 'agreement',
    event: 'updated',
    resourceName: 'Service::Agreement',
    audience: 'company',
    description: 'an agreement changed',
  },
  {
    resource: 'agreement',
    event: 'deleted',
    resourceName: 'Service::Agreement',
    audience: 'company',
    description: 'an agreement was deleted; carries its last state',
  },
  {
    resource: 'lead',
    event: 'created',
    resourceName: 'Service::Lead',
    audience: 'company',
    description: 'a contact was captured through a shared medium',
  },
  {
    resource: 'droplet',
    event: 'installed',
    resourceName: 'Service::Droplet',
    audience: 'droplet',
    description: 'a company installed the droplet',
  },
  {
    resource: 'droplet',
    event: 'uninstalled',
    resourceName: 'Service::Droplet',
    audience: 'droplet',
    description: 'a company uninstalled the droplet',
  },
  ...familyTable.flatMap(({ name, label }) =>
    STOREFRONT_EVENTS.map(([event, what]) => ({
      resource: name,
      event,
      resourceName: `Service::Storefront::${label.replaceAll(' ', '')}`,
      audience: 'company' as const,
      description: `a storefront ${name.replaceAll('_', ' ')} ${what}`,
    })),
  ),
  {
    resource: 'cart',
    event: 'created',
    resourceName: 'Service::Cart',
    audience: 'company',
    description: 'a shopper created a cart',
  },
  {
    resource: 'cart',
    event: 'updated',
    resourceName: 'Service::Cart',
    audience: 'company',
    description: 'a cart changed (items, discount codes, addresses, shipping method, subscription, completion)',
  },
  {
    resource: 'order',
    event: 'created',
    resourceName: 'Service::Order',
    audience: 'company',
    description: 'a cart was checked out and became an order',
  },
  {
    resource: 'order',
    event: 'updated',
    resourceName: 'Service::Order',
    audience: 'company',
    description: 'an order changed (every fulfilment, refund, cancellation or metadata change)',
  },
  {
    resource: 'order',
    event: 'fulfilled',
    resourceName: 'Service::Order',
    audience: 'company',
    description: 'the last unit of an order was fulfilled',
  },
  {
    resource: 'order',
    event: 'cancelled',
    resourceName: 'Service::Order',
    audience: 'company',
    description: 'an order was cancelled',
  },
  {
    resource: 'order',
    event: 'refunded',
    resourceName: 'Service::Order',
    audience: 'company',
    description: 'money was refunded on an order (a refund or a cancellation)',
  },
  {
    resource: 'fulfillment',
    event: 'created',
    resourceName: 'Service::Fulfillment',
    audience: 'company',
    description: 'units of an order were fulfilled',
  },
  {
    resource: 'fulfillment',
    event: 'cancelled',
    resourceName: 'Service::Fulfillment',
    audience: 'company',
    description: 'a fulfilment was cancelled; its units are unfulfilled again',
  },
  {
    resource: 'customer',
    event: 'created',
    resourceName: 'Service::Customer',
    audience: 'company',
    description: 'a buyer placed a first order',
  },
  {
    resource: 'customer',
    event: 'updated',
    resourceName: 'Service::Customer',
    audience: 'company',
    description: 'a customer placed another order',
  },
  ...(
    [
      ['authorized', 'a payment was authorized at the processor (held, to capture: the gateway captures manually)'],
      ['captured', 'a payment was captured: charged at checkout (automatic capture) or a capture of an authorization'],
      ['voided', 'an authorization was voided (its uncaptured amount released)'],
      ['refunded', 'a refund of a payment went through at the processor'],
      ['declined', 'the processor declined a payment, capture, void or refund (`decline_code` says why)'],
      [
        'disputed',
        'the buyer’s bank disputed a payment, or decided its dispute (the authorization row’s `metadata.dispute`: `open`, `won`, `lost`)',
      ],
    ] as const
  ).map(([event, description]) => ({
    resource: 'payment',
    event,
    resourceName: 'Service::PaymentTransaction',
    audience: 'company' as const,
    description,
  })),
  {
    resource: 'subscription',
    event: 'created',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description: 'checkout created an autoship subscription',
  },
  {
    resource: 'subscription',
    event: 'updated',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description:
      'a subscription changed (next billing date, lines, address, payment method, skip, cancel at period end)',
  },
  {
    resource: 'subscription',
    event: 'renewed',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description: 'a renewal was charged and placed its order (`order_created` carries the order)',
  },
  {
    resource: 'subscription',
    event: 'payment_failed',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description:
      'a renewal payment was declined; the subscription is past due, `action_required` (the card’s bank asks the customer to confirm it: they were mailed a link) or, after the last retry, paused or cancelled',
  },
  {
    resource: 'subscription',
    event: 'paused',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description:
      'a subscription was paused (by the merchant, after the last dunning retry, or with nothing left to ship)',
  },
  {
    resource: 'subscription',
    event: 'resumed',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description: 'a paused subscription was resumed',
  },
  {
    resource: 'subscription',
    event: 'cancelled',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description: 'a subscription was cancelled (by the merchant, at period end, or after the last dunning retry)',
  },
  {
    resource: 'subscription',
    event: 'expired',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description: 'a subscription billed its plan’s last cycle',
  },
  {
    resource: 'subscription',
    event: 'payment_method_expiring',
    resourceName: 'Service::Subscription',
    audience: 'company',
    description:
      'the saved card a subscription renews with expires before its next renewal (`payment_method_expiring: true`); the customer should save a new one',
  },
];

export const eventIndex: readonly EventName[] = declarations.map((declaration) => ({
  ...declaration,
  identifier: identifierOf[declaration.audience](declaration.resource, declaration.event),
}));

// Keyed by both halves: identifiers alone are ambiguous when names contain `_` (company_event).
const byResourceEvent = new Map(eventIndex.map((name) => [`${name.resource}\u0000${name.event}`, name]));

/** The event `resource` + `event`, or undefined when the platform does not emit it. */
export function findEventName(resource: string, event: string): EventName | undefined {
  return byResourceEvent.get(`${resource}\u0000${event}`);
}

/** The identifier of `resource` + `event` (the envelope `name`); throws for an event not in the index. */
export function eventIdentifier(resource: string, event: string): string {
  const name = findEventName(resource, event);
  if (!name) throw new Error(`No event ${resource}/${event} in the catalog`);
  return name.identifier;
}

/** A resource companies can subscribe to, with its events. */
export interface SubscribableResource {
  name: string;
  resource_name: string;
  events: { event: string; event_identifier: string; description: string }[];
}

/** Resources and events a company can subscribe to (audience `company`), grouped by resource. */
export function subscribableResources(): SubscribableResource[] {
  const resources = new Map<string, SubscribableResource>();
  for (const name of eventIndex.filter((candidate) => candidate.audience === 'company')) {
    const entry = resources.get(name.resource) ?? { name: name.resource, resource_name: name.resourceName, events: [] };
    entry.events.push({ event: name.event, event_identifier: name.identifier, description: name.description });
    resources.set(name.resource, entry);
  }
  return [...resources.values()];
}
