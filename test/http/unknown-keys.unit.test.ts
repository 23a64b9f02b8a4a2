import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manifest } from '../../functions/manifest';
import { didYouMean } from '../../shared/edge/http/did-you-mean';
import { findUnknownKeys } from '../../shared/platform/schema/unknown-keys';
import { answeredKeysOf } from '../../shared/platform/schema/answered-keys';
import { validate, validateBody } from '../../shared/edge/http/validation';
import { readOnlyWarnings } from '../../shared/edge/http/read-only-warnings';
import { ValidationFailed } from '../../shared/platform/errors/domain-error';

const refusal = (schema: z.ZodType, value: unknown) => {
  try {
    validateBody(schema, value, undefined);
  } catch (error) {
    if (error instanceof ValidationFailed) return { message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('expected a validation failure');
};

describe('did you mean', () => {
  it.each([
    ['colour', ['color', 'title'], 'color'],
    ['countryIso', ['country_iso', 'country'], 'country_iso'],
    ['titel', ['title', 'slug'], 'title'],
    ['pubilc', ['active', 'public'], 'public'],
  ])('suggests the declared key close to %s', (name, known, expected) => {
    expect(didYouMean(name, known)).toBe(expected);
  });

  it('suggests nothing when no declared key is close', () => {
    expect(didYouMean('colour', ['title', 'slug', 'status'])).toBeUndefined();
    expect(didYouMean('id', ['ip'])).toBe('ip');
    expect(didYouMean('x', ['title'])).toBeUndefined();
  });
});

describe('unknown request keys: one rule for every schema', () => {
  const item = z.object({
    name: z.string(),
    color: z.string().optional(),
    tags: z.array(z.object({ label: z.string() })).optional(),
  });

  it('refuses a key a plain (stripping) object does not declare, naming it and the close declared key', () => {
    const { message, errors } = refusal(z.object({ item }), { item: { name: 'a', colour: 'red' } });
    expect(errors).toEqual({ 'item.colour': ['is not a known key; did you mean `color`?'] });
    expect(message).toBe('Validation failed: item.colour is not a known key; did you mean `color`?');
  });

  it('answers a .strict() object the same way as a plain one', () => {
    expect(refusal(z.object({ item: item.strict() }), { item: { name: 'a', colour: 'red' } }).errors).toEqual({
      'item.colour': ['is not a known key; did you mean `color`?'],
    });
  });

  it('lists the declared keys when none is close, and reports keys inside arrays', () => {
    expect(refusal(z.object({ item }), { item: { name: 'a', tags: [{ label: 'x', weight: 2 }] } }).errors).toEqual({
      'item.tags.0.weight': ['is not a known key; known keys: `label`'],
    });
  });

  it('reports unknown keys beside the other failures, unknown keys first', () => {
    expect(refusal(z.object({ item }), { item: { colour: 'red' } }).errors).toEqual({
      'item.colour': ['is not a known key; did you mean `color`?'],
      'item.name': [expect.any(String)],
    });
  });

  it('accepts any key where the schema says so (records, loose objects) and judges the union branch the value matches', () => {
    const open = z.object({ metadata: z.record(z.string(), z.unknown()), extra: z.looseObject({ a: z.number() }) });
    expect(findUnknownKeys(open, { metadata: { anything: 1 }, extra: { a: 1, b: 2 } })).toEqual([]);
    const union = z.object({ target: z.union([z.object({ url: z.string() }), z.object({ email: z.string() })]) });
    expect(findUnknownKeys(union, { target: { url: 'x' } })).toEqual([]);
    expect(findUnknownKeys(union, { target: { url: 'x', emial: 'y' } })).toEqual([
      { path: ['target'], key: 'emial', known: ['url'] },
    ]);
  });

  it('judges an intersection by the keys of both sides', () => {
    const both = z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() }));
    expect(findUnknownKeys(both, { a: 1, b: 2 })).toEqual([]);
    expect(findUnknownKeys(both, { a: 1, b: 2, c: 3 })).toEqual([{ path: [], key: 'c', known: ['a', 'b'] }]);
  });

  it('leaves query strings alone (caches and trackers add parameters)', () => {
    expect(validate(z.object({ q: z.string().optional() }), { q: 'a', utm_source: 'mail' }, 'query')).toEqual({
      q: 'a',
    });
  });

  // Generated from the manifest: a route added on any branch inherits the rule through its schema.
  it.each(manifest.filter((route) => route.request?.body).map((route) => [route.id, route] as const))(
    '%s refuses an unknown top-level body key',
    (_id, route) => {
      expect(findUnknownKeys(route.request!.body!, { not_a_declared_key: 1 })).toEqual([
        expect.objectContaining({ key: 'not_a_declared_key' }),
      ]);
    },
  );
});

