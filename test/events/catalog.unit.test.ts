import { storefrontFamilies } from '../../shared/domains/storefront/families';
import { createHash } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { allEventDefinitions, findEventDefinition } from '../../shared/domains/event-catalog/catalog';
import { SCHEMA_VERSION } from '../../shared/domains/event-catalog/schema-version';
import { eventIdentifier, eventIndex, subscribableResources } from '../../shared/domains/event-catalog/event-index';
import { canonicalJson, publishedSchema } from '../../shared/domains/event-catalog/catalog-json-schema';
import { buildDeliveryPayload } from '../../shared/domains/event-catalog/payload';
import { checkPayloadsWith } from '../../shared/domains/event-catalog/payload-check';

const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));

/**
 * The published hashes. A change here means a published schema changed: receivers see a new
 * `schema_hash`; update the literal on purpose (and `SCHEMA_VERSION` when the change is breaking).
 */
const PUBLISHED_HASHES: Record<string, string> = {
  member_created: '6b4348aa3d81453bf6faf14b8244d31bba26fdbda6d8b94e0dce6225ef1adbe4',
  member_updated: 'e380c47d2e6aa07166af8d7632863ebb5eb895bc6ce159c7b8dbc632287d92ab',
  member_sponsor_changed: 'a8d1bcf8b43a8251b0b4a3940d5baedbe52931ad8b42e5825c64692fdf3d868c',
  member_rank_changed: 'a6348e9484d6fd858162541537c0264276c8c24a6e5c81cb70a442185f0d2222',
  company_event_created: '345d1852ea65ea65e1003719456807960ea97099471142ccb33cb2f385421672',
  company_event_updated: 'd0a6925339ab39be0502eafb16191d311f83820f02d93065335b20abebe9a85e',
  company_event_deleted: '769539ee66d8cb318427f282af817c2a31b74f30eecede57d7ad14ca2f38cfd7',
  company_event_notification: '6311339f96559efe7670f4672f6fad1a51ef3acf4a6f274141a9f7eedae45afa',
  agreement_created: '13685b2481ee8d778c30a090fb0c1cd68cdd0e4152571bb3106ee69894d88fc6',
  agreement_updated: '3386e945a9e72ffa3de9fe413c68074ae7fd86eca56b9e1661a844853e91e736',
  agreement_deleted: '28d0e893c495e4d9684594d5caebf5ca26f7d0d976e094e8db169032ca97d432',
  lead_created: '50b8018d1092ac2e57e7e31e6eaa45e6c8ac8d9f16d7286bf6278ce869529365',
  'droplet.installed': '68862c1d68d339d98203e25db22df7c8378bde99d205a74d2c053270d008fe97',
  'droplet.uninstalled': '82a6b56ad4fdde59810c71cac04736441de8c59420549d042cf5f5fd4b3a6e8c',
  product_created: 'e5fd267502ff356f7ed920693269c3514af2437486a640217582b97c0df45c18',
  product_updated: '7965991a90a4e966b15346376de0a57483f51f1301f96619442adebbc81c7ba9',
  product_deleted: 'd46eb520eddc48f8d7d621955fd9e0aed2454b7506e84216b9f02fafc2e6d670',
  category_created: 'e167284fabd7468354960f0bc5dde5de6a140ea85f10e12401b9bf2f3a77d427',
  category_updated: 'f80a08cae2cd9ec3545ce9c0063ced48611978df7b285f26e42562e49c9206ac',
  category_deleted: 'dccdbdd0c20d0ff4b0d561869e9155d8b803b7d204fa12e9f3a0b6f2db833198',
  collection_created: '5c54f8605f7e3fd213ba165f56662ce2b16cfe00c98b05d0b4f749f57c687e6a',
  collection_updated: '70d53a052a6b67ce69187040e41f7c1a60b77cd5c51a6d808a1097052399d3d6',
  collection_deleted: '86c0cb6a7ac3c64edc81f7c4c7f47b0803592603de2e1eb06378c404d99f8e1f',
  post_created: '04c0577866a0133ae04a8ae076d63b3888d9fb25d02b2aad2fd49591ec05aaa2',
  post_updated: 'f2ad6bc1ec9a8f91f9b7b278558cd2fe61ecdcd44359fe69b9cf9105f4d433fc',
  post_deleted: '4f0ae785674aa0c23397e235ea25bd35c5bd424c819ed93a61e4b19d5c34f4d2',
  page_created: '5de018e1a58f70444cec81b42e0825c6825be4e43d7e36c3d97f752d70ee5323',
  page_updated: '08e43725290b06c03e3dd743256978a95d5bd5efdeff56311ea50e2b15db2268',
  page_deleted: '6e2f860dc1cd01fec293d3fbe24e0fd880fae066fa7e6a4c78a318e1512d7d6d',
  medium_created: 'e502ce7b1afbb2ee76efbf21ee75757d4f9863512765cb518ab2fa85ee5fedcc',
  medium_updated: 'df49cbf36f4348df4a488647c04a311b2a0817f4bce004fd4afb1f12f00596af',
  medium_deleted: 'c2d1a334d96130fefbeb871400ced1754bc0b7091a5716ed49f6189a858349d8',
  library_created: 'e6e8ecf560c472737914cbff83ef0d448cf69677aa8a882d47ccd61474e916ff',
  library_updated: '2120948407281da25770825af60780ac82206126b5040d31d85757dd0c086c50',
  library_deleted: 'f6eb919b3485085416a70f739e1bec3997bf953fb3790702ac77fcff9e866a4d',
  enrollment_pack_created: '0f76569a95e4fe63816e680bf3b0e1de50eab85ea0207476aba30a5490ad8d41',
  enrollment_pack_updated: '1cdfd50e7a1b21c708fc2a982ceaff13577a6b670249740531604c2fe35e7170',
  enrollment_pack_deleted: '036f6bc47ca74605c41b9648a14b901440a8cf476d969d5b6b091359111442bc',
  cart_created: '34e8b5fdd6e5fea297d4f2e1be1ea7266953609fb386fc9402c42525d4ebd989',
  cart_updated: '985a1c4b8c6abbf186a3c88670f9b90804a5660029882415d15efa5ded92cdc0',
  order_created: '4912bc11a30a1883ffc7283ebd2152af4ed83f0e7d8d7a23027d2b390367559a',
  order_updated: '06f85874faf603fb9861f872e7db72e4e8a04840f04acda3a38e537b6b041683',
  order_fulfilled: 'b84b63efb3913da52d9810650b0a4f74c7dbec9af8a37d5e17dc9535cd9806c2',
  order_cancelled: 'c9c6f682dcc292dddb6599bba44c1bed8eae22c40377ed8b3db454e38e83d16e',
  order_refunded: '7d73823c1db87d7504979d436474d61475226ae83fcf369d137d7b15807bcf1d',
  fulfillment_created: '395504f17e2170abc45c03db02f503e4eb6f5e65f5b84d44aa7b202d30c510d5',
  fulfillment_cancelled: '481eba30e3aa375c8fdccdedf52a43cd6a00aafa4de00152c687dfce517540ab',
  customer_created: 'a32b6f39a42ed7d7b57b620012e9950b62f52dd875ea568a6c58f6485d3a2ea1',
  customer_updated: 'f6529c45f8b010cbb084379e73ea8a745f4f83cfe31a501424a7ad0dc12b338c',
  payment_authorized: '5e418948d475cf25ddb8cc3ba607d0d922377e1070d3c6ecac00268d444c39ce',
  payment_captured: 'dd8f6c4d277d7c71fc45c97eb7c043bf12087f221a073065c2e0d0f786b377c8',
  payment_voided: 'cee8b56083bee119e3f24c64c26c6898136d1a100da1a22ffe51cb86cc725e98',
  payment_refunded: 'f23adfaac36dae6481b8c9e9131916823a31c12c0c3c6123c5d34708e8bc39ad',
  payment_declined: '327c22a0cce6174eee5266e897532228c8057d7fcbb54a44460bf1a672b33fea',
  payment_disputed: '7be4bfb4c5b573836766ba40c101fbeca65594056b2785dab73e2c369343bcf4',
  subscription_created: 'e1783dcb0357f861df55f2ea1a7810938b19803f259a22131cc0a58218147b44',
  subscription_updated: '4379efec166e13edfd37dedcfcb214bae75c48adca7169508aa15e2475e44616',
  subscription_renewed: 'b5617d1b45202fa4c2caeaf79b14f4fb8072a95c40d5a51ec98a7c5c401ebe29',
  subscription_payment_failed: '293a6839f9277f458f31ddbd3f26f099d75495f0e4ffabce3c7e87d31a9a28cf',
  subscription_paused: 'bdbaa6a3ba4299f508be939c42057273509fb32b9fb4f1b640030a082087c2be',
  subscription_resumed: '435eefd42fb301fd62424bc6ce7a7efa94c93c3490a9a888dba4cda986ee1f3c',
  subscription_cancelled: 'c0aff36c1cc80e3b4ce3974dbd4524ba6d915f15e8c1163635d0ec2638a39f1c',
  subscription_expired: 'cc1c44a7ee15ffbcc0ee3201f5ffbf3b0fb37962357d71b3fd196f93d7f114b9',
  subscription_payment_method_expiring: '9270680a2d727611ff070ac351bfb3001df7f3ff6683935253cf92ed897ed49d',
};

