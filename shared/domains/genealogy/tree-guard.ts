import { companyPartition } from '../company/company-entity';
import type { WriteItem } from '../../platform/db/transact';
import { db, tableName } from '../../platform/db/client';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * One item per company serialising the writes that change the tree's shape. Every move bumps
 * `tree_version`; a placement checks the version it computed its rows from. A move that runs as
 * a job holds `job_id` until the job ends: placements and other moves wait (retry) meanwhile, so
 * no closure row is ever computed from an upline a running move is rewriting.
 */
export interface TreeGuard {
  version: number;
  jobId: string | null;
}

const key = (companyId: number) => ({ pk: companyPartition(companyId), sk: 'TREE_GUARD' });

/** The company's guard as stored now (strongly consistent). */
export async function readTreeGuard(companyId: number): Promise<TreeGuard> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key(companyId), ConsistentRead: true }),
  );
  return { version: Number(Item?.tree_version ?? 0), jobId: (Item?.job_id as string | undefined) ?? null };
}

const unchanged = {
  ConditionExpression: 'attribute_not_exists(job_id) AND (attribute_not_exists(tree_version) OR tree_version = :seen)',
};

/** A transaction's check that no move happened since `guard` was read and none is running. */
export function treeGuardCheck(companyId: number, guard: TreeGuard): WriteItem {
  return {
    ConditionCheck: {
      Key: key(companyId),
      ...unchanged,
      ExpressionAttributeValues: { ':seen': guard.version },
    },
  };
}

/** A move's claim on the tree: the version read is still current; `jobId` holds the tree until the job releases it. */
export function treeGuardClaim(companyId: number, guard: TreeGuard, jobId: string | null): WriteItem {
  return {
    Update: {
      Key: key(companyId),
      UpdateExpression: jobId ? 'SET tree_version = :next, job_id = :job' : 'SET tree_version = :next',
      ...unchanged,
      ExpressionAttributeValues: {
        ':seen': guard.version,
        ':next': guard.version + 1,
        ...(jobId && { ':job': jobId }),
      },
    },
  };
}

/** Releases the tree held by job `jobId` (idempotent: a second release finds another or no job and changes nothing). */
export function treeGuardRelease(companyId: number, jobId: string): WriteItem {
  return {
    Update: {
      Key: key(companyId),
      UpdateExpression: 'REMOVE job_id SET tree_version = tree_version + :one',
      ConditionExpression: 'job_id = :job',
      ExpressionAttributeValues: { ':job': jobId, ':one': 1 },
    },
  };
}