describe('read-only keys: what the route answers is ignored on writes, not refused (docs/api.md "Round trips")', () => {
  const body = z.object({
    item: z.object({ name: z.string().optional(), tags: z.array(z.object({ label: z.string() })).optional() }).strict(),
  });
  const answered = answeredKeysOf(
    z.object({
      item: z.object({
        id: z.number(),
        name: z.string(),
        updated_at: z.string(),
        tags: z.array(z.object({ label: z.string(), count: z.number() })),
      }),
    }),
  );

  it('drops answered keys at any depth and reports them with the values sent', () => {
    const sent = { item: { id: 1, name: 'a', updated_at: 'then', tags: [{ label: 'x', count: 2 }] } };
    const { value, ignored } = validateBody(body, sent, answered);
    expect(value).toEqual({ item: { name: 'a', tags: [{ label: 'x' }] } });
    expect(ignored.map((entry) => [[...entry.path, entry.key].join('.'), entry.sent])).toEqual([
      ['item.id', 1],
      ['item.updated_at', 'then'],
      ['item.tags.0.count', 2],
    ]);
  });

  it("reads the answer's keys through wrappers, unions and recursion, as plain data a deployed bundle can carry precomputed", () => {
    const node: z.ZodType = z.lazy(() => z.object({ label: z.string(), children: z.array(node) }));
    const schema = z.object({
      item: z.union([z.object({ id: z.number() }), z.object({ sku: z.string().nullable() })]).optional(),
      tree: node,
      at: z.string().transform((value) => new Date(value)),
    });
    const keys = answeredKeysOf(schema);
    expect(keys).toEqual({ item: { id: 0, sku: 0 }, tree: { label: 0, children: [0] }, at: 0 });
    expect(JSON.parse(JSON.stringify(keys))).toEqual(keys);
  });

  it("keeps the answer's keys only as deep as the body reaches, and judges a written-back resource alike", () => {
    const answer = z.object({
      cart: z.object({
        id: z.number(),
        email: z.string(),
        items: z.array(z.object({ id: z.number(), title: z.string() })),
        address: z.object({ line1: z.string(), country: z.object({ iso: z.string() }) }),
      }),
    });
    const update = z.object({
      cart: z
        .object({ email: z.string().optional(), address: z.object({ line1: z.string() }).strict().optional() })
        .strict(),
    });
    const pruned = answeredKeysOf(answer, update);
    expect(pruned).toEqual({ cart: { id: 0, email: 0, items: 0, address: { line1: 0, country: 0 } } });
    const sent = {
      cart: {
        id: 7,
        email: 'a@example.com',
        items: [{ id: 1, title: 't' }],
        address: { line1: 'Main St', country: { iso: 'US' } },
      },
    };
    const full = validateBody(update, sent, answeredKeysOf(answer));
    expect(validateBody(update, sent, pruned)).toEqual(full);
    expect(full.value).toEqual({ cart: { email: 'a@example.com', address: { line1: 'Main St' } } });
    expect(() => validateBody(update, { cart: { address: { line2: 'x' } } }, pruned)).toThrow(ValidationFailed);
  });

  it('still refuses a key the answer does not carry', () => {
    expect(() => validateBody(body, { item: { colour: 'red' } }, answered)).toThrow(ValidationFailed);
  });

  it('warns only for an explained read-only key whose value the answer does not carry', () => {
    const explained = [{ path: ['item'], key: 'active', sent: false, hint: 'items are switched with `public`' }];
    expect(readOnlyWarnings(explained, { item: { active: true } })).toEqual([
      '`item.active` is read-only and was ignored; items are switched with `public`',
    ]);
    expect(readOnlyWarnings(explained, { item: { active: false } })).toEqual([]);
    expect(
      readOnlyWarnings([{ path: ['item'], key: 'updated_at', sent: 'then' }], { item: { updated_at: 'now' } }),
    ).toEqual([]);
  });
});
