import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { transactWrite } from '../../platform/db/transact';
import { readUniqueClaim } from '../../platform/db/unique';
import { getCompany } from '../company/company-store';
import { buildMember, newMemberWrites } from '../members/create-member';
import { memberExternalIdScope } from '../members/member-guards';
import { memberType } from '../members/member-types';
import type { Member } from '../members/member-entity';
import { findMember } from '../members/member-store';
import { memberView } from '../members/member-view';
import { ensurePlaced } from './ensure-placed';
import type { ImportRow } from './import-validation';
import { importPartition, importStepRecord, memberImportEntity, type MemberImport } from './member-import-entity';
import { newTreeNode, placementWrites } from './place-member';
import { readTreeGuard, type TreeGuard } from './tree-guard';
import type { TreeNode } from './tree-node-entity';

/** Rows of one depth applied at once (their sponsors are all in place). */
const PARALLEL_ROWS = 20;

/**
 * Runs step `step` of an import: its next chunk of rows (by depth, so every sponsor exists
 * before its rows), each a member with its claims, `member_created` and its placement in one
 * transaction. A row whose external id is already held (a redelivered step, a re-run) is counted
 * as skipped. Progress and the next step's item commit together, conditioned on the step; the
 * last step completes the import. While a downline move holds the tree, the step throws and the
 * stream retries it.
 */
export async function runImportStep(
  companyId: number,
  importId: string,
  step: number,
  now: Date = new Date(),
): Promise<void> {
  const job = await memberImportEntity.get({ company_id: companyId, id: importId }, { consistent: true });
  if (job?.status !== 'running' || job.step !== step) return;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
      ExpressionAttributeValues: { ':pk': importPartition(companyId, importId), ':chunk': 'CHUNK#' },
      Limit: 1,
      ExclusiveStartKey: job.cursor ?? undefined,
      ConsistentRead: true,
    }),
  );
  const rows = (page.Items?.[0]?.rows ?? []) as { depth: number; row: ImportRow }[];
  const guard = await readTreeGuard(companyId);
  if (guard.jobId) throw new Error('A downline move holds the tree; the import step will be retried');
  const country = (await getCompany(companyId)).country_code;
  const sponsors = new Map<string, Promise<ImportSponsor>>();
  const sponsorOf = (externalId: string) => {
    if (!sponsors.has(externalId)) sponsors.set(externalId, importSponsor(companyId, externalId));
    return sponsors.get(externalId)!;
  };
  let created = 0;
  let skipped = 0;
  for (const depth of [...new Set(rows.map((row) => row.depth))]) {
    const level = rows.filter((row) => row.depth === depth);
    for (let start = 0; start < level.length; start += PARALLEL_ROWS) {
      const outcomes = await Promise.all(
        level
          .slice(start, start + PARALLEL_ROWS)
          .map(({ row }) => applyRow(companyId, row, { country, guard, sponsorOf }, now)),
      );
      created += outcomes.filter((outcome) => outcome === 'created').length;
      skipped += outcomes.filter((outcome) => outcome === 'skipped').length;
    }
  }
  const at = now.toISOString();
  const last = !page.LastEvaluatedKey;
  const next: MemberImport = {
    ...job,
    created: job.created + created,
    skipped: job.skipped + skipped,
    step: step + 1,
    cursor: page.LastEvaluatedKey ?? null,
    updated_at: at,
    ...(last && { status: 'completed' as const, completed_at: at }),
  };
  await transactWrite([
    memberImportEntity.put(next, { condition: { expression: 'step = :step', values: { ':step': step } } }),
    ...(last ? [] : [{ Put: { Item: importStepRecord(next, now) } }]),
  ]);
}

/** A sponsor an import row names: its node and the copy its members carry. */
interface ImportSponsor {
  node: TreeNode;
  copy: NonNullable<Member['sponsor']>;
}

async function applyRow(
  companyId: number,
  row: ImportRow,
  context: { country: string; guard: TreeGuard; sponsorOf: (externalId: string) => Promise<ImportSponsor> },
  now: Date,
): Promise<'created' | 'skipped'> {
  const scope = memberExternalIdScope(companyId);
  if (await readUniqueClaim(scope, row.external_id, { consistent: true })) return 'skipped';
  const sponsor = row.sponsor_external_id ? await context.sponsorOf(row.sponsor_external_id) : null;
  const type = memberType(row.member_type_slug);
  const member = buildMember(
    companyId,
    {
      type: type.kind,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      username: row.username,
      country_code: row.country_code ?? context.country,
      member_type: type.slug,
      sponsor: sponsor?.copy ?? null,
      external_id: row.external_id,
      phone: row.phone,
    },
    now,
  );
  const { items } = newMemberWrites(member, now);
  const { failedIndex } = await transactWrite([
    ...items,
    ...placementWrites(newTreeNode(companyId, member.id, sponsor?.node ?? null, member.created_at), context.guard),
  ]);
  if (failedIndex === undefined) return 'created';
  if (await readUniqueClaim(scope, row.external_id, { consistent: true })) return 'skipped';
  throw new Error(`Import row ${row.external_id} was refused (item ${failedIndex}); the step will be retried`);
}

async function importSponsor(companyId: number, externalId: string): Promise<ImportSponsor> {
  const claim = await readUniqueClaim(memberExternalIdScope(companyId), externalId, { consistent: true });
  const memberId = typeof claim?.member_id === 'number' ? claim.member_id : undefined;
  const [node, member] =
    memberId === undefined
      ? []
      : await Promise.all([ensurePlaced(companyId, memberId), findMember(companyId, memberId)]);
  if (!node || !member)
    throw new Error(`The sponsor ${externalId} of an import row is not placed; the step will be retried`);
  const copy = {
    id: member.id,
    email: member.email,
    full_name: memberView(member).full_name,
    username: member.username ?? '',
  };
  return { node, copy };
}
