import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { queryAll } from '../../../platform/db/query-all';
import { queryOffsetPage } from '../../../platform/db/paginate';
import { retryStaleWrites, StaleWrite } from '../../../platform/db/retry-stale-write';
import { supersededBy } from '../../../platform/db/superseded-write';
import { transactWrite, type WriteItem } from '../../../platform/db/transact';
import { NotFound, ValidationFailed } from '../../../platform/errors/domain-error';
import { newNumericId } from '../../../platform/ids';
import { DEFAULT_CHANGE_CUTOFF_HOURS, PLAN_SK_PREFIX, planEntity, type SubscriptionPlan } from './plan-entity';

/** A company keeps at most this many plans, so default switching stays one bounded transaction. */
export const MAX_PLANS_PER_COMPANY = 100;

/** What a company writes on a plan (validated by the route). */
export type PlanInput = Omit<
  SubscriptionPlan,
  | 'id'
  | 'company_id'
  | 'subscribers_count'
  | 'created_at'
  | 'updated_at'
  | 'customer_min_cycles'
  | 'customer_change_cutoff_hours'
> &
  Partial<Pick<SubscriptionPlan, 'customer_min_cycles' | 'customer_change_cutoff_hours'>>;

/** Creates a plan; a plan created as the company default takes the flag from the previous one in the same transaction. */
export async function createPlan(companyId: number, input: PlanInput, now = new Date()): Promise<SubscriptionPlan> {
  const existing = await listAllPlans(companyId);
  if (existing.length >= MAX_PLANS_PER_COMPANY)
    throw new ValidationFailed({
      subscription_plan: [`a company has at most ${MAX_PLANS_PER_COMPANY} subscription plans`],
    });
  assertCycles(input);
  const at = now.toISOString();
  const plan: SubscriptionPlan = {
    customer_min_cycles: null,
    customer_change_cutoff_hours: DEFAULT_CHANGE_CUTOFF_HOURS,
    ...input,
    id: newNumericId(now.getTime()),
    company_id: companyId,
    subscribers_count: 0,
    created_at: at,
    updated_at: at,
  };
  await transactWrite([
    { Put: { Item: planEntity.toRecord(plan), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(plan.company_default ? clearOtherDefaults(existing, plan.id, at) : []),
  ]);
  return plan;
}

/** One plan of the company; 404 when it does not exist. */
export async function getPlan(companyId: number, id: number): Promise<SubscriptionPlan> {
  const found = await planEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!found) throw new NotFound('Subscription plan');
  return found;
}

/** Several plans of the company by id (one BatchGetItem); missing ids are absent from the map. */
export async function findPlans(companyId: number, ids: readonly number[]): Promise<Map<number, SubscriptionPlan>> {
  const unique = [...new Set(ids)].slice(0, MAX_PLANS_PER_COMPANY);
  const found = new Map<number, SubscriptionPlan>();
  if (unique.length === 0) return found;
  let keys: Record<string, unknown>[] | undefined = unique.map((id) => planEntity.key({ company_id: companyId, id }));
  for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
    const result = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
    for (const record of result.Responses?.[tableName()] ?? []) {
      const plan = planEntity.fromRecord(record);
      found.set(plan.id, plan);
    }
    keys = result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
  }
  return found;
}

/** One offset page of the company's plans, oldest first. */
export async function listPlansPage(companyId: number, page: { page: number; perPage: number }) {
  const { items, totalCount } = await queryOffsetPage(
    planEntity.query('primary', { company_id: companyId }, { skPrefix: PLAN_SK_PREFIX }),
    page,
  );
  return { plans: items.map((item) => planEntity.fromRecord(item)), totalCount };
}

/** Changes the fields sent; making a plan the company default clears the flag on the others atomically. */
export async function updatePlan(
  companyId: number,
  id: number,
  changes: Partial<PlanInput>,
  now = new Date(),
): Promise<SubscriptionPlan> {
  // A concurrent write to this plan or a default moved meanwhile: re-read and apply again (last writer wins).
  return retryStaleWrites(() => attemptUpdate(companyId, id, changes, now), {
    conflictMessage: 'The subscription plan is being changed by many requests at once; retry',
  });
}

async function attemptUpdate(
  companyId: number,
  id: number,
  changes: Partial<PlanInput>,
  now: Date,
): Promise<SubscriptionPlan> {
  const current = await getPlan(companyId, id);
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const next: SubscriptionPlan = { ...current, ...given, updated_at: now.toISOString() };
  assertCycles(next);
  const others =
    next.company_default && !current.company_default
      ? clearOtherDefaults(await listAllPlans(companyId), id, next.updated_at)
      : [];
  const { failedIndex } = await transactWrite([
    {
      Put: {
        Item: planEntity.toRecord(next),
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeValues: { ':seen': current.updated_at },
      },
    },
    ...others,
  ]);
  if (failedIndex !== undefined) {
    // Superseded when the winners changed every field sent (supersededBy): answer what they left.
    const winner = await getPlan(companyId, id);
    const fields = Object.keys(given) as (keyof SubscriptionPlan)[];
    if (
      supersededBy(
        fields.map((field) => current[field]),
        fields.map((field) => winner[field]),
      )
    )
      return winner;
    throw new StaleWrite();
  }
  return next;
}

/** Deletes a plan; carts holding items on it see an item error at their next pricing. */
export async function deletePlan(companyId: number, id: number): Promise<SubscriptionPlan> {
  const plan = await getPlan(companyId, id);
  const { failedIndex } = await transactWrite([
    { Delete: { Key: planEntity.key(plan), ConditionExpression: 'attribute_exists(pk)' } },
  ]);
  if (failedIndex !== undefined) throw new NotFound('Subscription plan');
  return plan;
}

/** Every plan of the company (bounded by MAX_PLANS_PER_COMPANY). */
export async function listAllPlans(companyId: number): Promise<SubscriptionPlan[]> {
  const items = await queryAll({
    ...planEntity.query('primary', { company_id: companyId }, { skPrefix: PLAN_SK_PREFIX }),
    ConsistentRead: true,
  });
  return items.map((item) => planEntity.fromRecord(item));
}

/** A plan's max_billing_cycles is set exactly when allow_max_billing_cycles is on. */
export function assertCycles(plan: Pick<SubscriptionPlan, 'allow_max_billing_cycles' | 'max_billing_cycles'>): void {
  if (plan.allow_max_billing_cycles && plan.max_billing_cycles === null) {
    throw new ValidationFailed({
      'subscription_plan.max_billing_cycles': ['is required when allow_max_billing_cycles is true'],
    });
  }
}

function clearOtherDefaults(plans: SubscriptionPlan[], keepId: number, at: string): WriteItem[] {
  return plans
    .filter((plan) => plan.company_default && plan.id !== keepId)
    .map((plan) => ({
      Update: {
        Key: planEntity.key(plan),
        UpdateExpression: 'SET company_default = :false, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':false': false, ':at': at },
      },
    }));
}