describe('event catalog', () => {
  it.each(allEventDefinitions().map((definition) => [definition.identifier, definition] as const))(
    '%s: the payload built from its example validates against its published JSON Schema',
    (_identifier, definition) => {
      const validate = ajv.compile(publishedSchema(definition).jsonSchema);
      const payload = buildDeliveryPayload({
        companyId: 42,
        resource: definition.resource,
        event: definition.event,
        data: definition.example,
      });
      expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each(allEventDefinitions().map((definition) => [definition.identifier, definition] as const))(
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
    const hashes = Object.fromEntries(
      allEventDefinitions().map((definition) => [definition.identifier, publishedSchema(definition).hash]),
    );
    expect(hashes).toEqual(PUBLISHED_HASHES);
    for (const definition of allEventDefinitions()) {
      const { jsonSchema, hash } = publishedSchema(definition);
      expect(hash).toBe(createHash('sha256').update(canonicalJson(jsonSchema)).digest('hex'));
    }
  });

  it('canonical JSON sorts keys at every depth, so key order never changes the hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('company event identifiers are <resource>_<event> (SPEC "Events" 4) and unique', () => {
    for (const definition of allEventDefinitions().filter((candidate) => candidate.audience === 'company'))
      expect(definition.identifier).toBe(`${definition.resource}_${definition.event}`);
    expect(new Set(allEventDefinitions().map((definition) => definition.identifier)).size).toBe(
      allEventDefinitions().length,
    );
  });

  it('the droplet lifecycle events keep the dotted names of SPEC "Events" 5, in the envelope name and payload.event_name', () => {
    expect(
      allEventDefinitions()
        .filter((definition) => definition.audience === 'droplet')
        .map((definition) => definition.identifier),
    ).toEqual(['droplet.installed', 'droplet.uninstalled']);
    const installed = findEventDefinition('droplet', 'installed')!;
    expect(
      buildDeliveryPayload({ companyId: 7, resource: 'droplet', event: 'installed', data: installed.example })
        .event_name,
    ).toBe('droplet.installed');
    expect(eventIdentifier('droplet', 'uninstalled')).toBe('droplet.uninstalled');
    expect(eventIdentifier('member', 'created')).toBe('member_created');
  });

  it('lists for subscription only the company-audience events the platform emits (no droplet lifecycle)', () => {
    expect(
      subscribableResources().map((resource) => [
        resource.name,
        resource.events.map((event) => event.event_identifier),
      ]),
    ).toEqual([
      ['member', ['member_created', 'member_updated', 'member_sponsor_changed', 'member_rank_changed']],
      [
        'company_event',
        ['company_event_created', 'company_event_updated', 'company_event_deleted', 'company_event_notification'],
      ],
      ['agreement', ['agreement_created', 'agreement_updated', 'agreement_deleted']],
      ['lead', ['lead_created']],
      ...storefrontFamilies.map((family) => [
        family.name,
        ['created', 'updated', 'deleted'].map((event) => `${family.name}_${event}`),
      ]),
      ['cart', ['cart_created', 'cart_updated']],
      ['order', ['order_created', 'order_updated', 'order_fulfilled', 'order_cancelled', 'order_refunded']],
      ['fulfillment', ['fulfillment_created', 'fulfillment_cancelled']],
      ['customer', ['customer_created', 'customer_updated']],
      [
        'payment',
        ['authorized', 'captured', 'voided', 'refunded', 'declined', 'disputed'].map((event) => `payment_${event}`),
      ],
      [
        'subscription',
        [
          'created',
          'updated',
          'renewed',
          'payment_failed',
          'paused',
          'resumed',
          'cancelled',
          'expired',
          'payment_method_expiring',
        ].map((event) => `subscription_${event}`),
      ],
    ]);
  });

  it("the schema-free event index names exactly the catalog's events", () => {
    expect(eventIndex.map(({ identifier }) => identifier)).toEqual(
      allEventDefinitions().map(({ identifier }) => identifier),
    );
  });

  it('findEventDefinition matches both halves (company_event + created, not company + event_created)', () => {
    expect(findEventDefinition('company_event', 'created')?.identifier).toBe('company_event_created');
    expect(findEventDefinition('company', 'event_created')).toBeUndefined();
    expect(findEventDefinition('invoice', 'created')).toBeUndefined();
  });
});

