import { z } from 'zod';

/**
 * Storable-by-construction zod presets: every value a request schema accepts can be written to
 * DynamoDB as is, so a bad value is a 422 naming the field, never a 500 at write time.
 *
 * DynamoDB numbers hold 38 significant digits with magnitudes from 1E-130 to 9.99E+125, items hold
 * at most 400 KB and nest at most 32 levels; the SDK's marshaller also refuses JS numbers beyond
 * Number.MAX_SAFE_INTEGER. The presets stay well inside all of those.
 */

/** Largest integer a JS number holds exactly (and the SDK marshals without BigInt). */
export const MAX_STORABLE_INTEGER = Number.MAX_SAFE_INTEGER;
/** Smallest non-zero magnitude DynamoDB stores. */
export const MIN_STORABLE_MAGNITUDE = 1e-130;
/** DynamoDB's nesting limit for maps and lists. */
export const MAX_STORABLE_DEPTH = 32;
/** Largest quantity a line, stock level or count may carry. */
export const MAX_QUANTITY = 1_000_000;

/** True when DynamoDB and the SDK marshaller both accept `value` unchanged. */
export function isStorableNumber(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const magnitude = Math.abs(value);
  return magnitude === 0 || (magnitude >= MIN_STORABLE_MAGNITUDE && magnitude <= MAX_STORABLE_INTEGER);
}

/**
 * Digits after the decimal point of the shortest decimal that round-trips `value` (what JSON and
 * the SDK write): `19.25` → 2, `1e-131` → 131, `1.5e-7` → 8.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text UTF-8 can encode (no lone surrogates) and without NUL characters. */
export function isStorableText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !value.includes('\u0000');
}

/** UTF-8 size of a string, the unit DynamoDB counts item size in. */
export function utf8Bytes(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

/**
 * A positive integer id (1 … 2^53-1) in a JSON body.
 *
 * @example company_id: storableId
 */
export const storableId = z.int().min(1).max(MAX_STORABLE_INTEGER);

/**
 * A positive integer id in a path or query string (a string coerced to a number, same bounds).
 *
 * @example export const webhookParams = z.object({ id: storableIdParam });
 */
export const storableIdParam = z.coerce.number().pipe(storableId);

/**
 * Money in minor units (cents): a non-negative safe integer, never a float.
 *
 * @example price: moneyMinor
 */
export const moneyMinor = z
  .int()
  .min(0)
  .max(MAX_STORABLE_INTEGER)
  .meta({ description: 'Amount in minor units of the currency (cents), a non-negative integer' });

/** Money in minor units that may be negative (adjustments, refunds as deltas). */
export const signedMoneyMinor = z
  .int()
  .min(-MAX_STORABLE_INTEGER)
  .max(MAX_STORABLE_INTEGER)
  .meta({ description: 'Amount in minor units of the currency; may be negative' });

/**
 * A count of items: an integer from 0 to 1,000,000. Chain `.min(1)` where zero makes no sense.
 *
 * @example quantity: quantity.min(1)
 */
export const quantity = z.int().min(0).max(MAX_QUANTITY);

/** Bounds of a decimal preset. */
export interface DecimalOptions {
  /** Smallest accepted value (inclusive). */
  readonly min: number;
  /** Largest accepted value (inclusive). */
  readonly max: number;
  /** Most digits after the decimal point; more is refused, never rounded. */
  readonly scale: number;
}

/**
 * A decimal within `[min, max]` with at most `scale` digits after the point. A value with more
 * digits (`1e-131` has 131) is refused with a message naming the scale, not rounded silently.
 *
 * @example weight_kg: storableDecimal({ min: 0, max: 100_000, scale: 3 })
 */
export function storableDecimal(options: DecimalOptions) {
  return z
    .number()
    .min(options.min)
    .max(options.max)
    .refine((value) => decimalPlaces(value) <= options.scale, `must have at most ${options.scale} decimal places`)
    .meta({ 'x-scale': options.scale });
}

/**
 * A rate in percent from 0 to 100 with at most 4 decimal places (`19` = 19 %, `7.6125` = 7.6125 %).
 *
 * @example tax_standard_rate: rate.nullish()
 */
export const rate = storableDecimal({ min: 0, max: 100, scale: 4 }).describe(
  'Percent from 0 to 100, at most 4 decimal places (19 = 19 %)',
);

/** A fraction from 0 to 1 with at most 6 decimal places (`0.075` = 7.5 %). */
export const fraction = storableDecimal({ min: 0, max: 1, scale: 6 }).describe(
  'Fraction from 0 to 1, at most 6 decimal places (0.075 = 7.5 %)',
);

/** Size of `value` serialized as JSON, in UTF-8 bytes. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value) ?? '');
}

/**
 * Free text with a budget in UTF-8 bytes (what DynamoDB counts), not characters. Also refuses
 * text that is not well-formed Unicode (lone surrogates) and NUL characters. Chain `.max(chars)`,
 * `.min(1)`, `.trim()` for the field's own rules; the byte budget bounds what it costs to store.
 * `params` are zod's string parameters (e.g. a custom type error).
 *
 * @example title: boundedText(1_000).trim().min(1).max(255)
 */
export function boundedText(maxBytes: number, params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .max(maxBytes, `must be at most ${maxBytes} bytes`)
    .refine(isStorableText, 'must be well-formed Unicode text without NUL characters')
    .refine((value) => utf8Bytes(value) <= maxBytes, `must be at most ${maxBytes} bytes of UTF-8`)
    .meta({ 'x-max-bytes': maxBytes });
}

/**
 * Any JSON value (metadata, extension settings) that DynamoDB can store: at most `maxBytes` of
 * serialized JSON, nested at most 16 levels, every number storable and every string well-formed.
 *
 * @example metadata: boundedJson(16_384).optional()
 */
export function boundedJson(maxBytes: number) {
  // The bounds are checked before z.json(), whose recursive union would overflow the stack on
  // input nested thousands deep; this check stops at the depth limit.
  return z
    .unknown()
    .superRefine((value, context) => {
      const problem = jsonProblem(value, 0);
      if (problem) context.addIssue({ code: 'custom', message: problem });
      else if (jsonBytes(value) > maxBytes)
        context.addIssue({ code: 'custom', message: `must be at most ${maxBytes} bytes of JSON` });
    })
    .pipe(z.json())
    .meta({ 'x-max-bytes': maxBytes });
}

const MAX_JSON_DEPTH = MAX_STORABLE_DEPTH / 2;

function jsonProblem(value: unknown, depth: number): string | undefined {
  if (depth > MAX_JSON_DEPTH) return `must nest at most ${MAX_JSON_DEPTH} levels`;
  if (typeof value === 'number')
    return isStorableNumber(value)
      ? undefined
      : `must hold only numbers between ${MIN_STORABLE_MAGNITUDE} and ${MAX_STORABLE_INTEGER} in magnitude`;
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : 'must hold only well-formed text without NUL characters';
  if (Array.isArray(value)) return firstProblem(value, depth);
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.some((key) => key === '' || !isStorableText(key))) return 'must not have empty or malformed keys';
    return firstProblem(Object.values(value), depth);
  }
  return undefined;
}

function firstProblem(values: unknown[], depth: number): string | undefined {
  for (const item of values) {
    const problem = jsonProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
