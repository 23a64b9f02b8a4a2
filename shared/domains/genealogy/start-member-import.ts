import { randomUUID } from 'node:crypto';
import { batchGet, keyOf } from '../../platform/db/batch-get';
import { batchWrite } from '../../platform/db/batch-write';
import { transactWrite } from '../../platform/db/transact';
import { uniqueKey } from '../../platform/db/unique';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { memberExternalIdScope } from '../members/member-guards';
import { planImport, type HeldValues, type ImportRow } from './import-validation';
import {
  IMPORT_CHUNK_ROWS,
  importChunkRecord,
  importStepRecord,
  memberImportEntity,
  type MemberImport,
} from './member-import-entity';

/** Rows one import takes (a 1 MB body holds about this many). */
export const MAX_IMPORT_ROWS = 5_000;

/**
 * Validates an import as a whole (import-validation.ts) against what the company holds (its
 * uniqueness claims, one BatchGetItem per 100 values): any bad row answers 422 naming each. A
 * valid import stores its rows in chunks (ordered by depth) and starts applying them in the background;
 * rows whose external id the company already holds are skipped, so posting the same list again
 * creates nothing.
 */
export async function startMemberImport(
  companyId: number,
  rows: readonly ImportRow[],
  now: Date = new Date(),
): Promise<MemberImport> {
  const plan = planImport(rows, await heldValues(companyId, rows));
  if (!plan.ok) throw new ValidationFailed(plan.errors, { message: 'The import was not started: fix the rows named' });
  const at = now.toISOString();
  const job: MemberImport = {
    id: `imp_${randomUUID().replaceAll('-', '')}`,
    company_id: companyId,
    status: 'running',
    total: rows.length,
    created: 0,
    skipped: plan.skipped,
    step: 1,
    cursor: null,
    created_at: at,
    updated_at: at,
    completed_at: null,
  };
  const ordered = [...plan.rows].sort((a, b) => a.depth - b.depth || a.index - b.index);
  const chunks = Array.from({ length: Math.ceil(ordered.length / IMPORT_CHUNK_ROWS) }, (_, chunk) =>
    ordered.slice(chunk * IMPORT_CHUNK_ROWS, (chunk + 1) * IMPORT_CHUNK_ROWS),
  );
  await batchWrite(chunks.map((rows, chunk) => ({ PutRequest: { Item: importChunkRecord(job, chunk, rows) } })));
  await transactWrite([memberImportEntity.create(job), { Put: { Item: importStepRecord(job, now) } }]);
  return job;
}

async function heldValues(companyId: number, rows: readonly ImportRow[]): Promise<HeldValues> {
  const scopes = {
    externalIds: memberExternalIdScope(companyId),
    emails: `member_email#${companyId}`,
    usernames: `rep_username#${companyId}`,
  } as const;
  const values = {
    externalIds: new Set(
      rows.flatMap((row) => [row.external_id, ...(row.sponsor_external_id ? [row.sponsor_external_id] : [])]),
    ),
    emails: new Set(rows.map((row) => row.email)),
    usernames: new Set(rows.flatMap((row) => (row.username ? [row.username] : []))),
  };
  const keys = (Object.keys(scopes) as (keyof typeof scopes)[]).flatMap((kind) =>
    [...values[kind]].map((value) => ({ kind, value, key: uniqueKey(scopes[kind], value) })),
  );
  const found = await batchGet(
    keys.map((entry) => entry.key),
    { consistent: false },
  );
  const held = {
    externalIds: new Map<string, number>(),
    emails: new Map<string, number>(),
    usernames: new Map<string, number>(),
  };
  for (const entry of keys) {
    const claim = found.get(keyOf(entry.key));
    if (typeof claim?.member_id === 'number') held[entry.kind].set(entry.value, claim.member_id);
  }
  return held;
}
