import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/**
 * A background move of a large downline (docs/field.md "Moves"): the moved member, the ancestors
 * above it before and after (the closure rows to delete and to write), the subtree root whose
 * closure partition is being walked (`current`, with its depth below the moved member and the
 * page cursor), and progress. Roots deeper than DOWNLINE_LEVELS wait as `tree_job_root` items.
 * `step` numbers the step the next `tree_job_step` item runs, so a redelivered step does nothing.
 */
export const treeJobEntity = defineEntity({
  name: 'tree_job',
  schema: () =>
    z.object({
      id: z.string(),
      company_id: z.number().int(),
      kind: z.literal('sponsor_change'),
      member_id: z.number().int(),
      old_ancestors: z.array(z.number().int()),
      new_upline: z.array(z.number().int()),
      status: z.enum(['running', 'completed']),
      total: z.number().int(),
      done: z.number().int(),
      step: z.number().int(),
      current: z
        .object({
          root: z.number().int(),
          depth: z.number().int(),
          cursor: z.record(z.string(), z.unknown()).nullable(),
        })
        .nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  keys: {
    primary: { pk: (job) => companyPartition(job.company_id), sk: (job) => `TREE_JOB#${job.id}` },
  },
});

export type TreeJob = z.infer<typeof treeJobEntity.schema>;

/** The item whose INSERT runs one step of a job (the step consumer); gone a day later. */
export function treeJobStepRecord(
  job: Pick<TreeJob, 'id' | 'company_id' | 'step'>,
  now: Date,
): Record<string, unknown> {
  return {
    pk: `${companyPartition(job.company_id)}#TREE_JOB#${job.id}`,
    sk: `STEP#${String(job.step).padStart(8, '0')}`,
    entity: 'tree_job_step',
    company_id: job.company_id,
    job_id: job.id,
    step: job.step,
    ttl: Math.floor(now.getTime() / 1000) + 86_400,
  };
}

/** A subtree root below the last closure level, waiting to be walked by its job. */
export function treeJobRootRecord(
  job: Pick<TreeJob, 'id' | 'company_id'>,
  root: number,
  depth: number,
): Record<string, unknown> {
  return {
    pk: `${companyPartition(job.company_id)}#TREE_JOB#${job.id}`,
    sk: `ROOT#${String(root).padStart(16, '0')}`,
    entity: 'tree_job_root',
    root,
    depth,
  };
}

/** A job as `GET .../tree-jobs/{id}` shows it. */
export function treeJobView(job: TreeJob) {
  return {
    id: job.id,
    kind: job.kind,
    member_id: String(job.member_id),
    status: job.status,
    total: job.total,
    done: job.done,
    progress: job.total === 0 ? 1 : Math.min(1, job.done / job.total),
    created_at: job.created_at,
    updated_at: job.updated_at,
    completed_at: job.completed_at,
  };
}
