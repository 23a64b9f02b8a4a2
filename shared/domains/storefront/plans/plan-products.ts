import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { storefrontKeys } from '../engine/keys';

/**
 * How many products each plan is attached to. A product's `subscription_plan_ids` are catalog
 * memberships: the storefront engine keeps one membership row per attached plan under
 * `COMPANY#c#SF#subscription_plan#<plan>#product`, so each count is one Select COUNT Query.
 */
export async function countPlanProducts(companyId: number, planIds: readonly number[]): Promise<Map<number, number>> {
  const counts = await Promise.all(
    planIds.map(async (planId) => {
      let total = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: {
              ':pk': storefrontKeys.members(companyId, 'subscription_plan', planId, 'product'),
            },
            Select: 'COUNT',
            ExclusiveStartKey: startKey,
          }),
        );
        total += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return [planId, total] as const;
    }),
  );
  return new Map(counts);
}
