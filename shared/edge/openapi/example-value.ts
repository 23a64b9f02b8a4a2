import type { JsonSchema } from './types';

/** Resolves a `$ref` of the document to the schema it names. */
export type ResolveSchema = (schema: JsonSchema) => JsonSchema;

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'buyer@example.com',
  uri: 'https://example.com/',
  uuid: '3f1c2b9e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
  'date-time': '2026-04-01T12:00:00.000Z',
  date: '2026-04-01',
};

/**
 * Plausible strings tried, in order, against a `pattern` the format table does not cover (country,
 * currency and locale codes, handles, colours, ids, times). A pattern none of them matches needs
 * an override in the route's `examples`.
 */
const PATTERN_CANDIDATES = [
  'US',
  'USD',
  'example-handle',
  'en',
  'en-US',
  'US-CA',
  '#1a2b3c',
  '/pages/about',
  '12:00',
  '2026-04-01',
  '+1 555 0100',
  '1,2',
  'example',
  `dri_${'0'.repeat(32)}`,
  `upl_${'0'.repeat(32)}.jpg`,
  `img_${'0'.repeat(32)}.jpg`,
  ...Object.values(FORMAT_EXAMPLES),
];

/**
 * What a plain string (no format, no pattern) most likely holds, by its property name: output
 * schemas often type timestamps, URLs and codes as bare strings. Used only when the value fits.
 */
const NAME_HINTS: [RegExp, string][] = [
  [/(^|_)at$/, FORMAT_EXAMPLES['date-time']!],
  [/(^|_)(url|href)$/, FORMAT_EXAMPLES.uri!],
  [/(^|_)email$/, FORMAT_EXAMPLES.email!],
  [/(^|_)(language|locale)$/, 'en'],
  [/(^|_)(country|country_code|country_iso|iso)$/, 'US'],
  [/(^|_)currency(_code|_iso)?$/, 'USD'],
  [/(^|_)(slug|handle)$/, 'example-handle'],
];

/** Deeper than this a recursive schema (a JSON value holding JSON values) ends in its simplest value. */
const MAX_DEPTH = 10;

/**
 * A deterministic example value valid against `schema` as far as JSON Schema states it: `example`,
 * `examples`, `const`, enums and defaults first, then types with their formats, patterns, bounds and
 * required properties (optional properties are left out to keep the document small). Rules only
 * zod knows (refinements, cross-field checks) are the route's `examples` override's job.
 *
 * @example exampleValue({ type: 'string', format: 'email' }, resolve) // 'buyer@example.com'
 */
export function exampleValue(schema: JsonSchema, resolve: ResolveSchema, depth = 0, name = ''): unknown {
  const node = resolve(schema);
  if ('example' in node) return node.example;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum.find((value) => value !== null) ?? node.enum[0];
  if ('default' in node) return node.default;
  const alternatives = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return exampleValue(pickAlternative(alternatives, resolve, depth), resolve, depth + 1, name);
  if (Array.isArray(node.allOf)) return mergeAll(node.allOf as JsonSchema[], resolve, depth);
  switch (primaryType(node, depth)) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
      return numberExample(node, true);
    case 'number':
      return numberExample(node, false);
    case 'string':
      return stringExample(node, name);
    case 'array':
      return arrayExample(node, resolve, depth);
    case 'object':
      return objectExample(node, resolve, depth);
    default:
      return {};
  }
}

function primaryType(node: JsonSchema, depth: number): string | undefined {
  const types = Array.isArray(node.type) ? (node.type as string[]) : typeof node.type === 'string' ? [node.type] : [];
  if (depth > MAX_DEPTH && types.includes('null')) return 'null';
  return types.find((type) => type !== 'null') ?? types[0] ?? (node.properties ? 'object' : undefined);
}

