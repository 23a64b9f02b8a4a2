import fc from 'fast-check';

/** How a valid body is broken; each names a class of input the API must refuse cleanly. */
export const mutationKinds = [
  'none',
  'wrong-type',
  'remove-field',
  'extra-field',
  'null',
  'number-edge',
  'long-string',
  'deep-nesting',
  'unicode',
  'proto-key',
  'malformed-json',
  'not-an-object',
] as const;
export type MutationKind = (typeof mutationKinds)[number];

/** Numbers at and beyond the storable bounds (DynamoDB range, safe integers, scales). */
const edgeNumbers = [
  0,
  -1,
  1.5,
  1e-130,
  1e-131,
  1e-320,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e125,
  1e126,
  1e308,
  7.61255,
  100.0001,
];
/** Text that tends to break storage, logs or string handling. */
const awkwardText = [
  'a\u0000b',
  'x\uD800',
  '\uDC00y',
  '😀'.repeat(300),
  'e\u0301'.repeat(200),
  '\u202Eevil',
  '<script>alert(1)</script>',
  "'; DROP TABLE x; --",
  '\r\n\t',
  ' ',
];
const longStrings = [256, 2_049, 10_001, 70_000].map((length) => 'x'.repeat(length));
const wrongTypes: unknown[] = [true, 0, 'text', [], {}, [1, 'a'], null];

type Json = unknown;

/** One mutation: its kind plus the random choices that pin where and with what it is applied. */
export interface Mutation {
  kind: MutationKind;
  /** Picks the node the mutation applies to (modulo the node count). */
  at: number;
  /** Picks the replacement value (modulo the candidate count). */
  pick: number;
}

/** Arbitrary mutations, the untouched valid body included. */
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(...mutationKinds),
  at: fc.nat(),
  pick: fc.nat(),
});

/** Applies `mutation` to a valid body and serializes it as the raw request text. */
export function mutateBody(body: Json, mutation: Mutation): string {
  const copy = body === undefined ? {} : structuredClone(body);
  const pick = <T>(list: readonly T[]) => list[mutation.pick % list.length]!;
  switch (mutation.kind) {
    case 'none':
      return JSON.stringify(copy);
    case 'malformed-json':
      return pick([
        JSON.stringify(copy).slice(0, -1),
        `${JSON.stringify(copy)},`,
        "{'single': 'quotes'}",
        '{"a":1,}',
        '\u0000',
        'NaN',
        '',
      ]);
    case 'not-an-object':
      return JSON.stringify(pick([[copy], 'body', 42, null, true]));
    case 'deep-nesting':
      return replaceAt(copy, mutation.at, '__DEEP__').replace('"__DEEP__"', '['.repeat(2_000) + ']'.repeat(2_000));
    case 'proto-key':
      return JSON.stringify(addKey(copy, mutation.at, '__PROTO__', { polluted: true, isAdmin: true })).replace(
        '"__PROTO__"',
        pick(['"__proto__"', '"constructor"', '"prototype"']),
      );
    case 'extra-field':
      return JSON.stringify(
        addKey(copy, mutation.at, pick(['unexpected', 'id', 'company_id', 'version', 'pk']), pick(wrongTypes)),
      );
    case 'remove-field':
      return JSON.stringify(removeKey(copy, mutation.at));
    case 'wrong-type':
      return replaceAt(copy, mutation.at, pick(wrongTypes));
    case 'null':
      return replaceAt(copy, mutation.at, null);
    case 'number-edge':
      return replaceAt(copy, mutation.at, pick(edgeNumbers));
    case 'long-string':
      return replaceAt(copy, mutation.at, pick(longStrings));
    case 'unicode':
      return replaceAt(copy, mutation.at, pick(awkwardText));
  }
}

interface Slot {
  parent: Record<string, unknown> | unknown[];
  key: string | number;
}

/** Every property and element slot of the tree, depth first. */
function slots(value: Json, found: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      found.push({ parent: value, key: index });
      slots(item, found);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push({ parent: value as Record<string, unknown>, key });
      slots(item, found);
    }
  }
  return found;
}

function objects(value: Json): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (node: Json) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      found.push(node as Record<string, unknown>);
      Object.values(node).forEach(walk);
    }
  };
  walk(value);
  return found;
}

function replaceAt(tree: Json, at: number, replacement: unknown): string {
  const all = slots(tree);
  if (all.length === 0) return JSON.stringify(replacement);
  const slot = all[at % all.length]!;
  (slot.parent as Record<string | number, unknown>)[slot.key] = replacement;
  return JSON.stringify(tree);
}

function addKey(tree: Json, at: number, key: string, value: unknown): Json {
  const all = objects(tree);
  if (all.length === 0) return { [key]: value };
  Object.defineProperty(all[at % all.length]!, key, { value, enumerable: true, writable: true, configurable: true });
  return tree;
}

function removeKey(tree: Json, at: number): Json {
  const all = slots(tree).filter((slot) => !Array.isArray(slot.parent));
  if (all.length === 0) return tree;
  const slot = all[at % all.length]!;
  delete (slot.parent as Record<string, unknown>)[slot.key as string];
  return tree;
}
