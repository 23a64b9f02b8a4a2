import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { queryAll } from '../../../platform/db/query-all';
import type { FamilyDefinition, StoredItem } from './family';
import { storefrontKeys } from './keys';

/** Ids of every member of `memberFamily` an owner item has (any status), in the member family's default order. */
export async function memberIds(
  owner: StoredItem,
  memberFamily: Pick<FamilyDefinition, 'name' | 'defaultSort'>,
): Promise<number[]> {
  const rows = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: {
      ':pk': storefrontKeys.members(owner.company_id, owner.family, owner.id, memberFamily.name),
    },
    ExpressionAttributeNames: { '#item': 'item' },
    ProjectionExpression: '#item.id',
    ConsistentRead: true,
    ScanIndexForward: !memberFamily.defaultSort.startsWith('-'),
  });
  return rows.map((row) => (row.item as { id: number }).id);
}

/** Whether an owner has at least one member of `memberFamily` (one Query, at most one row read). */
export async function hasMembers(
  companyId: number,
  ownerFamily: string,
  ownerId: number,
  memberFamily: string,
): Promise<boolean> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': storefrontKeys.members(companyId, ownerFamily, ownerId, memberFamily) },
      Limit: 1,
      ConsistentRead: true,
      Select: 'COUNT',
    }),
  );
  return (result.Count ?? 0) > 0;
}
