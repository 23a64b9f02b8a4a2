import type { EventDefinition } from './catalog';
import { SCHEMA_VERSION } from './schema-version';
import { publishedSchema } from './catalog-json-schema';
import { buildDeliveryPayload } from './payload';

/** Company id used in published examples. */
const EXAMPLE_COMPANY_ID = 4_503_599_627_370_100;

/** An event's published schema as the schema endpoints return it, with an example payload built the way deliveries are. */
export function presentEventSchema(definition: EventDefinition) {
  const { jsonSchema, hash } = publishedSchema(definition);
  return {
    event_identifier: definition.identifier,
    resource: definition.resource,
    event: definition.event,
    resource_name: definition.resourceName,
    description: definition.description,
    audience: definition.audience,
    schema_version: SCHEMA_VERSION,
    schema_hash: hash,
    json_schema: jsonSchema,
    example: examplePayload(definition),
  };
}

/** An event's example delivery payload as its schema document publishes it (and a test delivery sends it), for the example company. */
export function examplePayload(definition: EventDefinition): Record<string, unknown> {
  return buildDeliveryPayload({
    companyId: EXAMPLE_COMPANY_ID,
    resource: definition.resource,
    event: definition.event,
    data: definition.example,
  });
}