describe('buildDeliveryPayload', () => {
  const member = allEventDefinitions().find((definition) => definition.identifier === 'member_created')!;

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

  it('without a payload check (as deployed) sends the data with only the top-level keys its schema declares, in their declared order', () => {
    const previous = checkPayloadsWith(undefined);
    try {
      const payload = buildDeliveryPayload({
        companyId: 7,
        resource: 'member',
        event: 'created',
        data: { pk: 'COMPANY#7', ...member.example, password_hash: 'x' },
      });
      expect(payload.member).toEqual(member.example);
      expect(Object.keys(payload.member as object)).toEqual(
        Object.keys(member.resourceSchema.shape).filter((key) => key in member.example),
      );
    } finally {
      checkPayloadsWith(previous);
    }
  });

  it("stamps each event's published schema hash", () => {
    for (const definition of allEventDefinitions()) {
      expect(
        buildDeliveryPayload({
          companyId: 7,
          resource: definition.resource,
          event: definition.event,
          data: definition.example,
        }).schema_hash,
      ).toBe(publishedSchema(definition).hash);
    }
  });

  it.each([
    ['an unknown event', { resource: 'member', event: 'exploded', data: member.example }, /No event member_exploded/],
    ['a resource not emitted yet', { resource: 'invoice', event: 'created', data: {} }, /No event invoice_created/],
    [
      'data missing a required field',
      { resource: 'member', event: 'created', data: { ...member.example, email: undefined } },
      /does not match its schema/,
    ],
    [
      'data of the wrong type',
      { resource: 'member', event: 'updated', data: { ...member.example, id: '12' } },
      /does not match its schema/,
    ],
    // Deployed functions send the data as written: an internal attribute must fail here, not leak there.
    [
      'data with fields the schema does not declare',
      { resource: 'member', event: 'created', data: { ...member.example, password_hash: 'x', pk: 'COMPANY#7' } },
      /not exactly its schema's shape .*password_hash: parsed absent, sent "x"; pk: parsed absent/,
    ],
  ])('throws on %s (a bug in the emitting code, never a silent bad payload)', (_case, input, message) => {
    expect(() => buildDeliveryPayload({ companyId: 7, ...input })).toThrow(message);
  });
});
