import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { writeItem } from '../../platform/db/write-item';
import { newNumericId, sortableId } from '../../platform/ids';
import { apiTokenEntity } from './api-token-entity';

/** A session lasts this many hours; then the member signs in again. */
export const SESSION_HOURS = 12;

/** The session kinds a sign-in link opens: an admin's dashboard session and a rep's or customer's member session. */
const SESSION_KINDS = ['session', 'member_session'] as const;

/**
 * Revokes a member's live sessions, dashboard (`dss_`) and member (`mss_`) alike (after
 * deactivation or a role change, so access follows the member's current state instead of lasting
 * until the session expires: the next request with one answers 401). Token ids are time-ordered,
 * so one Query per session kind on the company's session range reads only sessions young enough
 * to still be valid.
 */
export async function revokeMemberSessions(
  companyId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<number> {
  let revoked = 0;
  for (const kind of SESSION_KINDS) revoked += await revokeSessionsOfKind(companyId, memberId, kind, now);
  return revoked;
}

async function revokeSessionsOfKind(
  companyId: number,
  memberId: number,
  kind: (typeof SESSION_KINDS)[number],
  now: Date,
): Promise<number> {
  // Ids minted at the oldest still-valid creation time are at least this (11 random low bits).
  const oldest = newNumericId(now.getTime() - SESSION_HOURS * 3_600_000) - 2047;
  const sessions = apiTokenEntity.query('byCompany', { company_id: companyId, kind });
  let revoked = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: sessions.IndexName,
        KeyConditionExpression: `${sessions.KeyConditionExpression} AND #sk >= :from`,
        FilterExpression: 'member_id = :member AND attribute_type(revoked_at, :null)',
        ExpressionAttributeNames: { ...sessions.ExpressionAttributeNames, '#sk': 'gsi1sk' },
        ExpressionAttributeValues: {
          ...sessions.ExpressionAttributeValues,
          ':from': `TOKEN#${sortableId(Math.max(0, oldest))}`,
          ':member': memberId,
          ':null': 'NULL',
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const session = apiTokenEntity.fromRecord(item);
      try {
        await writeItem(
          apiTokenEntity.update(
            session,
            { set: { revoked_at: now.toISOString() } },
            { condition: { expression: 'attribute_type(revoked_at, :null)', values: { ':null': 'NULL' } } },
          ),
        );
        revoked += 1;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return revoked;
}
