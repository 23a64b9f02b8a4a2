import type { z } from 'zod';

/** A request key no schema declares, with the keys declared beside it. */
export interface UnknownKey {
  /** Path of the object holding the key (`['product']`, `['items', 0]`). */
  path: readonly PropertyKey[];
  key: string;
  /** The keys the schema declares at that place. */
  known: readonly string[];
  /** Why this key is not accepted here, when the schema explains it (explainUnknownKeys). */
  hint?: string;
  /**
   * The route's answer carries this key at this place: a read-only field sent back from a read
   * (`id`, `created_at`, a product's computed `active`). The handler kit ignores it (docs/api.md
   * "Round trips").
   */
  answered?: boolean;
}

/**
 * The keys a route's success payload carries, as plain data (answered-keys.ts computes it from the
 * payload's schema): an object's keys, each with what its value carries; an array's element as its
 * one item; `0` for a value whose keys no request body reaches. What a deployed bundle carries
 * precomputed for a route whose answer schema it leaves out.
 */
export type AnsweredKeys = 0 | readonly [AnsweredKeys] | { readonly [key: string]: AnsweredKeys };

/** A route's answer as findUnknownKeys reads it: its payload schema, or that schema's keys as data. */
export type Answer = z.ZodType | AnsweredKeys;

const keyHints = new WeakMap<object, Readonly<Record<string, string>>>();

/**
 * Attaches explanations for keys a client is likely to send to an object schema that does not take
 * them (a collection's `public`: "collections are switched with `active`..."). Answered instead of
 * the "did you mean" guess; returns the schema itself, so it reads as part of the declaration.
 */
export function explainUnknownKeys<S extends z.ZodType>(schema: S, hints: Readonly<Record<string, string>>): S {
  keyHints.set(schema, hints);
  return schema;
}

/** A zod schema's definition (`schema._zod.def`), as the walk reads it. */
export type Def = Record<string, any> & { type: string };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Every key of `value` that `schema` does not declare, wherever it sits, so every route refuses
 * an unknown key the same way (a plain `z.object` would strip it silently). Catchall objects and
 * records accept any key by design. With `answered` (the route's success payload schema), a key it
 * carries at the same place is marked `answered`: a read-only field written back as it was read.
 */
export function findUnknownKeys(schema: z.ZodType, value: unknown, answered?: Answer): UnknownKey[] {
  const found: UnknownKey[] = [];
  walk(schema, value, [], found, answered);
  return found;
}

/** Schema kinds that wrap one inner schema (`innerType`) without changing which keys it takes. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function walk(schema: unknown, value: unknown, path: PropertyKey[], found: UnknownKey[], answered: unknown): void {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) {
    walk(def.innerType, value, path, found, answered);
    return;
  }
  switch (def.type) {
    case 'pipe':
      walk(def.in, value, path, found, answered);
      return;
    case 'lazy':
      walk(def.getter(), value, path, found, answered);
      return;
    case 'object':
      walkObject(schema as object, def, value, path, found, answered);
      return;
    case 'array':
      if (Array.isArray(value))
        for (const [index, item] of value.entries())
          walk(def.element, item, [...path, index], found, answeredElement(answered));
      return;
    case 'tuple':
      if (Array.isArray(value))
        for (const [index, item] of value.entries())
          walk(def.items[index] ?? def.rest, item, [...path, index], found, undefined);
      return;
    case 'record':
      if (isPlainObject(value))
        for (const [key, item] of Object.entries(value)) walk(def.valueType, item, [...path, key], found, undefined);
      return;
    case 'union':
      walkUnion(def.options, value, path, found, answered);
      return;
    case 'intersection':
      walkIntersection(def, value, path, found, answered);
      return;
    default:
      // Scalars, transforms (their input is not described by a schema), unknown/any.
      return;
  }
}

function walkObject(
  schema: object,
  def: Def,
  value: unknown,
  path: PropertyKey[],
  found: UnknownKey[],
  answered: unknown,
): void {
  if (!isPlainObject(value)) return;
  const hints = keyHints.get(schema) ?? {};
  const shape = def.shape as Record<string, unknown>;
  const answeredShape = answeredProperties(answered);
  const openCatchall = def.catchall && defOf(def.catchall).type !== 'never' ? def.catchall : undefined;
  const known = Object.keys(shape);
  for (const [key, item] of Object.entries(value)) {
    if (Object.hasOwn(shape, key)) walk(shape[key], item, [...path, key], found, answeredShape[key]);
    else if (openCatchall) walk(openCatchall, item, [...path, key], found, undefined);
    else
      found.push({
        path,
        key,
        known,
        ...(Object.hasOwn(hints, key) ? { hint: hints[key] } : {}),
        ...(Object.hasOwn(answeredShape, key) ? { answered: true } : {}),
      });
  }
}

/**
 * An answer schema with wrappers removed (optional, nullable, a pipe's output side...); the lazies
 * it went through are pushed to `lazies` when given (answered-keys.ts marks recursion with them).
 */
export function unwrapAnswered(schema: unknown, lazies?: unknown[]): Def | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return unwrapAnswered(def.innerType, lazies);
  switch (def.type) {
    case 'pipe':
      return unwrapAnswered(defOf(def.out).type === 'transform' ? def.in : def.out, lazies);
    case 'lazy':
      lazies?.push(def);
      return unwrapAnswered(def.getter(), lazies);
    default:
      return def;
  }
}

