import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { bindFamilyHandler, familyHandlerEntry } from '../../lib/bundling/family-entries';
import { findItem } from '../../shared/domains/storefront/engine/store';
import { familyTable } from '../../shared/domains/storefront/family-table';
import { familyRoutes } from '../../shared/edge/storefront/routes';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';
import { createTenant, type Tenant } from '../helpers/tenant';
import { notes } from './add-a-family/notes';
import { notesDescriptor } from './add-a-family/notes-descriptor';

// docs/contributing.md "Add a storefront family", followed with a throwaway family: its descriptor
// and behaviour module live beside this test, and step 3's line is this extended table.
const table = [...familyTable, notesDescriptor];
const families = { table, familiesDir: 'test/storefront/add-a-family' };
const V = '/api/v202604';

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/** The function the build would generate for `storefront/notes/<operation>`, bound as the local runtime binds it. */
async function generated(operation: string): Promise<Handler> {
  const entry = familyHandlerEntry(`storefront/notes/${operation}`, families);
  if (!entry) throw new Error(`no generated handler for storefront/notes/${operation}`);
  return (await bindFamilyHandler(entry)).handler as Handler;
}

async function call(
  operation: string,
  tenant: Tenant,
  request: {
    method: string;
    path: string;
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string>;
    shop?: boolean;
  },
) {
  const headers: Record<string, string> = request.shop
    ? { 'x-service-shop': tenant.company.subdomain }
    : { authorization: `Bearer ${tenant.token}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const event = apiGatewayEvent({
    method: request.method,
    path: request.path,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    ...(request.params ? { pathParameters: request.params } : {}),
    ...(request.query
      ? { queryStringParameters: request.query, rawQueryString: new URLSearchParams(request.query).toString() }
      : {}),
  });
  const result = await (await generated(operation))(event, testContext);
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
}

describe('adding a storefront family: a descriptor, a behaviour module and a line in the family table', () => {
  it('is routed: its seven routes, each served by a handler the build generates from the table', () => {
    const routes = Object.values(familyRoutes(notes));
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      `GET ${V}/company/notes`,
      `POST ${V}/company/notes`,
      `GET ${V}/company/notes/{id}`,
      `PUT ${V}/company/notes/{id}`,
      `DELETE ${V}/company/notes/{id}`,
      `GET ${V}/notes`,
      `GET ${V}/notes/{slug}`,
    ]);
    for (const route of routes)
      expect(familyHandlerEntry(route.handler, families), route.handler).toMatchObject({ familyExport: 'notes' });
    // Without the table's line, no function is generated for it.
    expect(familyHandlerEntry('storefront/notes/create')).toBeUndefined();
  });

  it('is validated and stored, and its live items listed publicly, through those handlers', async () => {
    const tenant = await createTenant();
    const refused = await call('create', tenant, {
      method: 'POST',
      path: `${V}/company/notes`,
      body: { note: { title: 'Hello', mood: 'angry' } },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['note.mood']);

    const created = await call('create', tenant, {
      method: 'POST',
      path: `${V}/company/notes`,
      body: { note: { title: 'Hello', mood: 'loud', status: 'published', active: true } },
    });
    expect(created.status).toBe(201);
    expect(created.body.note).toMatchObject({
      title: 'Hello',
      slug: 'hello',
      mood: 'loud',
      status: 'published',
      active: true,
    });
    expect(await findItem(notes, tenant.company.id, created.body.note.id)).toMatchObject({
      family: 'note',
      mood: 'loud',
    });

    const shown = await call('get-company', tenant, {
      method: 'GET',
      path: `${V}/company/notes/${created.body.note.id}`,
      params: { id: String(created.body.note.id) },
    });
    expect(shown.body.note).toMatchObject({ id: created.body.note.id, mood: 'loud' });
    const loud = await call('list-public', tenant, {
      method: 'GET',
      path: `${V}/notes`,
      query: { 'filter[mood]': 'loud' },
      shop: true,
    });
    expect(loud.body.notes.map((note: { slug: string }) => note.slug)).toEqual(['hello']);
    const calm = await call('list-public', tenant, {
      method: 'GET',
      path: `${V}/notes`,
      query: { 'filter[mood]': 'calm' },
      shop: true,
    });
    expect(calm.body.notes).toEqual([]);
  });
});
