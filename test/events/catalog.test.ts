import { storefrontFamilies } from '../../shared/storefront/families';
import { createHash } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { eventCatalog, findEventDefinition, SCHEMA_VERSION, subscribableResources } from '../../shared/events/catalog';
import { canonicalJson, publishedSchema } from '../../shared/events/catalog-json-schema';
import { buildDeliveryPayload } from '../../shared/events/payload';

const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));

/**
 * The published hashes. A change here means a published schema changed: receivers see a new
 * `schema_hash`; update the literal on purpose (and `SCHEMA_VERSION` when the change is breaking).
 */
const PUBLISHED_HASHES: Record<string, string> = {
  member_created: '17c2e27b892a03429d18fa38b793fcffe4a295842ff0b1c5b420cbe99dc13e9b',
  member_updated: '58fb1eb2284fb367ccd68d4e5a690cc8a439b0028a078f54e0b27ce8621a3e03',
  company_event_created: '345d1852ea65ea65e1003719456807960ea97099471142ccb33cb2f385421672',
  company_event_updated: 'd0a6925339ab39be0502eafb16191d311f83820f02d93065335b20abebe9a85e',
  company_event_deleted: '769539ee66d8cb318427f282af817c2a31b74f30eecede57d7ad14ca2f38cfd7',
  company_event_notification: '6311339f96559efe7670f4672f6fad1a51ef3acf4a6f274141a9f7eedae45afa',
  droplet_installed: 'b070c15525e4712bc9d154e272e6c49c97e3f37b9f8d0f983397d29f7006d7db',
  droplet_uninstalled: 'f396d9b38bc2d8d9547e0ceebf279ec273790b07f4742b67e528f76581e1900c',
  product_created: 'cbb31e5d4899ebc7be2a59be62cc16625d354735d503e3d64ac8ed4338d5e664',
  product_updated: 'c04f0618fb5e12b101992038980ae50834b05f293f34e433666c6465faaaf881',
  product_deleted: '743ddc8c7b89cbe4fcee17765a2aa352221b07b7ce1afe1ed154da6051306086',
  category_created: 'e167284fabd7468354960f0bc5dde5de6a140ea85f10e12401b9bf2f3a77d427',
  category_updated: 'f80a08cae2cd9ec3545ce9c0063ced48611978df7b285f26e42562e49c9206ac',
  category_deleted: 'dccdbdd0c20d0ff4b0d561869e9155d8b803b7d204fa12e9f3a0b6f2db833198',
  collection_created: '5c54f8605f7e3fd213ba165f56662ce2b16cfe00c98b05d0b4f749f57c687e6a',
  collection_updated: '70d53a052a6b67ce69187040e41f7c1a60b77cd5c51a6d808a1097052399d3d6',
  collection_deleted: '86c0cb6a7ac3c64edc81f7c4c7f47b0803592603de2e1eb06378c404d99f8e1f',
  cart_created: '28fffe9d649d420448e3324e9383aa1463a8bd8f47e0863b5377dff0d80d982c',
  cart_updated: 'fedc805c33feb5ebe28caf103192445d9f51fc98aae3b6c6be5da4b98bf84a1b',
  order_created: '1f49c8ba78507d70b4fd64034736cf64222076767ebe75d7dbc65690848044c6',
};

