import type { EntityQuery } from '../../platform/db/entity';
import { queryCursorPage } from '../../platform/db/paginate';
import { NotFound } from '../../platform/errors/domain-error';
import type { SubscriptionStatus } from './subscription-payload';
import { SUBSCRIPTION_SK_PREFIX, subscriptionEntity, type Subscription } from './subscription-entity';
import { normalizeEmail } from '../../platform/schema/email';

/** One subscription of the company (consistent read); 404 otherwise. */
export async function getSubscription(companyId: number, id: number): Promise<Subscription> {
  const subscription = await findSubscription(companyId, id);
  if (!subscription) throw new NotFound('Subscription');
  return subscription;
}

/** One subscription of the company as stored now (consistent read), or undefined. */
export async function findSubscription(companyId: number, id: number): Promise<Subscription | undefined> {
  return subscriptionEntity.get({ company_id: companyId, id }, { consistent: true });
}

/** Filters of the subscription list (ANDed). */
export interface SubscriptionFilters {
  status?: SubscriptionStatus;
  email?: string;
  planId?: number;
  nextBillingFrom?: string;
  nextBillingTo?: string;
}

/**
 * One page of the company's subscriptions, each request one Query: `status` reads its index
 * partition ordered by next billing time (the range filter narrows the key), else `email` reads
 * that buyer's, else the company's subscriptions oldest first. Filters the pattern does not key
 * on apply while it is read.
 */
export async function listSubscriptions(
  companyId: number,
  filters: SubscriptionFilters,
  page: { cursor?: string; limit: number },
): Promise<{ subscriptions: Subscription[]; nextCursor: string | null }> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  let key: EntityQuery;
  if (filters.status) {
    const base = subscriptionEntity.query('byStatus', { company_id: companyId, status: filters.status });
    const from = filters.nextBillingFrom ?? '';
    const to = `${filters.nextBillingTo ?? '~'}#~`;
    key = {
      ...base,
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ExpressionAttributeNames: { ...base.ExpressionAttributeNames, '#sk': 'gsi2sk' },
      ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ':from': from, ':to': to },
    };
  } else {
    key = filters.email
      ? subscriptionEntity.query('byEmail', { company_id: companyId, email: filters.email })
      : subscriptionEntity.query('primary', { company_id: companyId }, { skPrefix: SUBSCRIPTION_SK_PREFIX });
    if (filters.nextBillingFrom) {
      conditions.push('#next >= :from');
      values[':from'] = filters.nextBillingFrom;
    }
    if (filters.nextBillingTo) {
      conditions.push('#next <= :to');
      values[':to'] = filters.nextBillingTo;
    }
    if (filters.nextBillingFrom || filters.nextBillingTo) names['#next'] = 'next_billing_at';
  }
  if (filters.status && filters.email) {
    conditions.push('#email = :email');
    names['#email'] = 'email';
    values[':email'] = normalizeEmail(filters.email);
  }
  if (filters.planId !== undefined) {
    conditions.push('#plan = :plan');
    names['#plan'] = 'subscription_plan_id';
    values[':plan'] = filters.planId;
  }
  const { items, nextCursor } = await queryCursorPage(
    {
      ...key,
      ...(conditions.length > 0 ? { FilterExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: { ...key.ExpressionAttributeNames, ...names },
      ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ...values },
    },
    {
      scope: { companyId, list: `listSubscriptions:${JSON.stringify(filters)}` },
      limit: page.limit,
      cursor: page.cursor,
    },
  );
  return { subscriptions: items.map(subscriptionEntity.fromRecord), nextCursor };
}
