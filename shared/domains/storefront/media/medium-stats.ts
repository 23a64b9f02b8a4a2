import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../../../platform/db/batch-get';
import { companyPartition } from '../../company/company-entity';
import { db, tableName } from '../../../platform/db/client';
import type { WriteItem } from '../../../platform/db/transact';
import { sortableId } from '../../../platform/ids';

/** A medium's counters (SPEC "Company media item": `views`, `leads`). */
export interface MediumStats {
  views: number;
  leads: number;
}

/**
 * Counters live in their own item beside the medium (not in it), so counting a view or a lead
 * never conflicts with an admin's edit (the engine writes items with a version check) and never
 * rewrites the medium's list rows.
 */
export function mediumStatsKey(companyId: number, mediumId: number) {
  return { pk: companyPartition(companyId), sk: `MEDIUM_STATS#${sortableId(mediumId)}` };
}

/** The transaction item adding to a medium's counters (created on first use). */
export function bumpStats(companyId: number, mediumId: number, counter: keyof MediumStats): WriteItem {
  return {
    Update: {
      Key: mediumStatsKey(companyId, mediumId),
      UpdateExpression: 'ADD #counter :one SET entity = :entity, medium_id = :medium',
      ExpressionAttributeNames: { '#counter': counter },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'medium_stats', ':medium': mediumId },
    },
  };
}

/** Counters of one medium (GetItem); zeros before the first view or lead. */
export async function readStats(companyId: number, mediumId: number): Promise<MediumStats> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: mediumStatsKey(companyId, mediumId) }),
  );
  return { views: Number(Item?.views ?? 0), leads: Number(Item?.leads ?? 0) };
}

/** Counters of a page of media (BatchGetItem). */
export async function readStatsOf(companyId: number, mediumIds: readonly number[]): Promise<Map<number, MediumStats>> {
  const stats = new Map<number, MediumStats>(mediumIds.map((id) => [id, { views: 0, leads: 0 }]));
  for (const record of (
    await batchGet(
      mediumIds.map((id) => mediumStatsKey(companyId, id)),
      { consistent: false },
    )
  ).values()) {
    stats.set(Number(record.medium_id), { views: Number(record.views ?? 0), leads: Number(record.leads ?? 0) });
  }
  return stats;
}

/** Deletes a medium's counters once the medium is deleted (the media family's afterDelete). */
export async function dropStats(companyId: number, mediumId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: mediumStatsKey(companyId, mediumId) }));
}
