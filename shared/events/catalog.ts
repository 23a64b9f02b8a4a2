import { z } from 'zod';
import { companyEventExample, companyEventNotificationExample, companyEventNotificationPayloadSchema, companyEventPayloadSchema } from './payload-company-event';
import { dropletInstalledExample, dropletInstalledPayloadSchema, dropletUninstalledExample, dropletUninstalledPayloadSchema } from './payload-droplet';
import { memberExample, memberPayloadSchema } from './payload-member';
import { agreementExample, agreementPayloadSchema } from './payload-agreement';
import { leadExample, leadPayloadSchema } from './payload-lead';
import { storefrontEventDeclarations } from '../storefront/engine/events';

/**
 * Version of the payload contract, carried in every payload as `schema_version`. It moves with the
 * API's dated versions; `schema_hash` changes whenever one event's published schema changes.
 */
export const SCHEMA_VERSION = '2026-04';

/**
 * Who receives an event: `company` events go to the company's webhook subscriptions (and are
 * listed by `GET /api/company/webhooks/resources`); `droplet` lifecycle events go to the droplet's
 * own install/uninstall URLs, signed with its lifecycle secret, and cannot be subscribed to.
 */
export type EventAudience = 'company' | 'droplet';

/** One event the platform emits: its identity, payload schema and an example. */
export interface EventDefinition {
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
  /** Schema of the resource object under `payload[resource]`. */
  readonly resourceSchema: z.ZodObject;
  /** Schema of the whole `payload`: resource object plus metadata. */
  readonly payloadSchema: z.ZodObject;
  /** A valid resource object (documentation and schema tests). */
  readonly example: Record<string, unknown>;
}

interface EventDeclaration {
  resource: string;
  event: string;
  resourceName: string;
  audience: EventAudience;
  description: string;
  resourceSchema: z.ZodObject;
  example: Record<string, unknown>;
}

/** How each audience spells event identifiers. */
const identifierOf: Record<EventAudience, (resource: string, event: string) => string> = {
  company: (resource, event) => `${resource}_${event}`,
  droplet: (resource, event) => `${resource}.${event}`,
};

function defineEvent(declaration: EventDeclaration): EventDefinition {
  const identifier = identifierOf[declaration.audience](declaration.resource, declaration.event);
  const payloadSchema = z
    .object({
      [declaration.resource]: declaration.resourceSchema,
      event_name: z.literal(identifier).describe(declaration.audience === 'company' ? 'Event identifier, `<resource>_<event>`' : 'Lifecycle event identifier, `<resource>.<event>`'),
      schema_version: z.literal(SCHEMA_VERSION),
      schema_hash: z.string().regex(/^[0-9a-f]{64}$/).describe('SHA-256 (hex) of the canonical JSON of this schema'),
      company_id: z.number().int(),
      resource_name: z.literal(declaration.resourceName).describe('Internal type identifier; do not index the payload with it'),
      resource: z.literal(declaration.resource),
      event: z.literal(declaration.event),
    })
    .describe(`Payload of ${identifier}: ${declaration.description}`);
  return { ...declaration, identifier, payloadSchema };
}

/** Every event the platform really emits, in display order. */
export const eventCatalog: readonly EventDefinition[] = [
  defineEvent({ resource: 'member', event: 'created', resourceName: 'Service::Member', audience: 'company', description: 'a member (admin or rep) was added', resourceSchema: memberPayloadSchema, example: memberExample }),
  defineEvent({ resource: 'member', event: 'updated', resourceName: 'Service::Member', audience: 'company', description: 'a member changed, including (de)activation', resourceSchema: memberPayloadSchema, example: memberExample }),
  defineEvent({ resource: 'company_event', event: 'created', resourceName: 'Service::CompanyEvent', audience: 'company', description: 'a calendar event was created or duplicated', resourceSchema: companyEventPayloadSchema, example: companyEventExample }),
  defineEvent({ resource: 'company_event', event: 'updated', resourceName: 'Service::CompanyEvent', audience: 'company', description: 'a calendar event changed, including status changes', resourceSchema: companyEventPayloadSchema, example: companyEventExample }),
  defineEvent({ resource: 'company_event', event: 'deleted', resourceName: 'Service::CompanyEvent', audience: 'company', description: 'a calendar event was deleted; carries its last state', resourceSchema: companyEventPayloadSchema, example: companyEventExample }),
  defineEvent({ resource: 'company_event', event: 'notification', resourceName: 'Service::CompanyEvent', audience: 'company', description: 'a notification about the event was sent to reps and admins', resourceSchema: companyEventNotificationPayloadSchema, example: companyEventNotificationExample }),
  defineEvent({ resource: 'agreement', event: 'created', resourceName: 'Service::Agreement', audience: 'company', description: 'an agreement was created or bulk-cloned', resourceSchema: agreementPayloadSchema, example: agreementExample }),
  defineEvent({ resource: 'agreement', event: 'updated', resourceName: 'Service::Agreement', audience: 'company', description: 'an agreement changed', resourceSchema: agreementPayloadSchema, example: agreementExample }),
  defineEvent({ resource: 'agreement', event: 'deleted', resourceName: 'Service::Agreement', audience: 'company', description: 'an agreement was deleted; carries its last state', resourceSchema: agreementPayloadSchema, example: agreementExample }),
  defineEvent({ resource: 'lead', event: 'created', resourceName: 'Service::Lead', audience: 'company', description: 'a contact was captured through a shared medium', resourceSchema: leadPayloadSchema, example: leadExample }),
  defineEvent({ resource: 'droplet', event: 'installed', resourceName: 'Service::Droplet', audience: 'droplet', description: 'a company installed the droplet', resourceSchema: dropletInstalledPayloadSchema, example: dropletInstalledExample }),
  defineEvent({ resource: 'droplet', event: 'uninstalled', resourceName: 'Service::Droplet', audience: 'droplet', description: 'a company uninstalled the droplet', resourceSchema: dropletUninstalledPayloadSchema, example: dropletUninstalledExample }),
  ...storefrontEventDeclarations().map(defineEvent),
];

const byIdentifier = new Map(eventCatalog.map((definition) => [definition.identifier, definition]));
// Keyed by both halves: identifiers alone are ambiguous when names contain `_` (company_event).
const byResourceEvent = new Map(eventCatalog.map((definition) => [`${definition.resource}\u0000${definition.event}`, definition]));

/** The definition of `resource` + `event`, or undefined when the platform does not emit it. */
export function findEventDefinition(resource: string, event: string): EventDefinition | undefined {
  return byResourceEvent.get(`${resource}\u0000${event}`);
}

/** The identifier of `resource` + `event` (the envelope `name`); throws for an event not in the catalog. */
export function eventIdentifier(resource: string, event: string): string {
  const definition = findEventDefinition(resource, event);
  if (!definition) throw new Error(`No event ${resource}/${event} in the catalog`);
  return definition.identifier;
}

/** The definition with this identifier (`member_created`, `droplet.installed`), or undefined. */
export function findEventByIdentifier(identifier: string): EventDefinition | undefined {
  return byIdentifier.get(identifier);
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
  for (const definition of eventCatalog.filter((candidate) => candidate.audience === 'company')) {
    const entry = resources.get(definition.resource) ?? { name: definition.resource, resource_name: definition.resourceName, events: [] };
    entry.events.push({ event: definition.event, event_identifier: definition.identifier, description: definition.description });
    resources.set(definition.resource, entry);
  }
  return [...resources.values()];
}
