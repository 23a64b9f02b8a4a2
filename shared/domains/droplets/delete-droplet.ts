import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { transactWrite } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors/domain-error';
import { requireManagedDroplet, type DropletCaller } from './droplet-access';
import { dropletEntity } from './droplet-entity';
import { installationEntity } from './installation-entity';

/**
 * Deletes a droplet its owner (or a root admin) manages; 409 while any company has it installed,
 * since uninstalling is the merchant's decision (the vendor can unlist it with `active: false`).
 * An install committing between the check and the delete leaves an installation that gets no
 * delivery, cannot launch (404) and can still be uninstalled, so nothing leaks.
 */
export async function deleteDroplet(caller: DropletCaller, uuid: string): Promise<void> {
  const droplet = await requireManagedDroplet(caller, uuid);
  if (await hasActiveInstallation(uuid)) {
    throw new Conflict(
      'The droplet is installed on at least one company; it can be deleted once every company has uninstalled it',
      { errors: { droplet: ['is installed'] } },
    );
  }
  const { failedIndex } = await transactWrite([
    {
      Delete: {
        Key: dropletEntity.key(droplet),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': droplet.version },
      },
    },
  ]);
  if (failedIndex !== undefined)
    throw new Conflict('The droplet was changed by another request; read it again and retry');
}

/** Whether any installation of the droplet is active: Query on gsi1 that stops at the first one found. */
async function hasActiveInstallation(uuid: string): Promise<boolean> {
  const condition = installationEntity.query('byDroplet', { droplet_uuid: uuid });
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        ...condition,
        TableName: tableName(),
        FilterExpression: '#active = :true',
        ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#active': 'active' },
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':true': true },
        ProjectionExpression: 'pk',
        ExclusiveStartKey: startKey,
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return false;
}
