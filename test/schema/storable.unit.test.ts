import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedJson,
  boundedText,
  decimalPlaces,
  fraction,
  isStorableNumber,
  moneyMinor,
  quantity,
  rate,
  signedMoneyMinor,
  storableId,
  storableIdParam,
} from '../../shared/platform/schema/storable';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('decimalPlaces counts the digits JSON would write', () => {
  it.each([
    [19, 0],
    [19.25, 2],
    [7.6125, 4],
    [1e-131, 131],
    [1.5e-7, 8],
    [1e21, 0],
    [-0.001, 3],
  ])('%s has %i decimal places', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});

describe('isStorableNumber follows DynamoDB and the SDK marshaller', () => {
  it.each([
    [0, true],
    [1e-130, true],
    [1e-131, false],
    [1e-320, false],
    [Number.MAX_SAFE_INTEGER, true],
    [Number.MAX_SAFE_INTEGER + 2, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (value, storable) => {
    expect(isStorableNumber(value)).toBe(storable);
  });
});

describe('number presets refuse what cannot be stored exactly', () => {
  it.each([
    ['storableId', storableId, 1, true],
    ['storableId', storableId, 0, false],
    ['storableId', storableId, 1.5, false],
    ['storableId', storableId, 2 ** 53, false],
    ['moneyMinor', moneyMinor, 0, true],
    ['moneyMinor', moneyMinor, 1999, true],
    ['moneyMinor', moneyMinor, 19.99, false],
    ['moneyMinor', moneyMinor, -1, false],
    ['moneyMinor', moneyMinor, 1e300, false],
    ['signedMoneyMinor', signedMoneyMinor, -500, true],
    ['quantity', quantity, 1_000_000, true],
    ['quantity', quantity, 1_000_001, false],
    ['rate', rate, 19, true],
    ['rate', rate, 7.6125, true],
    ['rate', rate, 7.61255, false],
    ['rate', rate, 1e-131, false],
    ['rate', rate, 1e-320, false],
    ['rate', rate, 100.0001, false],
    ['fraction', fraction, 0.075, true],
    ['fraction', fraction, 1.1, false],
  ])('%s accepts %s: %s', (_name, schema, value, ok) => {
    expect(accepts(schema, value)).toBe(ok);
  });

  it('rate names its scale instead of rounding', () => {
    const result = rate.safeParse(1e-131);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must have at most 4 decimal places');
  });

  it('storableIdParam coerces path strings within the same bounds', () => {
    expect(storableIdParam.parse('42')).toBe(42);
    expect(accepts(storableIdParam, '9007199254740993')).toBe(false);
    expect(accepts(storableIdParam, 'abc')).toBe(false);
  });
});

describe('boundedText budgets UTF-8 bytes, not characters', () => {
  const text = boundedText(8);

  it.each([
    ['ascii within budget', 'abcdefgh', true],
    ['ascii over budget', 'abcdefghi', false],
    ['two 4-byte emoji fill it', '😀😀', true],
    ['three 3-byte chars exceed it', '日本語', false],
    ['lone surrogate', 'a\uD800b', false],
    ['NUL', 'a\u0000b', false],
  ])('%s', (_name, value, ok) => {
    expect(accepts(text, value)).toBe(ok);
  });

  it('keeps chaining the field rules and documents the budget in JSON Schema', () => {
    const title = boundedText(1000).trim().min(1).max(255);
    expect(accepts(title, '   ')).toBe(false);
    expect(z.toJSONSchema(title)).toMatchObject({ type: 'string', minLength: 1, maxLength: 255, 'x-max-bytes': 1000 });
  });
});

describe('boundedJson', () => {
  const metadata = boundedJson(64);

  it.each([
    ['an object', { a: 1, b: ['x', null, true] }, true],
    ['too many bytes', { a: 'x'.repeat(80) }, false],
    ['an unstorable number', { a: 1e-131 }, false],
    ['a number beyond the safe range', [1e300], false],
    ['a NUL in a nested string', [['a\u0000']], false],
    ['deep nesting', JSON.parse('['.repeat(20) + ']'.repeat(20)), false],
  ])('%s → %s', (_name, value, ok) => {
    expect(accepts(metadata, value)).toBe(ok);
  });
});
