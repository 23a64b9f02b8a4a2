import fc from 'fast-check';

/** A JSON Schema node of the served OpenAPI document. */
export type JsonSchema = Record<string, any>;
/** Resolves `#/components/...` refs against the served document. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

/** Longest string generated for a field that allows more (long values come from the mutations). */
const TYPICAL_STRING = 24;

const formats: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  uuid: () => fc.uuid(),
  'date-time': () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  date: () =>
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
};

/**
 * A fast-check arbitrary of values valid against `schema` as far as JSON Schema can say (types,
 * bounds, patterns, formats, enums, required and optional properties); the document's `example`
 * and `default` values are mixed in, since they usually pass the rules JSON Schema cannot state.
 */
export function arbitraryFor(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const node = resolve(schema);
  // Recursive schemas (a JSON value that may hold JSON values) end in their simplest value.
  if (depth > MAX_DEPTH) return fc.constant(simplestValue(node, resolve));
  const known = [node.example, node.default, ...(node.examples ?? [])].filter((value) => value !== undefined);
  const generated = generate(node, resolve, depth);
  return known.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 1 }, { arbitrary: generated, weight: 2 })
    : generated;
}

const MAX_DEPTH = 8;

function simplestValue(node: JsonSchema, resolve: Resolve): unknown {
  if ('const' in node) return node.const;
  if (node.enum) return node.enum[0];
  const alternatives: JsonSchema[] | undefined = node.anyOf ?? node.oneOf;
  if (alternatives)
    return simplestValue(
      resolve(alternatives.find((alternative) => resolve(alternative).type === 'null') ?? alternatives[0]!),
      resolve,
    );
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  const empty: Record<string, unknown> = {
    object: {},
    array: [],
    string: 'a'.repeat(node.minLength ?? 0),
    integer: node.minimum ?? 0,
    number: node.minimum ?? 0,
    boolean: false,
  };
  return type in empty ? empty[type] : null;
}

function generate(node: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if ('const' in node) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative: JsonSchema) => arbitraryFor(alternative, resolve, depth)));
  if (node.allOf) return arbitraryFor(Object.assign({}, ...node.allOf.map(resolve)), resolve, depth);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object':
      return objectOf(node, resolve, depth);
    case 'array': {
      const maxLength = Math.min(node.maxItems ?? 3, Math.max(node.minItems ?? 0, 3));
      return fc.array(node.items ? arbitraryFor(node.items, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: node.minItems ?? 0,
        maxLength,
      });
    }
    case 'string':
      return stringOf(node);
    case 'integer':
      return fc.integer({
        min: Math.max(node.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
        max: Math.min(node.maximum ?? 1e6, Number.MAX_SAFE_INTEGER),
      });
    case 'number': {
      const min = node.minimum ?? -1e6;
      const max = node.maximum ?? 1e6;
      const scale = node['x-scale'] ?? 2;
      return fc
        .integer({ min: Math.ceil(min * 10 ** scale), max: Math.floor(max * 10 ** scale) })
        .map((units) => units / 10 ** scale);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(node: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, JsonSchema> = node.properties ?? {};
  const required = new Set<string>(node.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = arbitraryFor(property, resolve, depth + 1);
  if (Object.keys(record).length === 0)
    return node.additionalProperties === false
      ? fc.constant({})
      : fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  return fc.record(record, { requiredKeys: Object.keys(record).filter((name) => required.has(name)) });
}

function stringOf(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? TYPICAL_STRING, TYPICAL_STRING));
  const format = node.format && formats[node.format];
  if (format) return format();
  // No length filter: a pattern that rarely meets it would spin the generator; the API refuses those with 422.
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}