describe('event catalog', () => {
  it.each(eventCatalog.map((definition) => [definition.identifier, definition] as const))(
    '%s: the payload built from its example validates against its published JSON Schema',
    (_identifier, definition) => {
      const validate = ajv.compile(publishedSchema(definition).jsonSchema);
      const payload = buildDeliveryPayload({ companyId: 42, resource: definition.resource, event: definition.event, data: definition.example });
      expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each(eventCatalog.map((definition) => [definition.identifier, definition] as const))(
    '%s: the published schema rejects a payload missing its resource object (the schema is not vacuous)',
    (_identifier, definition) => {
      const validate = ajv.compile(publishedSchema(definition).jsonSchema);
      const { [definition.resource]: _resource, ...withoutResource } = buildDeliveryPayload({
        companyId: 42,
        resource: definition.resource,
        event: definition.event,
        data: definition.example,
      });
      expect(validate(withoutResource)).toBe(false);
    },
  );

  it('schema_hash is the SHA-256 of the canonical schema and stable across runs (snapshot of literal values)', () => {
    const hashes = Object.fromEntries(eventCatalog.map((definition) => [definition.identifier, publishedSchema(definition).hash]));
    expect(hashes).toEqual(PUBLISHED_HASHES);
    for (const definition of eventCatalog) {
      const { jsonSchema, hash } = publishedSchema(definition);
      expect(hash).toBe(createHash('sha256').update(canonicalJson(jsonSchema)).digest('hex'));
    }
  });

  it('canonical JSON sorts keys at every depth, so key order never changes the hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('event identifiers are <resource>_<event> and unique', () => {
    for (const definition of eventCatalog) expect(definition.identifier).toBe(`${definition.resource}_${definition.event}`);
    expect(new Set(eventCatalog.map((definition) => definition.identifier)).size).toBe(eventCatalog.length);
  });

  it('lists for subscription only the company-audience events the platform emits (no droplet lifecycle)', () => {
    expect(subscribableResources().map((resource) => [resource.name, resource.events.map((event) => event.event_identifier)])).toEqual([
      ['member', ['member_created', 'member_updated']],
      ['company_event', ['company_event_created', 'company_event_updated', 'company_event_deleted', 'company_event_notification']],
      ...storefrontFamilies.map((family) => [family.name, ['created', 'updated', 'deleted'].map((event) => `${family.name}_${event}`)]),
      ['cart', ['cart_created', 'cart_updated']],
      ['order', ['order_created']],
    ]);
  });

  it('findEventDefinition matches both halves (company_event + created, not company + event_created)', () => {
    expect(findEventDefinition('company_event', 'created')?.identifier).toBe('company_event_created');
    expect(findEventDefinition('company', 'event_created')).toBeUndefined();
    expect(findEventDefinition('invoice', 'created')).toBeUndefined();
  });
});

describe('buildDeliveryPayload', () => {
  const member = eventCatalog.find((definition) => definition.identifier === 'member_created')!;

  it('puts the resource under its lowercase name with the metadata the spec lists', () => {
    const payload = buildDeliveryPayload({ companyId: 7, resource: 'member', event: 'created', data: member.example });
    expect(payload).toEqual({
      member: member.example,
      event_name: 'member_created',
      schema_version: SCHEMA_VERSION,
      schema_hash: publishedSchema(member).hash,
      company_id: 7,
      resource_name: 'Service::Member',
      resource: 'member',
      event: 'created',
    });
    expect(payload).not.toHaveProperty('data');
  });

  it('drops fields the schema does not declare (internal attributes never leak into payloads)', () => {
    const payload = buildDeliveryPayload({ companyId: 7, resource: 'member', event: 'created', data: { ...member.example, password_hash: 'x', pk: 'COMPANY#7' } });
    expect(payload.member).toEqual(member.example);
  });

  it.each([
    ['an unknown event', { resource: 'member', event: 'exploded', data: member.example }, /No event member_exploded/],
    ['a resource not emitted yet', { resource: 'invoice', event: 'created', data: {} }, /No event invoice_created/],
    ['data missing a required field', { resource: 'member', event: 'created', data: { ...member.example, email: undefined } }, /does not match its schema/],
    ['data of the wrong type', { resource: 'member', event: 'updated', data: { ...member.example, id: '12' } }, /does not match its schema/],
  ])('throws on %s (a bug in the emitting code, never a silent bad payload)', (_case, input, message) => {
    expect(() => buildDeliveryPayload({ companyId: 7, ...input })).toThrow(message);
  });
});
