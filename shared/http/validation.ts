import type { z } from 'zod';
import { ValidationFailed } from './errors';

/** Where a validated value came from; prefixes field names so `errors` points at the input. */
export type InputSource = 'path' | 'query' | 'body';

/** Validates `value` with `schema`, throwing a 422 whose ErrorBag is keyed by field path. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, source: InputSource): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationFailed(issuesToErrorBag(result.error.issues, source));
}

/**
 * Refuses a JSON body that is not an object (`null`, an array, a string, a number, a boolean) with
 * the 422 envelope keyed `body`: every route that declares a body declares an object
 * (test/manifest.test.ts), so no such body can be meant as "no body".
 */
export function requireJsonObject(body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ValidationFailed({ body: ['must be a JSON object'] });
}

/** Maps zod issues to `{ "field.path": ["message", ...] }`; query paths keep bracket form. */
export function issuesToErrorBag(issues: readonly z.core.$ZodIssue[], source: InputSource): Record<string, string[]> {
  const bag: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldName(issue.path, source);
    (bag[field] ??= []).push(issue.message);
  }
  return bag;
}

function fieldName(path: readonly PropertyKey[], source: InputSource): string {
  const parts = path.map(String);
  if (parts.length === 0) return source;
  if (source === 'query') return parts[0] + parts.slice(1).map((p) => `[${p}]`).join('');
  return parts.join('.');
}