/** Keys data rather than a schema (`0`, an array, or an object without zod's `_zod`). */
const isKeysData = (answer: unknown): answer is AnsweredKeys =>
  answer === 0 || (typeof answer === 'object' && answer !== null && !('_zod' in answer));

/** The properties an answered object carries (every branch's, for a union of objects), as sub-answers. */
export function answeredProperties(answer: unknown): Record<string, unknown> {
  if (isKeysData(answer)) return answer === 0 || Array.isArray(answer) ? {} : (answer as Record<string, AnsweredKeys>);
  const def = unwrapAnswered(answer);
  if (!def) return {};
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'union') return Object.assign({}, ...(def.options as unknown[]).map(answeredProperties));
  if (def.type === 'intersection') return { ...answeredProperties(def.left), ...answeredProperties(def.right) };
  return {};
}

function answeredElement(answer: unknown): unknown {
  if (isKeysData(answer)) return Array.isArray(answer) ? answer[0] : undefined;
  const def = unwrapAnswered(answer);
  return def?.type === 'array' ? def.element : undefined;
}

// The branch the value is meant for: among the branches that accept it, the one that leaves the
// fewest keys unknown (none when a branch fits exactly). A value no branch accepts is already a
// validation failure; its keys are not judged.
function walkUnion(
  options: readonly z.ZodType[],
  value: unknown,
  path: PropertyKey[],
  found: UnknownKey[],
  answered: unknown,
): void {
  let best: UnknownKey[] | undefined;
  for (const option of options) {
    if (!option.safeParse(value).success) continue;
    const inBranch = findUnknownKeys(option, value, answered as Answer | undefined);
    if (!best || inBranch.length < best.length) best = inBranch;
    if (best.length === 0) return;
  }
  if (best) {
    for (const entry of best) found.push({ ...entry, path: [...path, ...entry.path] });
    return;
  }
  // No branch takes the value (a strict branch refuses its unknown keys): a key no branch declares
  // is unknown whatever branch the client meant.
  if (!isPlainObject(value)) return;
  const declared = options.map(objectKeysOf).filter((keys) => keys !== undefined);
  if (declared.length < options.length) return;
  const known = [...new Set(declared.flat())];
  for (const key of Object.keys(value)) if (!known.includes(key)) found.push({ path, key, known });
}

/** The keys an object schema declares (through its wrappers), or undefined for any other kind. */
function objectKeysOf(schema: unknown): string[] | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return objectKeysOf(def.innerType);
  return def.type === 'object' ? Object.keys(def.shape as object) : undefined;
}

// Each side of an intersection sees the other side's keys as unknown: a key is unknown only
// when neither side declares it.
function walkIntersection(def: Def, value: unknown, path: PropertyKey[], found: UnknownKey[], answered: unknown): void {
  const left = findUnknownKeys(def.left, value, answered as Answer | undefined);
  const right = findUnknownKeys(def.right, value, answered as Answer | undefined);
  const id = (entry: UnknownKey) => JSON.stringify([...entry.path.map(String), entry.key]);
  const rightIds = new Set(right.map(id));
  for (const entry of left) {
    if (!rightIds.has(id(entry))) continue;
    const other = right.find((candidate) => id(candidate) === id(entry))!;
    found.push({ ...entry, path: [...path, ...entry.path], known: [...new Set([...entry.known, ...other.known])] });
  }
}
