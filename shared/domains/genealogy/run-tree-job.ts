import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyOf } from '../../platform/db/batch-get';
import { batchWrite, type WriteRequest } from '../../platform/db/batch-write';
import { db, tableName } from '../../platform/db/client';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { companyPartition } from '../company/company-entity';
import { downlinePartition, downlineRowEntity } from './downline-row-entity';
import { movedUpline, rowChanges } from './move-plan';
import { DOWNLINE_LEVELS } from './tree-levels';
import { treeGuardRelease } from './tree-guard';
import { treeJobEntity, treeJobRootRecord, treeJobStepRecord, type TreeJob } from './tree-job-entity';
import { treeNodeEntity } from './tree-node-entity';

/** Closure rows one step moves: a step's writes stay well inside a consumer's timeout. */
export const TREE_JOB_PAGE = 100;

/**
 * Runs step `step` of a move job (the `tree_job_step` item the step consumer was invoked with):
 * one page of the current subtree root's closure rows, each member's rows re-parented and its
 * upline rewritten (idempotent: the writes compute the same result from an already moved member),
 * members on the last closure level queued as roots of their own deeper subtrees. The job's
 * progress and the next step's item commit together, conditioned on the step, so a redelivered
 * step does nothing; the last step completes the job and releases the company's tree.
 */
export async function runTreeJobStep(
  companyId: number,
  jobId: string,
  step: number,
  now: Date = new Date(),
): Promise<void> {
  const job = await treeJobEntity.get({ company_id: companyId, id: jobId }, { consistent: true });
  if (job?.status !== 'running' || job.step !== step) return;
  const pending: WriteItem[] = [];
  let current = job.current;
  if (!current) {
    const root = await nextQueuedRoot(job);
    if (!root) return complete(job, now);
    current = { root: root.root, depth: root.depth, cursor: null };
    pending.push({ Delete: { Key: { pk: root.pk, sk: root.sk } } });
  }
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': downlinePartition(companyId, current.root) },
      Limit: TREE_JOB_PAGE,
      ExclusiveStartKey: current.cursor ?? undefined,
      ConsistentRead: true,
    }),
  );
  const rows = (page.Items ?? []).map((item) => downlineRowEntity.fromRecord(item));
  const nodes = await batchGet(
    rows.map((row) => treeNodeEntity.key({ company_id: companyId, member_id: row.member_id })),
  );
  const newAncestors = job.new_upline.slice(0, DOWNLINE_LEVELS);
  const requests: WriteRequest[] = [];
  for (const row of rows) {
    const depth = current.depth + row.level;
    const stored = nodes.get(keyOf(treeNodeEntity.key({ company_id: companyId, member_id: row.member_id })));
    if (stored) {
      const upline = movedUpline(stored.upline as number[], depth, job.new_upline);
      requests.push({ PutRequest: { Item: { ...stored, upline, upline_version: Number(stored.upline_version) + 1 } } });
    }
    const changes = rowChanges(row.member_id, depth, job.old_ancestors, newAncestors);
    for (const removed of changes.remove)
      requests.push({ DeleteRequest: { Key: downlineRowEntity.key({ company_id: companyId, ...removed }) } });
    for (const added of changes.add)
      requests.push({ PutRequest: { Item: downlineRowEntity.toRecord({ company_id: companyId, ...added }) } });
    if (row.level === DOWNLINE_LEVELS)
      requests.push({ PutRequest: { Item: treeJobRootRecord(job, row.member_id, depth) } });
  }
  await batchWrite(requests);
  const at = now.toISOString();
  const next: TreeJob = {
    ...job,
    done: Math.min(job.total, job.done + rows.length),
    step: step + 1,
    current: page.LastEvaluatedKey ? { ...current, cursor: page.LastEvaluatedKey } : null,
    updated_at: at,
  };
  await transactWrite([
    ...pending,
    treeJobEntity.put(next, { condition: { expression: 'step = :step', values: { ':step': step } } }),
    { Put: { Item: treeJobStepRecord(next, now) } },
  ]);
}

async function nextQueuedRoot(
  job: TreeJob,
): Promise<{ pk: string; sk: string; root: number; depth: number } | undefined> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :root)',
      ExpressionAttributeValues: { ':pk': `${companyPartition(job.company_id)}#TREE_JOB#${job.id}`, ':root': 'ROOT#' },
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = Items?.[0];
  return item && { pk: String(item.pk), sk: String(item.sk), root: Number(item.root), depth: Number(item.depth) };
}

async function complete(job: TreeJob, now: Date): Promise<void> {
  const at = now.toISOString();
  await transactWrite([
    treeJobEntity.put(
      {
        ...job,
        status: 'completed',
        done: job.total,
        step: job.step + 1,
        current: null,
        updated_at: at,
        completed_at: at,
      },
      { condition: { expression: 'step = :step', values: { ':step': job.step } } },
    ),
    treeGuardRelease(job.company_id, job.id),
  ]);
}
