import { invalidRequest, missingParam } from './stripe-error';

/** A request's parameters as Stripe's form encoding nests them (`a[b]=c` → `{ a: { b: 'c' } }`). */
export type Params = Record<string, unknown>;

/** Refuses a parameter the endpoint does not take, as Stripe does (`Received unknown parameter`). */
export function allowOnly(params: Params, names: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (name !== 'expand' && !names.includes(name))
      throw invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
  }
}

export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function optionalInteger(params: Params, name: string): number | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, name);
  return Number(value);
}

export function requiredInteger(params: Params, name: string): number {
  const value = optionalInteger(params, name);
  if (value === undefined) throw missingParam(name);
  return value;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === 'true';
}

/** One of the values Stripe documents for an enum parameter. */
export function optionalEnum<T extends string>(params: Params, name: string, values: readonly T[]): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!values.includes(value as T)) throw invalidRequest(`Invalid ${name}: must be one of ${values.join(', ')}`, name);
  return value as T;
}

/** An array parameter (`a[0]=x&a[1]=y`; the parser turns long ones into index-keyed objects). */
export function stringArray(params: Params, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : typeof value === 'object' && value ? Object.values(value) : [value];
  if (items.some((item) => typeof item !== 'string')) throw invalidRequest(`Invalid array: ${name}`, name);
  return items as string[];
}

/** A nested hash parameter (`card[number]=...`). */
export function optionalHash(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value) || value === null)
    throw invalidRequest(`Invalid object: ${name}`, name);
  return value as Params;
}

/**
 * Applies a `metadata` parameter to stored metadata as Stripe does: keys merge, an empty value
 * deletes a key, and `metadata=` (empty) clears all of them.
 */
export function mergedMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value) || value === null)
    throw invalidRequest('Invalid object: metadata', 'metadata');
  const merged = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid metadata value for ${key}`, `metadata[${key}]`);
    if (key.length > 40) throw invalidRequest('Metadata keys can have up to 40 characters.', `metadata[${key}]`);
    if (entry.length > 500) throw invalidRequest('Metadata values can have up to 500 characters.', `metadata[${key}]`);
    if (entry === '') delete merged[key];
    else merged[key] = entry;
  }
  if (Object.keys(merged).length > 50) throw invalidRequest('Metadata can have up to 50 keys.', 'metadata');
  return merged;
}

/** A currency code, lower-cased as Stripe answers it. */
export function requiredCurrency(params: Params): string {
  const currency = requiredString(params, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}`, 'currency');
  return currency;
}
