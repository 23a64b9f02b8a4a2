import { z } from 'zod';
import { builtOnce } from '../../platform/schema/built-once';
import {
  companyEventExample,
  companyEventNotificationExample,
  companyEventNotificationPayloadSchema,
  companyEventPayloadSchema,
} from '../company-events/company-event-payload';
import {
  dropletInstalledExample,
  dropletInstalledPayloadSchema,
  dropletUninstalledExample,
  dropletUninstalledPayloadSchema,
} from '../droplets/droplet-payload';
import { memberExample, memberPayloadSchema } from '../members/member-payload';
import { memberSponsorChangedExample, memberSponsorChangedPayloadSchema } from '../genealogy/sponsor-change-payload';
import { memberRankChangedExample, memberRankChangedPayloadSchema } from '../field-ledger/rank-change-payload';
import { agreementExample, agreementPayloadSchema } from '../agreements/agreement-payload';
import { leadExample, leadPayloadSchema } from '../storefront/lead-payload';
import { cartExample, cartPayloadSchema } from '../checkout/cart-payload';
import { customerExample, customerPayloadSchema } from '../customers/customer-payload';
import {
  fulfillmentExample,
  fulfillmentPayloadSchema,
  orderViewExample,
  orderViewSchema,
} from '../orders/order-payload';
import { subscriptionExample, subscriptionPayloadSchema } from '../autoship/subscription-payload';
import { transactionExample, transactionViewSchema } from '../payments/payment-payload';
import { storefrontFamilies } from '../storefront/families';
import { viewSchema } from '../storefront/engine/schemas';
import { eventIndex, type EventName } from './event-index';
import { SCHEMA_VERSION } from './schema-version';

/** One event with its payload schema: the index entry plus what the payload carries. */
export interface EventDefinition extends EventName {
  /** Schema of the resource object under `payload[resource]`. */
  readonly resourceSchema: z.ZodObject;
  /** Schema of the whole `payload`: resource object plus metadata. */
  readonly payloadSchema: z.ZodObject;
  /** A valid resource object (documentation and schema tests). */
  readonly example: Record<string, unknown>;
}

interface ResourcePayload {
  /** The resource object's schema; a storefront family's view is built when an event of the family is first asked for. */
  readonly schema: () => z.ZodObject;
  readonly example: Record<string, unknown>;
}

/** Each resource's payload object (by resource, or by `resource:event` where one event differs). */
const payloads: Record<string, ResourcePayload> = {
  member: { schema: () => memberPayloadSchema, example: memberExample },
  'member:sponsor_changed': {
    schema: () => memberSponsorChangedPayloadSchema,
    example: memberSponsorChangedExample,
  },
  'member:rank_changed': { schema: () => memberRankChangedPayloadSchema, example: memberRankChangedExample },
  company_event: { schema: () => companyEventPayloadSchema, example: companyEventExample },
  'company_event:notification': {
    schema: () => companyEventNotificationPayloadSchema,
    example: companyEventNotificationExample,
  },
  agreement: { schema: () => agreementPayloadSchema, example: agreementExample },
  lead: { schema: () => leadPayloadSchema, example: leadExample },
  'droplet:installed': { schema: () => dropletInstalledPayloadSchema, example: dropletInstalledExample },
  'droplet:uninstalled': { schema: () => dropletUninstalledPayloadSchema, example: dropletUninstalledExample },
  cart: { schema: () => cartPayloadSchema, example: cartExample },
  order: { schema: () => orderViewSchema, example: orderViewExample },
  fulfillment: { schema: () => fulfillmentPayloadSchema, example: fulfillmentExample },
  customer: { schema: () => customerPayloadSchema, example: customerExample },
  subscription: { schema: () => subscriptionPayloadSchema, example: subscriptionExample },
  payment: { schema: () => transactionViewSchema, example: transactionExample },
  // A storefront event's resource object is its family's company view, built when an event of the family is first asked for.
  ...Object.fromEntries(
    storefrontFamilies.map((family) => [
      family.name,
      { schema: builtOnce(() => viewSchema(family)), example: family.example },
    ]),
  ),
};

function defineEvent(name: EventName): EventDefinition {
  const payload = payloads[`${name.resource}:${name.event}`] ?? payloads[name.resource];
  if (!payload) throw new Error(`No payload schema for ${name.identifier} (shared/domains/event-catalog/catalog.ts)`);
  const resourceSchema = payload.schema();
  const payloadSchema = z
    .object({
      [name.resource]: resourceSchema,
      event_name: z
        .literal(name.identifier)
        .describe(
          name.audience === 'company'
            ? 'Event identifier, `<resource>_<event>`'
            : 'Lifecycle event identifier, `<resource>.<event>`',
        ),
      schema_version: z.literal(SCHEMA_VERSION),
      schema_hash: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .describe('SHA-256 (hex) of the canonical JSON of this schema'),
      company_id: z.number().int(),
      resource_name: z
        .literal(name.resourceName)
        .describe('Internal type identifier; do not index the payload with it'),
      resource: z.literal(name.resource),
      event: z.literal(name.event),
    })
    .describe(`Payload of ${name.identifier}: ${name.description}`);
  return { ...name, resourceSchema, payloadSchema, example: payload.example };
}

/**
 * Each event's definition, built the first time it is asked for: a function that names one event
 * (a test delivery, one schema's page) builds that event's payload schema, not every event's.
 */
const definitions = new Map<EventName, EventDefinition>();
const definitionOf = (name: EventName): EventDefinition => {
  let definition = definitions.get(name);
  if (!definition) {
    definition = defineEvent(name);
    definitions.set(name, definition);
  }
  return definition;
};

/** Every event of the index (event-index.ts) with its payload schema, in the index's order. */
export function allEventDefinitions(): readonly EventDefinition[] {
  return eventIndex.map(definitionOf);
}

const byIdentifier = new Map(eventIndex.map((name) => [name.identifier, name]));
// Keyed by both halves: identifiers alone are ambiguous when names contain `_` (company_event).
const byResourceEvent = new Map(eventIndex.map((name) => [`${name.resource}\u0000${name.event}`, name]));

/** The definition of `resource` + `event`, or undefined when the platform does not emit it. */
export function findEventDefinition(resource: string, event: string): EventDefinition | undefined {
  const name = byResourceEvent.get(`${resource}\u0000${event}`);
  return name && definitionOf(name);
}

/** The definition with this identifier (`member_created`, `droplet.installed`), or undefined. */
export function findEventByIdentifier(identifier: string): EventDefinition | undefined {
  const name = byIdentifier.get(identifier);
  return name && definitionOf(name);
}
