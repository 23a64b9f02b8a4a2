import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/**
 * A bulk import of members (docs/field.md "Import"): validated as a whole when posted, then
 * applied in the background a chunk of rows per step, rows ordered by depth so sponsors come
 * first. `step` numbers the step the next `member_import_step` item runs (a redelivered step does
 * nothing); `cursor` is where the rows' Query resumes.
 */
export const memberImportEntity = defineEntity({
  name: 'member_import',
  schema: () =>
    z.object({
      id: z.string(),
      company_id: z.number().int(),
      status: z.enum(['running', 'completed']),
      total: z.number().int(),
      created: z.number().int(),
      skipped: z.number().int(),
      step: z.number().int(),
      cursor: z.record(z.string(), z.unknown()).nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  keys: {
    primary: { pk: (job) => companyPartition(job.company_id), sk: (job) => `MEMBER_IMPORT#${job.id}` },
  },
});

export type MemberImport = z.infer<typeof memberImportEntity.schema>;

/** The partition holding an import's rows and step items. */
export function importPartition(companyId: number, importId: string): string {
  return `${companyPartition(companyId)}#MEMBER_IMPORT#${importId}`;
}

/** Rows one stored chunk (and so one step) holds: a chunk item stays far under DynamoDB's 400 KB. */
export const IMPORT_CHUNK_ROWS = 250;

/** A chunk of rows waiting to be applied, chunks in order of the rows' depth, so sponsors come first. */
export function importChunkRecord(
  job: Pick<MemberImport, 'id' | 'company_id'>,
  chunk: number,
  rows: readonly { index: number; depth: number; row: object }[],
): Record<string, unknown> {
  return {
    pk: importPartition(job.company_id, job.id),
    sk: `CHUNK#${String(chunk).padStart(6, '0')}`,
    entity: 'member_import_chunk',
    rows,
    ttl: Math.floor(Date.now() / 1000) + 30 * 86_400,
  };
}

/** The item whose INSERT runs one step of an import (the step consumer). */
export function importStepRecord(
  job: Pick<MemberImport, 'id' | 'company_id' | 'step'>,
  now: Date,
): Record<string, unknown> {
  return {
    pk: importPartition(job.company_id, job.id),
    sk: `STEP#${String(job.step).padStart(8, '0')}`,
    entity: 'member_import_step',
    company_id: job.company_id,
    import_id: job.id,
    step: job.step,
    ttl: Math.floor(now.getTime() / 1000) + 86_400,
  };
}

/** An import as the API shows it. */
export function memberImportView(job: MemberImport) {
  return {
    id: job.id,
    status: job.status,
    total: job.total,
    created: job.created,
    skipped: job.skipped,
    progress: job.total === 0 ? 1 : Math.min(1, (job.created + job.skipped) / job.total),
    created_at: job.created_at,
    updated_at: job.updated_at,
    completed_at: job.completed_at,
  };
}
