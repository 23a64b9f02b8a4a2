import { storefrontFamilies } from '../../shared/domains/storefront/families';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/domains/event-catalog/schema-version';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('GET /api/company/webhooks/resources', () => {
  it('lists each subscribable resource with its events and event identifiers, only what the platform emits', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/company/webhooks/resources', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.resources).toEqual([
      {
        name: 'member',
        resource_name: 'Service::Member',
        events: [
          { event: 'created', event_identifier: 'member_created', description: expect.any(String) },
          { event: 'updated', event_identifier: 'member_updated', description: expect.any(String) },
          { event: 'sponsor_changed', event_identifier: 'member_sponsor_changed', description: expect.any(String) },
          { event: 'rank_changed', event_identifier: 'member_rank_changed', description: expect.any(String) },
        ],
      },
      {
        name: 'company_event',
        resource_name: 'Service::CompanyEvent',
        events: ['created', 'updated', 'deleted', 'notification'].map((event) => ({
          event,
          event_identifier: `company_event_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'agreement',
        resource_name: 'Service::Agreement',
        events: ['created', 'updated', 'deleted'].map((event) => ({
          event,
          event_identifier: `agreement_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'lead',
        resource_name: 'Service::Lead',
        events: [{ event: 'created', event_identifier: 'lead_created', description: expect.any(String) }],
      },
      ...storefrontFamilies.map((family) => ({
        name: family.name,
        resource_name: expect.stringMatching(/^Service::Storefront::/),
        events: ['created', 'updated', 'deleted'].map((event) => ({
          event,
          event_identifier: `${family.name}_${event}`,
          description: expect.any(String),
        })),
      })),
      {
        name: 'cart',
        resource_name: 'Service::Cart',
        events: ['created', 'updated'].map((event) => ({
          event,
          event_identifier: `cart_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'order',
        resource_name: 'Service::Order',
        events: ['created', 'updated', 'fulfilled', 'cancelled', 'refunded'].map((event) => ({
          event,
          event_identifier: `order_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'fulfillment',
        resource_name: 'Service::Fulfillment',
        events: ['created', 'cancelled'].map((event) => ({
          event,
          event_identifier: `fulfillment_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'customer',
        resource_name: 'Service::Customer',
        events: ['created', 'updated'].map((event) => ({
          event,
          event_identifier: `customer_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'payment',
        resource_name: 'Service::PaymentTransaction',
        events: ['authorized', 'captured', 'voided', 'refunded', 'declined', 'disputed'].map((event) => ({
          event,
          event_identifier: `payment_${event}`,
          description: expect.any(String),
        })),
      },
      {
        name: 'subscription',
        resource_name: 'Service::Subscription',
        events: [
          'created',
          'updated',
          'renewed',
          'payment_failed',
          'paused',
          'resumed',
          'cancelled',
          'expired',
          'payment_method_expiring',
        ].map((event) => ({ event, event_identifier: `subscription_${event}`, description: expect.any(String) })),
      },
    ]);
  });
});

describe('GET /api/webhooks/schemas', () => {
  it('lists every event schema (droplet lifecycle included) with version, hash, JSON Schema and a valid example', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/webhooks/schemas', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.schemas.map((schema: { event_identifier: string }) => schema.event_identifier).sort()).toEqual(
      [
        'member_created',
        'member_updated',
        'member_sponsor_changed',
        'member_rank_changed',
        'company_event_created',
        'company_event_updated',
        'company_event_deleted',
        'company_event_notification',
        'droplet.installed',
        'droplet.uninstalled',
        'agreement_created',
        'agreement_updated',
        'agreement_deleted',
        'lead_created',
        ...storefrontFamilies.flatMap((family) =>
          ['created', 'updated', 'deleted'].map((event) => `${family.name}_${event}`),
        ),
        'cart_created',
        'cart_updated',
        ...['created', 'updated', 'fulfilled', 'cancelled', 'refunded'].map((event) => `order_${event}`),
        'fulfillment_created',
        'fulfillment_cancelled',
        'customer_created',
        'customer_updated',
        ...['authorized', 'captured', 'voided', 'refunded', 'declined', 'disputed'].map((event) => `payment_${event}`),
        ...[
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
      ].sort(),
    );
    const ajv = addFormats(new Ajv2020({ strict: true }));
    for (const schema of res.body.schemas) {
      expect(schema).toMatchObject({
        schema_version: SCHEMA_VERSION,
        schema_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(schema.example.schema_hash).toBe(schema.schema_hash);
      expect(
        ajv.validate(schema.json_schema, schema.example),
        `${schema.event_identifier}: ${JSON.stringify(ajv.errors)}`,
      ).toBe(true);
    }
  });

  it.each([
    ['member_updated', ['member_updated']],
    ['droplet.installed', ['droplet.installed']],
    ['no_such_event', []],
  ])('filters by event_identifier=%s', async (identifier, expected) => {
    const tenant = await createTenant();
    const res = await api('GET', `/api/webhooks/schemas?event_identifier=${identifier}`, { token: tenant.token });
    expect(res.body.schemas.map((schema: { event_identifier: string }) => schema.event_identifier)).toEqual(expected);
  });
});

describe('GET /api/webhooks/schemas/{event_identifier}', () => {
  it('shows one schema, the same as in the list', async () => {
    const tenant = await createTenant();
    const [one, list] = await Promise.all([
      api('GET', '/api/webhooks/schemas/company_event_notification', { token: tenant.token }),
      api('GET', '/api/webhooks/schemas?event_identifier=company_event_notification', { token: tenant.token }),
    ]);
    expect(one.status).toBe(200);
    expect(one.body.schema).toEqual(list.body.schemas[0]);
    expect(one.body.schema.json_schema.properties.company_event.properties).toHaveProperty('notification');
  });

  it('404 envelope for an unknown identifier', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/webhooks/schemas/invoice_created', { token: tenant.token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_message: expect.any(String), errors: null, meta: expect.any(Object) });
  });
});
