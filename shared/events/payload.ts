import { findEventDefinition, SCHEMA_VERSION } from './catalog';
import { publishedSchema } from './catalog-json-schema';

/**
 * Builds the envelope's `payload`: the resource object under its lowercase name plus `event_name`,
 * `schema_version`, `schema_hash`, `company_id`, `resource_name`, `resource`, `event`. Fields the
 * schema does not declare are dropped; an unknown event or data that does not match the event's
 * schema throws, because it is a bug in the code that wrote the outbox record.
 *
 * @example buildDeliveryPayload({ companyId: 7, resource: 'member', event: 'created', data: member })
 */
export function buildDeliveryPayload(input: { companyId: number; resource: string; event: string; data: Record<string, unknown> }): Record<string, unknown> {
  const definition = findEventDefinition(input.resource, input.event);
  if (!definition) throw new Error(`No event ${input.resource}_${input.event} in the catalog`);
  const parsed = definition.resourceSchema.safeParse(input.data);
  if (!parsed.success) throw new Error(`Data of ${definition.identifier} does not match its schema: ${parsed.error.message}`);
  return {
    [definition.resource]: parsed.data,
    event_name: definition.identifier,
    schema_version: SCHEMA_VERSION,
    schema_hash: publishedSchema(definition).hash,
    company_id: input.companyId,
    resource_name: definition.resourceName,
    resource: definition.resource,
    event: definition.event,
  };
}
