import { findEventName } from './event-index';
import { checkPayload } from './payload-check';
import { SCHEMA_VERSION } from './schema-version';
import { eventSchemaHashes } from './schema-hashes';

/**
 * Builds the envelope's `payload`: the resource object under its lowercase name plus `event_name`,
 * `schema_version`, `schema_hash`, `company_id`, `resource_name`, `resource`, `event`. An unknown
 * event throws; so does data that is not exactly the event's schema where payloads are checked
 * (tests and the local runtime, payload-check.ts), because it is a bug in the code that wrote the
 * outbox record.
 *
 * @example buildDeliveryPayload({ companyId: 7, resource: 'member', event: 'created', data: member })
 */
export function buildDeliveryPayload(input: { companyId: number; resource: string; event: string; data: Record<string, unknown> }): Record<string, unknown> {
  const name = findEventName(input.resource, input.event);
  if (!name) throw new Error(`No event ${input.resource}_${input.event} in the catalog`);
  checkPayload(name, input.data);
  return {
    [name.resource]: input.data,
    event_name: name.identifier,
    schema_version: SCHEMA_VERSION,
    schema_hash: eventSchemaHashes[name.identifier],
    company_id: input.companyId,
    resource_name: name.resourceName,
    resource: name.resource,
    event: name.event,
  };
}

/**
 * Checks the data of an event no target receives, where payloads are checked (tests, the local
 * runtime), so every emitter's data is checked whether anyone subscribed or not; an event in no
 * catalog (internal, such as a webhook subscription's change) has no payload to check.
 */
export function checkUnreceived(detail: { resource: string; event: string; data: Record<string, unknown> }): void {
  const name = findEventName(detail.resource, detail.event);
  if (name) checkPayload(name, detail.data);
}
