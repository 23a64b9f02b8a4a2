import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';

const SCHEMA_DIR = join(import.meta.dirname, 'stripe-schemas');
const REF_PREFIX = '#/components/schemas/';

type Schema = Record<string, any>;

/** The kept Stripe schemas by name (the file name without `.json`). */
export function keptSchemas(): Record<string, Schema> {
  return Object.fromEntries(
    readdirSync(SCHEMA_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(SCHEMA_DIR, name), 'utf8'))]),
  );
}

/**
 * A validator per kept schema, after turning OpenAPI 3.0 into JSON Schema: `nullable` admits
 * null, a `$ref` to a kept schema follows it and one to a schema not kept accepts any object, and
 * an object lists every field it may carry.
 */
export function stripeValidators(): (name: string) => ValidateFunction {
  const kept = keptSchemas();
  const definitions = Object.fromEntries(
    Object.entries(kept).map(([name, schema]) => [name, toJsonSchema(schema, kept)]),
  );
  // The suite's JSON Schema validator (its own OpenAPI and event catalog checks use it too).
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema({ $id: 'stripe', $defs: definitions });
  return (name) => {
    const validate = ajv.getSchema(`stripe#/$defs/${name}`);
    if (!validate) throw new Error(`No kept Stripe schema named ${name}`);
    return validate;
  };
}

function toJsonSchema(schema: Schema, kept: Record<string, Schema>): Schema {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(REF_PREFIX.length);
    return name in kept ? { $ref: `stripe#/$defs/${name}` } : { type: 'object' };
  }
  const converted: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'format' || key === 'title' || key.startsWith('x-')) continue;
    if (key === 'properties')
      converted.properties = Object.fromEntries(
        Object.entries(value as Schema).map(([name, property]) => [name, toJsonSchema(property as Schema, kept)]),
      );
    else if (key === 'anyOf') converted.anyOf = (value as Schema[]).map((member) => toJsonSchema(member, kept));
    else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object')
      converted[key] = toJsonSchema(value as Schema, kept);
    else converted[key] = value;
  }
  if (converted.properties && converted.additionalProperties === undefined) converted.additionalProperties = false;
  if (!schema.nullable) return converted;
  if (converted.anyOf) return { ...converted, anyOf: [...converted.anyOf, { type: 'null' }] };
  return {
    ...converted,
    type: [converted.type, 'null'],
    ...(converted.enum ? { enum: [...converted.enum, null] } : {}),
  };
}
