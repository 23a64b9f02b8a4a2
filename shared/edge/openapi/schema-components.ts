import { z } from 'zod';
import { trimmedEmailFields } from '../../platform/schema/email';
import type { JsonSchema } from './types';

/** Which side of a schema to describe: what a client sends (`input`) or what it receives (`output`). */
export type SchemaIo = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
const LOCAL_DEFS = '#/$defs/';
/** zod's name for a def it had to extract without an id (recursive schemas). */
const GENERATED_DEF = /^__schema\d+$/;
/** Marks a ref to the input side of an id until `finalize` knows whether it needs its own component. */
const INPUT_REF = '\u0000input:';
/** Keywords whose values are data, not schemas; never rewritten. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples', 'example']);
/** Keywords whose values map names (which may be spelled like keywords) to schemas. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

/**
 * Converts zod schemas to OpenAPI 3.1 schema objects with zod 4's native `z.toJSONSchema`
 * (draft 2020-12), hoisting every schema registered in `z.globalRegistry` with `.meta({ id })`
 * into `components.schemas` under that id.
 *
 * The input and output sides of one id differ as soon as it has defaults, coercions or a closed
 * object (output objects forbid unknown keys, inputs strip them), so an input side that differs
 * from the output side gets its own component, `<id>Input`.
 *
 * @example
 * const components = new SchemaComponents();
 * const body = components.convert(route.request.body, 'input', route.id); // may hold refs
 * components.finalize(document); // resolves refs, returns components.schemas
 */
export class SchemaComponents {
  private readonly defs: Record<SchemaIo, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };
  private readonly generated = new Map<string, JsonSchema>();
  private readonly sameSides = new Map<string, boolean>();

  /** Converts one schema; `owner` names zod's anonymous (recursive) defs, e.g. `getCompany.response`. */
  convert(schema: z.ZodType, io: SchemaIo, owner: string): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      ...(io === 'input' ? { override: acceptSurroundingWhitespace } : {}),
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = converted;
    const rename = (key: string) => (GENERATED_DEF.test(key) ? `${owner}.${key.slice(2)}` : key);
    let selfReferencing = false;
    const rewrite = (node: unknown) =>
      rewriteRefs(node, (target) => {
        if (target === '#') {
          // A recursive root refers to itself; once embedded it needs a component of its own.
          selfReferencing = true;
          return COMPONENTS + owner;
        }
        if (!target.startsWith(LOCAL_DEFS)) return target;
        const key = unescapePointer(target.slice(LOCAL_DEFS.length));
        if (GENERATED_DEF.test(key)) return COMPONENTS + rename(key);
        return io === 'input' ? INPUT_REF + key : COMPONENTS + key;
      });
    for (const [key, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      rewrite(def);
      if (io === 'input') moveDefaultsToDescriptions(def);
      if (GENERATED_DEF.test(key)) this.generated.set(rename(key), def);
      else if (!this.defs[io].has(key)) this.defs[io].set(key, def);
    }
    rewrite(root);
    if (io === 'input') moveDefaultsToDescriptions(root);
    if (!selfReferencing) return root;
    this.generated.set(owner, root);
    return { $ref: COMPONENTS + owner };
  }

  /** Follows a root `$ref` produced by `convert` to the schema it names (other schemas come back as is). */
  resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    if (ref.startsWith(INPUT_REF)) return this.defs.input.get(ref.slice(INPUT_REF.length)) ?? schema;
    const name = ref.slice(COMPONENTS.length);
    return this.defs.output.get(name) ?? this.generated.get(name) ?? schema;
  }

  /**
   * Resolves the provisional refs left by `convert` everywhere in `document` (in place) and
   * returns the schemas for `components.schemas`, sorted by name.
   */
  finalize(document: object): Record<string, JsonSchema> {
    const inputNames = this.inputComponentNames();
    const schemas: Record<string, JsonSchema> = {};
    for (const [id, def] of this.defs.output) schemas[id] = def;
    for (const [id, def] of this.defs.input) schemas[inputNames.get(id)!] ??= def;
    for (const [name, def] of this.generated) schemas[name] = def;
    const resolveRef = (target: string) =>
      target.startsWith(INPUT_REF) ? COMPONENTS + inputNames.get(target.slice(INPUT_REF.length))! : target;
    rewriteRefs(document, resolveRef);
    for (const schema of Object.values(schemas)) rewriteRefs(schema, resolveRef);
    return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  }

  /** The component name of each id's input side: the id itself, or `<id>Input` (numbered past any id already taken). */
  private inputComponentNames(): Map<string, string> {
    const taken = new Set([...this.defs.output.keys(), ...this.defs.input.keys(), ...this.generated.keys()]);
    const names = new Map<string, string>();
    for (const id of this.defs.input.keys()) {
      let name = id;
      if (this.defs.output.has(id) && !this.sameAcrossSides(id, new Set())) {
        name = `${id}Input`;
        for (let n = 2; taken.has(name); n++) name = `${id}Input${n}`;
        taken.add(name);
      }
      names.set(id, name);
    }
    return names;
  }

  /** Whether the input side of `id` is the output side (refs compared by their targets' sides). */
  private sameAcrossSides(id: string, assumed: Set<string>): boolean {
    const known = this.sameSides.get(id);
    if (known !== undefined) return known;
    if (assumed.has(id)) return true;
    assumed.add(id);
    const same = this.equalSides(this.defs.input.get(id), this.defs.output.get(id), assumed);
    if (assumed.size === 1) this.sameSides.set(id, same);
    assumed.delete(id);
    return same;
  }

  private equalSides(input: unknown, output: unknown, assumed: Set<string>): boolean {
    if (typeof input === 'string' && typeof output === 'string' && input.startsWith(INPUT_REF)) {
      const id = input.slice(INPUT_REF.length);
      return output === COMPONENTS + id && this.defs.output.has(id) && this.sameAcrossSides(id, assumed);
    }
    if (input === output) return true;
    if (typeof input !== 'object' || typeof output !== 'object' || input === null || output === null) return false;
    if (Array.isArray(input) !== Array.isArray(output)) return false;
    const keys = Object.keys(input);
    if (keys.length !== Object.keys(output).length) return false;
    return keys.every(
      (key) => key in output && this.equalSides((input as JsonSchema)[key], (output as JsonSchema)[key], assumed),
    );
  }
}

