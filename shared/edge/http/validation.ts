import type { z } from 'zod';
import { didYouMean } from './did-you-mean';
import { issueMessage } from './issue-messages';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { findUnknownKeys, type Answer, type UnknownKey } from '../../platform/schema/unknown-keys';

/** Where a validated value came from; prefixes field names so `errors` points at the input. */
export type InputSource = 'path' | 'query' | 'body';

/** A read-only key a body carried and the handler kit ignored, with the value sent. */
export interface IgnoredKey {
  path: readonly PropertyKey[];
  key: string;
  sent: unknown;
  /** Why a client might have meant to set it (explainUnknownKeys), answered when it did not take. */
  hint?: string;
}

/**
 * Validates path parameters or a query with `schema`, throwing a 422 whose ErrorBag is keyed by
 * field path. A query parameter the schema does not declare is not refused: caches, trackers and
 * links add their own (a body's are, validateBody).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: Exclude<InputSource, 'body'>,
): z.infer<S> {
  return check(schema, value, source, []).value;
}

/**
 * Validates a request body like `validate` and refuses every undeclared key by its path, with the
 * closest declared key as a hint. A key the route's answer carries at the same place (`answered`)
 * is a read-only field sent back from a read: ignored, not refused, so a resource read and written
 * back unchanged is accepted (docs/api.md "Round trips").
 */
export function validateBody<S extends z.ZodType>(
  schema: S,
  value: unknown,
  answered: Answer | undefined,
): { value: z.infer<S>; ignored: IgnoredKey[] } {
  return check(schema, value, 'body', findUnknownKeys(schema, value, answered));
}

function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: InputSource,
  found: readonly UnknownKey[],
): { value: z.infer<S>; ignored: IgnoredKey[] } {
  const ignored = found
    .filter((entry) => entry.answered)
    .map((entry) => ({
      path: entry.path,
      key: entry.key,
      sent: valueAt(value, [...entry.path, entry.key]),
      ...(entry.hint ? { hint: entry.hint } : {}),
    }));
  const unknownKeys = found.filter((entry) => !entry.answered);
  const result = schema.safeParse(ignored.length > 0 ? withoutKeys(value, ignored) : value);
  if (result.success && unknownKeys.length === 0) return { value: result.data, ignored };
  const issues = result.success ? [] : result.error.issues;
  // A `.strict()` object reports its own unknown keys; they are answered like every other one.
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      if (!unknownKeys.some((entry) => entry.key === key && samePath(entry.path, issue.path)))
        unknownKeys.push({ path: issue.path, key, known: [] });
    }
  }
  const bag = unknownKeysToErrorBag(unknownKeys, source);
  for (const [field, messages] of Object.entries(
    issuesToErrorBag(
      issues.filter((issue) => issue.code !== 'unrecognized_keys'),
      source,
      value,
    ),
  )) {
    addMessages(bag, field, messages);
  }
  throw new ValidationFailed(bag);
}

/** The value at `path` inside a parsed JSON value (undefined when absent). */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let node = value;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

/** A copy of a parsed JSON body without the ignored keys (the body itself is left as sent). */
function withoutKeys(value: unknown, keys: readonly IgnoredKey[]): unknown {
  const copy = structuredClone(value);
  for (const { path, key } of keys) delete (valueAt(copy, path) as Record<string, unknown>)[key];
  return copy;
}

/**
 * Refuses a JSON body that is not an object (`null`, an array, a string, a number, a boolean) with
 * the 422 envelope keyed `body`: every route that declares a body declares an object
 * (test/manifest.unit.test.ts), so no such body can be meant as "no body".
 */
export function requireJsonObject(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ValidationFailed({ body: ['must be a JSON object'] });
}

/**
 * Maps zod issues to `{ "field.path": ["message", ...] }`; query paths keep bracket form. Messages
 * come from one mapping (issue-messages.ts): what the field expects, never zod's raw wording.
 */
export function issuesToErrorBag(
  issues: readonly z.core.$ZodIssue[],
  source: InputSource,
  input?: unknown,
): Record<string, string[]> {
  // No prototype: a field named like an Object member (`toString`) must not read the inherited function.
  const bag: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const field = fieldName(issue.path, source);
    addMessages(bag, field, [issueMessage(issue, valueAt(input, issue.path))]);
  }
  return bag;
}

function unknownKeysToErrorBag(unknownKeys: readonly UnknownKey[], source: InputSource): Record<string, string[]> {
  // No prototype: a field named like an Object member (`toString`) must not read the inherited function.
  const bag: Record<string, string[]> = Object.create(null);
  for (const { path, key, known, hint: explained } of unknownKeys) {
    const suggestion = didYouMean(key, known);
    const hint = explained
      ? `; ${explained}`
      : suggestion
        ? `; did you mean \`${suggestion}\`?`
        : known.length > 0
          ? `; known keys: ${known.map((name) => `\`${name}\``).join(', ')}`
          : '';
    addMessages(bag, fieldName([...path, key], source), [`is not a known key${hint}`]);
  }
  return bag;
}

function addMessages(bag: Record<string, string[]>, field: string, messages: readonly string[]): void {
  const list = bag[field];
  if (list) list.push(...messages);
  else bag[field] = [...messages];
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((part, index) => String(part) === String(b[index]));
}

function fieldName(path: readonly PropertyKey[], source: InputSource): string {
  const parts = path.map(String);
  if (parts.length === 0) return source;
  if (source === 'query')
    return (
      parts[0] +
      parts
        .slice(1)
        .map((p) => `[${p}]`)
        .join('')
    );
  return parts.join('.');
}
