import { SUBSCRIPTION_SK_PREFIX, subscriptionEntity } from './webhook-subscription-entity';
import { deactivateSubscription } from './webhook-subscription-store';
import { queryAll } from '../../platform/db/query-all';

/**
 * Deactivates the active webhook subscriptions an installation created, so nothing more is
 * delivered to the uninstalled app. One strongly consistent Query over the company's subscriptions
 * (bounded per company), filtered to the installation's active ones; safe to repeat. Together with
 * the installation's write guard (a subscription write commits only while it is active), nothing
 * the app creates survives the uninstall.
 */
export async function deactivateInstallationSubscriptions(companyId: number, installationId: string): Promise<number> {
  const condition = subscriptionEntity.query(
    'primary',
    { company_id: companyId },
    { skPrefix: SUBSCRIPTION_SK_PREFIX },
  );
  const items = await queryAll({
    ...condition,
    // Strongly consistent: a subscription whose creation committed before the uninstall must be seen here.
    ConsistentRead: true,
    FilterExpression: 'installation_id = :installation AND #active = :true',
    ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#active': 'active', '#id': 'id' },
    ExpressionAttributeValues: {
      ...condition.ExpressionAttributeValues,
      ':installation': installationId,
      ':true': true,
    },
    ProjectionExpression: '#id',
  });
  const ids = items.map((item) => item.id as number);
  await Promise.all(ids.map((id) => deactivateSubscription(companyId, id, 'droplet uninstalled')));
  return ids.length;
}