/**
 * Removes `default` from every schema below `node` (in place) and says it in the description
 * instead. What a client sends is the input side; code generators that honour `default` (for
 * example openapi-typescript's `defaultNonNullable`) would otherwise make the field required in the
 * request type. The server still applies the default.
 */
function moveDefaultsToDescriptions(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) moveDefaultsToDescriptions(item);
    return;
  }
  const record = node as JsonSchema;
  if ('default' in record) {
    const note = `Default: \`${JSON.stringify(record.default)}\`.`;
    record.description = typeof record.description === 'string' ? `${record.description} ${note}` : note;
    delete record.default;
  }
  for (const [key, value] of Object.entries(record)) {
    if (NAMED_SCHEMAS.has(key) && typeof value === 'object' && value !== null)
      for (const schema of Object.values(value)) moveDefaultsToDescriptions(schema);
    else if (!DATA_KEYWORDS.has(key)) moveDefaultsToDescriptions(value);
  }
}

/** Rewrites every `$ref` string below `node` (in place), leaving data keywords alone. */
function rewriteRefs(node: unknown, rewrite: (target: string) => string): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) rewriteRefs(item, rewrite);
    return;
  }
  const record = node as JsonSchema;
  for (const [key, value] of Object.entries(record)) {
    if (key === '$ref' && typeof value === 'string') record.$ref = rewrite(value);
    else if (NAMED_SCHEMAS.has(key) && typeof value === 'object' && value !== null)
      for (const schema of Object.values(value)) rewriteRefs(schema, rewrite);
    else if (!DATA_KEYWORDS.has(key)) rewriteRefs(value, rewrite);
  }
}

function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * A request's email field is trimmed before it is checked (shared/platform/schema/email.ts): its
 * input side takes the address with whitespace around it, so ` Ada@Example.COM ` is declared as
 * accepted, as it is. `format: email` has no such allowance, so the pattern alone states the form.
 */
function acceptSurroundingWhitespace(context: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const { zodSchema, jsonSchema } = context;
  if (!trimmedEmailFields.has(zodSchema as object) || typeof jsonSchema.pattern !== 'string') return;
  jsonSchema.pattern = `^\\s*(?:${jsonSchema.pattern.replace(/^\^/, '').replace(/\$$/, '')})\\s*$`;
  delete jsonSchema.format;
}
