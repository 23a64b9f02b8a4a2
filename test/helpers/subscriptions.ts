import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { localScheduleEntity, type LocalSchedule } from '../../shared/platform/scheduler/local-schedule-entity';
import { getLocalSchedule } from '../../shared/platform/scheduler/local-scheduler';
import { renewalScheduleGroupName } from '../../shared/platform/scheduler/scheduler';
import { renewalScheduleName } from '../../shared/domains/autoship/renewal-schedule';
import { cartCall, createCart, createProduct } from './checkout';
import { api, type ApiResponse } from './http';
import type { Tenant } from './tenant';

/** Base path of the subscriptions API. */
export const SUBSCRIPTIONS = '/api/v202604/subscriptions';

const address = {
  name: 'Ada Lovelace',
  country_code: 'US',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
};

/** A plan (monthly unless told) and a product on it: $10 a unit, $8 subscribed, $2.50 shipping per unit in the US. */
export async function autoshipOffer(
  tenant: Tenant,
  plan: Record<string, unknown> = {},
  stock: { track_quantity?: boolean; inventory_quantity?: number } = {},
) {
  const created = await api('POST', '/api/subscription_plans', {
    token: tenant.token,
    body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month', ...plan } },
  });
  if (created.status !== 201) throw new Error(`create plan → ${created.status} ${created.text}`);
  const product = await createProduct(
    tenant,
    `Serum ${Math.random().toString(36).slice(2, 8)}`,
    [
      {
        title: '30 ml',
        prices: { US: { price: 1000, shipping: 250, subscription_price: 800 } },
        allow_subscription: true,
        ...stock,
      },
    ],
    {
      subscription_plan_ids: [created.body.subscription_plan.id],
    },
  );
  return { plan: created.body.subscription_plan, product };
}

/** Checks out a cart whose lines are subscribed on `planId`; answers the order. */
export async function subscribeThroughCheckout(
  tenant: Tenant,
  lines: { product: { id: number; variantIds: number[] }; quantity: number; planId: number }[],
  email = 'ada@example.com',
  /** More fields of the new cart (`language_iso`). */
  cartFields: Record<string, unknown> = {},
): Promise<any> {
  const { token, cart } = await createCart(tenant, {
    country_code: 'US',
    email,
    ...cartFields,
    items: lines.map(({ product, quantity }) => ({
      product_id: product.id,
      variant_id: product.variantIds[0],
      quantity,
    })),
  });
  for (const [index, line] of lines.entries()) {
    const subscribed = await api(
      'POST',
      `/api/public/v2025-06/commerce/carts/${token}/items/${cart.items[index].id}/subscribe`,
      { body: { subscription_plan_id: line.planId } },
    );
    if (subscribed.status !== 200) throw new Error(`subscribe → ${subscribed.status} ${subscribed.text}`);
  }
  const patched = await cartCall(tenant, 'PATCH', `/${token}`, {
    shipping_address: address,
    shipping_method_id: 'standard',
  });
  if (patched.status !== 200) throw new Error(`patch cart → ${patched.status} ${patched.text}`);
  const completed = await cartCall(tenant, 'POST', `/${token}/complete`, {
    payment_method: { type: 'test' },
    recurring_terms_accepted: true,
  });
  if (completed.status !== 201) throw new Error(`complete → ${completed.status} ${completed.text}`);
  return completed.body.order;
}

/** Calls the subscriptions API with the tenant's company token (or `token`). */
export function subscriptionCall<T = any>(
  tenant: Tenant,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiResponse<T>> {
  return api<T>(method, `${SUBSCRIPTIONS}${path}`, { token: token ?? tenant.token, body });
}

/** The subscriptions of one buyer, oldest first. */
export async function subscriptionsOf(tenant: Tenant, email = 'ada@example.com'): Promise<any[]> {
  const res = await subscriptionCall(tenant, 'GET', `?filter[email]=${encodeURIComponent(email)}`);
  if (res.status !== 200) throw new Error(`list subscriptions → ${res.status} ${res.text}`);
  return res.body.subscriptions;
}

/** The subscription's one renewal schedule in the local scheduler, or undefined. */
export function renewalScheduleOf(tenant: Tenant, subscriptionId: number) {
  return getLocalSchedule(renewalScheduleGroupName(), renewalScheduleName(tenant.company.id, subscriptionId));
}

/**
 * Every renewal schedule the local scheduler holds for the tenant's subscriptions (one Query of the
 * group's partition, by the names' company prefix), so a test can assert there is never a second.
 */
export async function renewalSchedulesOf(tenant: Tenant): Promise<LocalSchedule[]> {
  const prefix = `SCHEDULE#${renewalScheduleName(tenant.company.id, 0).replace(/0$/, '')}`;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `SCHEDULE#${renewalScheduleGroupName()}`, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => localScheduleEntity.fromRecord(item));
}

/**
 * The subscription's pending renewal as the scheduler holds it: asserts it is the tenant's only
 * schedule for that subscription, and answers its due instant and the cycle it bills (or null
 * when it has none).
 */
export async function pendingRenewal(
  tenant: Tenant,
  subscriptionId: number,
): Promise<{ due_at: string; cycle: number; input_due_at: string } | null> {
  const mine = (await renewalSchedulesOf(tenant)).filter(
    (schedule) => JSON.parse(schedule.target.input).subscription_id === subscriptionId,
  );
  if (mine.length > 1) throw new Error(`subscription ${subscriptionId} has ${mine.length} renewal schedules`);
  if (mine.length === 0) return null;
  const input = JSON.parse(mine[0]!.target.input);
  return { due_at: mine[0]!.due_at, cycle: input.cycle, input_due_at: input.due_at };
}

/**
 * Waits (up to 5 s) for a subscription's pending renewal to be `expected` (null: none). Right after
 * a write the schedule is already the write's own, except in one window: the repair consumer of an
 * earlier write (functions/consumers/ensure-renewal-schedule.ts) may have read the older state,
 * land its sync after the write's, and re-sync the latest state in its settle loop a moment later.
 */
export async function expectPendingRenewal(
  tenant: Tenant,
  subscriptionId: number,
  expected: { due_at: string; cycle: number; input_due_at: string } | null,
): Promise<void> {
  await expect.poll(() => pendingRenewal(tenant, subscriptionId), { timeout: 5_000, interval: 100 }).toEqual(expected);
}

/** The instant a schedule for `at` (ISO) is due: at() has second precision, rounded up so a renewal never fires early. */
export function scheduledInstant(at: string): string {
  return new Date(Math.ceil(Date.parse(at) / 1000) * 1000).toISOString();
}

/** Fires the local scheduler's renewal group at `now`, limited to one subscription's schedule; answers what fired. */
export async function fireRenewal(tenant: Tenant, subscriptionId: number, now: string): Promise<any[]> {
  const name = renewalScheduleName(tenant.company.id, subscriptionId);
  const res = await fetch(
    `${inject('baseUrl')}/_local/scheduler/fire?group=${renewalScheduleGroupName()}&name=${name}&now=${encodeURIComponent(now)}`,
    { method: 'POST' },
  );
  if (res.status !== 200) throw new Error(`fire → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { fired: any[] }).fired;
}

/** Orders of the buyer placed by renewals of `subscriptionId`. */
export async function renewalOrders(tenant: Tenant, subscriptionId: number, email = 'ada@example.com'): Promise<any[]> {
  const res = await api('GET', `/api/v202604/orders?filter[email]=${encodeURIComponent(email)}`, {
    token: tenant.token,
  });
  return res.body.orders.filter((order: any) => order.renewal?.subscription_id === subscriptionId);
}
