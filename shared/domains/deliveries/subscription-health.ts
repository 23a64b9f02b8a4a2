import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { subscriptionEntity, type WebhookSubscription } from '../webhooks/webhook-subscription-entity';
import { deactivateSubscription } from '../webhooks/webhook-subscription-store';

/** A subscription failing without a single success for this long is deactivated. */
export function autoDisableAfterMs(): number {
  return Number(process.env.WEBHOOK_AUTO_DISABLE_DAYS ?? 5) * 24 * 3600 * 1000;
}

/**
 * Records that a delivery to the subscription failed; deactivates it once it has failed
 * continuously for the auto-disable period. Events keep being recorded while it is inactive.
 */
export async function noteSubscriptionFailure(subscription: WebhookSubscription, now: Date): Promise<void> {
  const result = await ignoreMissing(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriptionEntity.key(subscription),
        UpdateExpression: 'SET failing_since = if_not_exists(failing_since, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  const failingSince = result?.Attributes?.failing_since as string | undefined;
  if (failingSince && now.getTime() - Date.parse(failingSince) >= autoDisableAfterMs()) {
    await deactivateSubscription(
      subscription.company_id,
      subscription.id,
      `failing continuously since ${failingSince}`,
    );
  }
}

/** Clears the failure streak after a successful delivery (a no-op write is skipped by the condition). */
export async function noteSubscriptionSuccess(subscription: WebhookSubscription): Promise<void> {
  await ignoreMissing(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriptionEntity.key(subscription),
        UpdateExpression: 'REMOVE failing_since',
        ConditionExpression: 'attribute_exists(failing_since)',
      }),
    ),
  );
}

async function ignoreMissing<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
