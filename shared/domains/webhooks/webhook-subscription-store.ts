import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { openSecret } from '../../platform/crypto/secret-box';
import { db, tableName } from '../../platform/db/client';
import { installationWebhookSecret } from '../droplets/installation-secret';
import { activeInstallationIds } from '../droplets/installation-store';
import { getCompanyWebhookSecret } from './company-webhook-secret';
import { writeSubscriptionChange } from './webhook-subscription-change';
import { subscriptionEntity, type WebhookSubscription } from './webhook-subscription-entity';
import { queryAll } from '../../platform/db/query-all';

/** Re-exported so pipeline code imports the store and its item type from one place. */
export type { WebhookSubscription } from './webhook-subscription-entity';

/**
 * The active subscriptions of a company to one event: a single Query on the sparse active-only
 * index (paged through only if a company has more than 1 MB of them), without those of
 * uninstalled droplet installations (one BatchGetItem when any subscription belongs to one).
 *
 * @example for (const subscription of await listActiveSubscriptions(companyId, 'member', 'created')) enqueue(subscription);
 */
export async function listActiveSubscriptions(
  companyId: number,
  resource: string,
  event: string,
): Promise<WebhookSubscription[]> {
  const items = await queryAll(subscriptionEntity.query('activeByEvent', { company_id: companyId, resource, event }));
  const subscriptions = items.map((item) => subscriptionEntity.fromRecord(item));
  // The index is eventually consistent; a subscription deactivated a moment ago may still be listed.
  const active = subscriptions.filter((subscription) => subscription.active);
  // A backstop to uninstalling, which deactivates the app's subscriptions: whatever escaped that
  // (a write racing it, a crash before it finished) still never reaches the uninstalled app.
  const installations = [
    ...new Set(active.flatMap((subscription) => (subscription.installation_id ? [subscription.installation_id] : []))),
  ];
  const live = await activeInstallationIds(companyId, installations);
  return active.filter(
    (subscription) => subscription.installation_id === null || live.has(subscription.installation_id),
  );
}

/** One subscription of the company by id (strongly consistent GetItem), or undefined. */
export async function getSubscription(companyId: number, id: number): Promise<WebhookSubscription | undefined> {
  return subscriptionEntity.get({ company_id: companyId, id }, { consistent: true });
}

/**
 * Deactivates a subscription and records why (`gone` on 410, `failing` after days of failures):
 * it leaves the active-only index, so the fan-out stops creating deliveries for it (its change
 * event drops the fan-out's cached set). A subscription deleted meanwhile is left alone.
 */
export async function deactivateSubscription(companyId: number, id: number, reason: string): Promise<void> {
  const now = new Date().toISOString();
  const current = await getSubscription(companyId, id);
  if (!current) return;
  try {
    await writeSubscriptionChange(
      {
        Update: {
          Key: subscriptionEntity.key({ company_id: companyId, id }),
          UpdateExpression:
            'SET active = :false, disabled_reason = :reason, disabled_at = :now, updated_at = :now REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':false': false, ':reason': reason, ':now': now },
        },
      },
      current,
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Whether the company has any subscription (active or not) to `resource`: one Query of at most one item. */
export async function hasSubscriptionToResource(companyId: number, resource: string): Promise<boolean> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...subscriptionEntity.query('byResource', { company_id: companyId, resource }),
      Limit: 1,
    }),
  );
  return (Items ?? []).length > 0;
}

/**
 * The key a delivery to this subscription is signed with: its own auth_token when it has one,
 * otherwise the webhook secret of the droplet installation that created it, otherwise the company
 * webhook secret.
 *
 * @example const secret = await signingSecretFor(subscription);
 */
export async function signingSecretFor(subscription: WebhookSubscription): Promise<string> {
  const own = authTokenFor(subscription);
  if (own) return own;
  if (subscription.installation_id)
    return installationWebhookSecret(subscription.company_id, subscription.installation_id);
  return getCompanyWebhookSecret(subscription.company_id);
}

/**
 * The subscription's own auth_token in clear, for the `X-Service-Token` and `AUTH_TOKEN` headers;
 * null when it has none (the company secret is never sent in a header).
 */
export function authTokenFor(subscription: WebhookSubscription): string | null {
  return subscription.auth_token_sealed ? openSecret(subscription.auth_token_sealed) : null;
}
