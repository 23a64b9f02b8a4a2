import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Principal } from '../auth/principal';
import { outboxPut } from '../events/outbox';
import { memberEntity, type Member } from '../members/member-entity';
import { findMember, getMember } from '../members/member-store';
import { memberView } from '../members/member-view';
import { db, tableName } from '../../platform/db/client';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { Conflict, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { downlinePartition, downlineRowEntity } from './downline-row-entity';
import { countDeltas, movedUpline, rowChanges, type RowKey } from './move-plan';
import { countChange, newTreeNode, placementWrites } from './place-member';
import { sponsorChangeEntity, sponsorChangeView, type SponsorChange } from './sponsor-change-entity';
import { DOWNLINE_LEVELS } from './tree-levels';
import { treeGuardClaim, readTreeGuard } from './tree-guard';
import { treeJobEntity, treeJobStepRecord, type TreeJob } from './tree-job-entity';
import { treeNodeEntity } from './tree-node-entity';
import { findTreeNode, readTreeNodes, requireTreeNode, type CountedNode } from './tree-store';

/** A move of a member with at most this many descendants (all within the closure levels) commits in the request. */
export const INLINE_MOVE_DESCENDANTS = 6;
/** TransactWriteItems' ceiling: an inline move needing more runs as a job. */
const MAX_TRANSACTION_ITEMS = 100;

/** What a sponsor change did. */
export interface SponsorChangeResult {
  member: Member;
  change: SponsorChange | null;
  job: TreeJob | null;
}

const field = 'member.sponsor_id';

/**
 * Sets or changes a member's sponsor (null: the member becomes a root). Refuses (422) an unknown
 * or unplaced sponsor, an admin, and a cycle (the new sponsor is the member or in its downline).
 * Commits in one transaction the member, the history row, `member_sponsor_changed`, the level
 * counts of every ancestor above the member before and after, the member's own node and closure
 * rows, and a claim on the company's tree guard. A small downline moves in that same
 * transaction; a larger one is moved by a job the transaction starts (the guard stays held until
 * it completes; a second move meanwhile answers 409). The same sponsor again changes nothing.
 */
export async function changeSponsor(
  principal: Principal,
  memberId: number,
  sponsorId: number | null,
  now: Date = new Date(),
): Promise<SponsorChangeResult> {
  return retryStaleWrites(() => attemptChange(principal, memberId, sponsorId, now), {
    conflictMessage: 'The sponsor tree is being changed by other requests; retry',
  });
}

async function attemptChange(
  principal: Principal,
  memberId: number,
  sponsorId: number | null,
  now: Date,
): Promise<SponsorChangeResult> {
  const companyId = principal.companyId;
  const guard = await readTreeGuard(companyId);
  if (guard.jobId)
    throw new Conflict('A downline move is running in this company; retry when its job completes', {
      errors: { job_id: guard.jobId },
    });
  const member = await getMember(companyId, memberId);
  if (member.type === 'admin') throw new ValidationFailed({ [field]: ['admins are not placed in the sponsor tree'] });
  const [node, sponsor] = await Promise.all([findTreeNode(companyId, memberId), sponsorOf(companyId, sponsorId)]);
  if ((node?.sponsor_id ?? null) === sponsorId && node) return { member, change: null, job: null };
  if (sponsor && (sponsor.node.member_id === memberId || sponsor.node.upline.includes(memberId)))
    throw new ValidationFailed({
      [field]: ["is the member or in the member's downline: the tree cannot hold a cycle"],
    });

  const at = now.toISOString();
  const newUpline = sponsor ? [sponsor.node.member_id, ...sponsor.node.upline] : [];
  const descendants = node ? node.counts.reduce((sum, count) => sum + count, 0) : 0;
  const inline = descendants <= INLINE_MOVE_DESCENDANTS && (node?.counts[DOWNLINE_LEVELS - 1] ?? 0) === 0;
  const jobId = inline ? null : `tjb_${randomUUID().replaceAll('-', '')}`;
  const change: SponsorChange = {
    id: newNumericId(now.getTime()),
    company_id: companyId,
    member_id: memberId,
    from_sponsor_id: node?.sponsor_id ?? null,
    to_sponsor_id: sponsorId,
    changed_by: { token_id: principal.tokenId, member_id: principal.memberId ?? null },
    changed_at: at,
    job_id: jobId,
  };
  const after: Member = { ...member, sponsor: sponsor ? sponsorCopy(sponsor.member) : null, updated_at: at };
  const treeWrites = node
    ? await moveWrites(node, newUpline, inline, guard, jobId)
    : placementWrites(newTreeNode(companyId, memberId, sponsor?.node ?? null, member.created_at), guard);
  const job: TreeJob | null = jobId
    ? {
        id: jobId,
        company_id: companyId,
        kind: 'sponsor_change',
        member_id: memberId,
        old_ancestors: node!.upline.slice(0, DOWNLINE_LEVELS),
        new_upline: newUpline,
        status: 'running',
        total: descendants,
        done: 0,
        step: 1,
        current: { root: memberId, depth: 0, cursor: null },
        created_at: at,
        updated_at: at,
        completed_at: null,
      }
    : null;
  const items: WriteItem[] = [
    memberEntity.put(after, {
      condition: { expression: 'updated_at = :seen', values: { ':seen': member.updated_at } },
    }),
    sponsorChangeEntity.create(change),
    outboxPut({
      companyId,
      resource: 'member',
      event: 'sponsor_changed',
      data: { ...memberView(after), sponsor_change: sponsorChangeView(change) },
      occurredAt: now,
    }),
    ...treeWrites,
    ...(job ? [treeJobEntity.create(job), { Put: { Item: treeJobStepRecord(job, now) } }] : []),
  ];
  if (items.length > MAX_TRANSACTION_ITEMS) throw new Error(`A sponsor change of ${items.length} items`);
  const { failedIndex } = await transactWrite(items);
  if (failedIndex !== undefined) throw new StaleWrite();
  return { member: after, change, job };
}

async function sponsorOf(
  companyId: number,
  sponsorId: number | null,
): Promise<{ member: Member; node: CountedNode } | null> {
  if (sponsorId === null) return null;
  const member = await findMember(companyId, sponsorId);
  if (!member || member.type === 'admin')
    throw new ValidationFailed({ [field]: ['is not a rep or customer of this company'] });
  return { member, node: await requireTreeNode(companyId, sponsorId, field) };
}

/** A sponsor as members name theirs (the enrolling rep's copy). */
function sponsorCopy(sponsor: Member): NonNullable<Member['sponsor']> {
  return {
    id: sponsor.id,
    email: sponsor.email,
    full_name: memberView(sponsor).full_name,
    username: sponsor.username ?? '',
  };
}

/**
 * The tree writes of a move of a placed member: the ancestors' counts, the member's node and
 * closure rows, the guard's claim, and (inline) every descendant's node and rows.
 */
async function moveWrites(
  node: CountedNode,
  newUpline: number[],
  inline: boolean,
  guard: Awaited<ReturnType<typeof readTreeGuard>>,
  jobId: string | null,
): Promise<WriteItem[]> {
  const companyId = node.company_id;
  const oldAncestors = node.upline.slice(0, DOWNLINE_LEVELS);
  const newAncestors = newUpline.slice(0, DOWNLINE_LEVELS);
  const items: WriteItem[] = [...countDeltas([1, ...node.counts], oldAncestors, newAncestors)].map(
    ([ancestorId, deltas]) => countChange(companyId, ancestorId, deltas),
  );
  items.push(nodeMove(companyId, node.member_id, node.upline_version, newUpline, newUpline[0] ?? null));
  items.push(...rowWrites(companyId, rowChanges(node.member_id, 0, oldAncestors, newAncestors)));
  if (inline) {
    const rows = (await queryDownline(companyId, node.member_id)).map((item) => downlineRowEntity.fromRecord(item));
    const nodes = await readTreeNodes(
      companyId,
      rows.map((row) => row.member_id),
    );
    for (const row of rows) {
      const descendant = nodes.get(row.member_id);
      if (!descendant) throw new StaleWrite();
      items.push(
        nodeMove(
          companyId,
          row.member_id,
          descendant.upline_version,
          movedUpline(descendant.upline, row.level, newUpline),
        ),
        ...rowWrites(companyId, rowChanges(row.member_id, row.level, oldAncestors, newAncestors)),
      );
    }
  }
  items.push(treeGuardClaim(companyId, guard, jobId));
  return items;
}

/** Sets a node's upline (and the moved member's sponsor), conditioned on the version the move was computed from. */
function nodeMove(
  companyId: number,
  memberId: number,
  version: number,
  upline: number[],
  sponsorId?: number | null,
): WriteItem {
  return treeNodeEntity.update(
    { company_id: companyId, member_id: memberId },
    { set: { upline, upline_version: version + 1, ...(sponsorId !== undefined && { sponsor_id: sponsorId }) } },
    { condition: { expression: 'upline_version = :seen', values: { ':seen': version } } },
  );
}

/** Deletes and creates of closure rows. */
export function rowWrites(companyId: number, changes: { remove: RowKey[]; add: RowKey[] }): WriteItem[] {
  return [
    ...changes.remove.map((row) => downlineRowEntity.delete({ company_id: companyId, ...row })),
    ...changes.add.map((row) => downlineRowEntity.put({ company_id: companyId, ...row })),
  ];
}

/** Every closure row under a member (a small downline: one page). */
async function queryDownline(companyId: number, memberId: number): Promise<Record<string, unknown>[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': downlinePartition(companyId, memberId) },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}
