import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropletScopeNames } from '../../shared/domains/droplets/droplet-scopes';
import { api } from '../helpers/http';
import { installationReachableRoutes } from '../helpers/installation-routes';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';
import { installWithToken } from './support';

/** A subscription and one of its deliveries: a resource someone owns. */
interface Owned {
  id: number;
  deliveryId: number;
}

let receiver: Receiver;
let merchant: Tenant;
/** The app walking the routes, holding every scope. */
let walker: { token: string; installation: { id: string } };
/** Owned by the company (created with the merchant's token) and by another installation. */
const owned: Record<'company' | 'another installation', Owned> = {} as never;
/** The company webhook secret (masked) before the walk. */
let secretBefore: unknown;
const companySecret = async () =>
  (await api('GET', '/api/company/webhooks/secret', { token: merchant.token })).body.webhook_secret;

/** Waits until the subscription lists a delivery and answers its id. */
async function firstDelivery(subscriptionId: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const listed = await api('GET', `/api/company/webhooks/${subscriptionId}/deliveries`, { token: merchant.token });
    if (listed.body.deliveries?.length) return listed.body.deliveries[0].id as number;
    if (Date.now() > deadline) throw new Error(`no delivery for subscription ${subscriptionId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  receiver = await startReceiver();
  merchant = await createTenant();
  walker = await installWithToken(merchant.token, receiver, [...dropletScopeNames]);
  const other = await installWithToken(merchant.token, receiver, ['webhooks', 'members']);
  const merchantHook = await subscribe(merchant.token, `${receiver.url}/merchant`);
  const otherHook = await subscribe(other.token, `${receiver.url}/other`);
  await createRep(merchant.token);
  owned.company = { id: merchantHook.id, deliveryId: await firstDelivery(merchantHook.id) };
  owned['another installation'] = { id: otherHook.id, deliveryId: await firstDelivery(otherHook.id) };
  // The first read reveals the secret once; every later read shows it masked.
  await companySecret();
  secretBefore = await companySecret();
});
afterAll(async () => {
  await receiver.close();
});

function pathFor(template: string, resource: Owned): string {
  const values: Record<string, string> = {
    id: String(resource.id),
    delivery_id: String(resource.deliveryId),
    dri: walker.installation.id,
    resource_name: 'member',
  };
  return template.replace(/\{([a-z_]+)\}/g, (_match, name: string) => values[name] ?? '1');
}

/** A valid body where the route takes one, so a refusal is about ownership, not input. */
function bodyFor(routeId: string): unknown {
  if (routeId === 'updateWebhook') return { webhook: { active: false } };
  if (routeId === 'recoverWebhookDeliveries') return { since: new Date(Date.now() - 3600_000).toISOString() };
  return undefined;
}

const companyWide = installationReachableRoutes.filter((route) => route.ownership?.kind === 'company');
const ownedByPath = installationReachableRoutes.filter(
  (route) => route.ownership?.kind === 'installation' && route.ownership.resource,
);
// Collections only: a path naming one item without a declared resource (callback registrations) checks its owner in its domain, covered by its own tests.
const ownedCollections = installationReachableRoutes.filter(
  (route) =>
    route.ownership?.kind === 'installation' &&
    !route.ownership.resource &&
    route.method === 'GET' &&
    !route.path.includes('{'),
);

describe('ownership walk: a dit_ token holding every scope never reaches what the company or another installation owns', () => {
  it('walks company-wide routes and owned resources (the walk is not empty)', () => {
    expect(companyWide.map((route) => route.id)).toEqual(
      expect.arrayContaining(['rotateWebhookSecret', 'getWebhookSecret']),
    );
    expect(ownedByPath.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'getWebhook',
        'listWebhookDeliveries',
        'resendWebhookDelivery',
        'sendTestWebhookDelivery',
      ]),
    );
  });

  it.each(companyWide.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s → 403 (company-wide)',
    async (_name, route) => {
      const res = await api(route.method, pathFor(route.path, owned.company), {
        token: walker.token,
        body: bodyFor(route.id),
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String) });
    },
  );

  const cases = ownedByPath.flatMap((route) =>
    (['company', 'another installation'] as const).map(
      (owner) => [`${route.method} ${route.path}`, owner, route] as const,
    ),
  );
  it.each(cases)('%s owned by %s → 404', async (_name, owner, route) => {
    const res = await api(route.method, pathFor(route.path, owned[owner]), {
      token: walker.token,
      body: bodyFor(route.id),
    });
    expect(res.status).toBe(404);
  });

  it.each(ownedCollections.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s lists none of the others',
    async (_name, route) => {
      const res = await api('GET', `${route.path}?per_page=100`, { token: walker.token });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(
        new RegExp(`"id":(${owned.company.id}|${owned['another installation'].id})[,}]`),
      );
    },
  );

  it('left what it walked unchanged: the merchant subscription is active and its secret is the one it had', async () => {
    const hook = await api('GET', `/api/company/webhooks/${owned.company.id}`, { token: merchant.token });
    expect(hook.body.webhook.active).toBe(true);
    const other = await api('GET', `/api/company/webhooks/${owned['another installation'].id}`, {
      token: merchant.token,
    });
    expect(other.body.webhook.active).toBe(true);
    expect(await companySecret()).toEqual(secretBefore);
  });
});