/** The first non-null alternative, or the null one once the value is deep (recursion ends there). */
function pickAlternative(alternatives: JsonSchema[], resolve: ResolveSchema, depth: number): JsonSchema {
  const isNull = (alternative: JsonSchema) => resolve(alternative).type === 'null';
  if (depth > MAX_DEPTH) return alternatives.find(isNull) ?? alternatives[0]!;
  return alternatives.find((alternative) => !isNull(alternative)) ?? alternatives[0]!;
}

function mergeAll(parts: JsonSchema[], resolve: ResolveSchema, depth: number): unknown {
  const values = parts.map((part) => exampleValue(part, resolve, depth + 1));
  if (values.every((value) => typeof value === 'object' && value !== null && !Array.isArray(value)))
    return Object.assign({}, ...values);
  return values[0];
}

/** 1 (or 1.0), moved inside the bounds: the smallest allowed value above it, or the largest below it. */
function numberExample(node: JsonSchema, integer: boolean): number {
  const bound = (keyword: string) => (typeof node[keyword] === 'number' ? (node[keyword] as number) : undefined);
  const [minimum, exclusiveMinimum, maximum, exclusiveMaximum] = [
    bound('minimum'),
    bound('exclusiveMinimum'),
    bound('maximum'),
    bound('exclusiveMaximum'),
  ];
  let value = 1;
  if (minimum !== undefined && value < minimum) value = integer ? Math.ceil(minimum) : minimum;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum)
    value = integer ? Math.floor(exclusiveMinimum) + 1 : exclusiveMinimum + 1;
  if (maximum !== undefined && value > maximum) value = integer ? Math.floor(maximum) : maximum;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) {
    const lower = minimum ?? exclusiveMinimum ?? exclusiveMaximum - 2;
    value = integer ? Math.ceil(exclusiveMaximum) - 1 : (lower + exclusiveMaximum) / 2;
  }
  return value;
}

function stringExample(node: JsonSchema, name: string): string {
  const format = typeof node.format === 'string' ? FORMAT_EXAMPLES[node.format] : undefined;
  const pattern = typeof node.pattern === 'string' ? compiled(node.pattern) : undefined;
  const minLength = typeof node.minLength === 'number' ? node.minLength : 0;
  const maxLength = typeof node.maxLength === 'number' ? node.maxLength : Infinity;
  const fits = (value: string) =>
    value.length >= minLength && value.length <= maxLength && (!pattern || pattern.test(value));
  if (format && fits(format)) return format;
  const hinted = !format && !pattern ? NAME_HINTS.find(([test]) => test.test(name))?.[1] : undefined;
  if (hinted && fits(hinted)) return hinted;
  if (pattern) return PATTERN_CANDIDATES.find(fits) ?? format ?? 'example';
  // A short fixed length is usually a code (country, currency): a real one reads better than a cut word.
  const base = ['example', ...PATTERN_CANDIDATES].find(fits) ?? 'example';
  if (base.length > maxLength) return base.slice(0, maxLength);
  return base.length >= minLength ? base : base.padEnd(minLength, 'x');
}

/** Patterns repeat across the document (date-times, codes); each is compiled once. */
const compiledPatterns = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regExp = compiledPatterns.get(pattern);
  if (!regExp) {
    regExp = new RegExp(pattern, 'u');
    compiledPatterns.set(pattern, regExp);
  }
  return regExp;
}

function arrayExample(node: JsonSchema, resolve: ResolveSchema, depth: number): unknown[] {
  const minItems = typeof node.minItems === 'number' ? node.minItems : 0;
  if (!node.items || (depth > MAX_DEPTH && minItems === 0)) return [];
  const item = exampleValue(node.items as JsonSchema, resolve, depth + 1);
  // One item shows the element shape; a `uniqueItems` list longer than one needs an override.
  return Array.from({ length: Math.max(1, minItems) }, () => item);
}

function objectExample(node: JsonSchema, resolve: ResolveSchema, depth: number): Record<string, unknown> {
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(node.required) ? (node.required as string[]) : [];
  return Object.fromEntries(
    required
      .filter((key) => key in properties)
      .map((key) => [key, exampleValue(properties[key]!, resolve, depth + 1, key)]),
  );
}
