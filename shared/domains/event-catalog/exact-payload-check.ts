import { jsonDifferences } from '../../platform/schema/json-differences';
import { findEventDefinition } from './catalog';
import type { PayloadCheck } from './payload-check';

/**
 * The catalog's check of a resource object: it must match the event's schema and be exactly what
 * parsing leaves (no undeclared key, such as an internal attribute, no default filled in), because
 * deployed functions send it as written. A failure is a bug in the emitting code.
 */
export const exactPayloadCheck: PayloadCheck = (name, data) => {
  const definition = findEventDefinition(name.resource, name.event)!;
  const parsed = definition.resourceSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Data of ${name.identifier} does not match its schema: ${parsed.error.message}`);
  const differences = jsonDifferences(parsed.data, data);
  if (differences.length > 0) {
    throw new Error(
      `Data of ${name.identifier} is not exactly its schema's shape (an undeclared key or a default): ${differences.join('; ')}`,
    );
  }
};
