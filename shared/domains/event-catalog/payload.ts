import { findEventName } from './event-index';
import { checkPayload } from './payload-check';
import { eventResourceKeys } from './resource-keys';
import { SCHEMA_VERSION } from './schema-version';
import { eventSchemaHashes } from './schema-hashes';

/**
 * Builds the envelope's `payload`: the resource under its lowercase name plus the event's metadata.
 * Undeclared top-level keys are dropped, so internal attributes never leak. An unknown event throws,
 * and so, where payloads are checked (payload-check.ts), does data that is not exactly the event's
 * schema: a bug in the code that wrote the outbox record.
 *
 * @example buildDeliveryPayload({ companyId: 7, resource: 'member', event: 'created', data: member })
 */
export function buildDeliveryPayload(input: {
  companyId: number;
  resource: string;
  event: string;
  data: Record<string, unknown>;
}): Record<string, unknown> {
  const name = findEventName(input.resource, input.event);
  if (!name) throw new Error(`No event ${input.resource}_${input.event} in the catalog`);
  checkPayload(name, input.data);
  return {
    [name.resource]: declaredKeysOf(name.identifier, input.data),
    event_name: name.identifier,
    schema_version: SCHEMA_VERSION,
    schema_hash: eventSchemaHashes[name.identifier],
    company_id: input.companyId,
    resource_name: name.resourceName,
    resource: name.resource,
    event: name.event,
  };
}

/** The data with only the top-level keys the event's resource object declares, in their declared order. */
function declaredKeysOf(identifier: string, data: Record<string, unknown>): Record<string, unknown> {
  const keys = eventResourceKeys.keySets[eventResourceKeys.byEvent[identifier]!]!;
  const declared: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(data, key)) declared[key] = data[key];
  return declared;
}
