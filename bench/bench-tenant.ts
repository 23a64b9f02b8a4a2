import { randomBytes, randomUUID } from 'node:crypto';
import { issueToken } from '../shared/domains/auth/issue-token';
import { permissions, type Permission } from '../shared/domains/auth/permissions';
import { createCompany } from '../shared/domains/company/create-company';
import { distinctDeliveries, type ReceivedDelivery } from './delivery-analysis';
import type { WebhookReceiver } from './webhook-receiver';
import { driveWrites } from './write-driver';

/** A fresh company and token (as test/helpers/tenant.ts makes them), subscribed `count` times under `url`. */
export interface BenchTenant {
  readonly token: string;
  readonly subdomain: string;
  readonly subscriptions: ReadonlyArray<{ readonly id: number; readonly authToken: string }>;
}

export async function setUp(baseUrl: string, url: string, count: number, concurrency: number): Promise<BenchTenant> {
  const { token, subdomain } = await createBenchCompany();
  const subscriptions: Array<{ id: number; authToken: string }> = [];
  await driveWrites({ count, perSecond: null, maxInFlight: concurrency, maxSeconds: 60 }, async (i) => {
    const authToken = randomBytes(24).toString('hex');
    const body = await call(baseUrl, 'POST', '/api/company/webhooks', token, {
      webhook: { resource: 'member', event: 'created', url: `${url}/${i}`, auth_token: authToken },
    });
    subscriptions.push({ id: body.webhook.id, authToken });
  });
  return { token, subdomain, subscriptions };
}

/** A fresh US company and a company token with every permission (as test/helpers/tenant.ts makes them). */
export async function createBenchCompany(): Promise<{ token: string; subdomain: string; companyId: number }> {
  const suffix = randomUUID().slice(0, 8);
  const company = await createCompany({
    name: `Bench Co ${suffix}`,
    subdomain: `bench-${suffix}`,
    email: `owner-${suffix}@example.com`,
    country_code: 'US',
    currency_code: 'USD',
    time_zone: 'UTC',
  });
  const { secret: token } = await issueToken({
    companyId: company.id,
    kind: 'company',
    name: 'bench',
    permissions: [...permissions] as Permission[],
  });
  return { token, subdomain: company.subdomain, companyId: company.id };
}

/** Creates a rep (the body test/helpers/webhooks.ts createRep sends); returns its id. */
export async function createMember(baseUrl: string, token: string, suffix: string): Promise<number> {
  const unique = `${suffix}-${randomBytes(3).toString('hex')}`;
  const body = await call(baseUrl, 'POST', '/api/company/members', token, {
    member: {
      type: 'rep',
      email: `rep-${unique}@example.com`,
      first_name: 'Rita',
      last_name: 'Rep',
      username: `rep-${unique}`,
      country_code: 'US',
    },
  });
  return body.member.id;
}

/** Polls the receiver until `expected` distinct deliveries are in or `timeoutSeconds` have passed. */
export async function waitForDeliveries(
  receiver: WebhookReceiver,
  segment: string,
  expected: number,
  timeoutSeconds: number,
): Promise<{ distinct: readonly ReceivedDelivery[]; duplicates: number }> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  for (;;) {
    const arrivals = receiver.arrivals(segment);
    // Parse only once enough requests are in; duplicates can make the raw count run ahead.
    if (arrivals.length >= expected) {
      const deliveries = distinctDeliveries(arrivals);
      if (deliveries.distinct.length >= expected || performance.now() > deadline) return deliveries;
    } else if (performance.now() > deadline) return distinctDeliveries(arrivals);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One API call; anything but a 2xx fails the run with the answer in the message. */
export async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
