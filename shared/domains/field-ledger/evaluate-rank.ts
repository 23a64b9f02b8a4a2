import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { findTreeNode } from '../genealogy/tree-store';
import { findMember } from '../members/member-store';
import { memberView } from '../members/member-view';
import { volumeTotalsKey } from './ledger-entities';
import { frontlineAttribute, periodRankKey, rankHolderKey } from './period-rank-keys';
import type { Rank } from './rank-entity';

/** What one evaluation run shares: the company's ranks, read once. */
export interface RankRun {
  companyId: number;
  period: string;
  ranks: readonly Rank[];
  cause: 'volume' | 'period_close';
  now: Date;
}

/** Attempts of one member's evaluation against concurrent evaluations of the same member. */
const ATTEMPTS = 8;

/**
 * Brings a member's rank in a period in line with its totals and its frontline's ranks: the
 * highest rank whose requirements hold. A change commits in one transaction with its
 * `member_rank_changed` event, the holder index, and the counts of the sponsor's frontline (so the
 * sponsor's legs follow); a member whose sponsor changed since it was counted moves its count.
 * Answers whether the rank changed (then the sponsor's own rank may change too).
 */
export async function evaluateRank(run: RankRun, memberId: number): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [totals, record, node] = await Promise.all([
      read(volumeTotalsKey(run.companyId, run.period, memberId)),
      read(periodRankKey(run.companyId, run.period, memberId)),
      findTreeNode(run.companyId, memberId),
    ]);
    const held = typeof record?.rank_id === 'number' ? (record.rank_id as number) : null;
    const qualified = qualifiedRank(run.ranks, totals ?? {}, record ?? {});
    const to = qualified?.id ?? null;
    const countedUnder = typeof record?.counted_under === 'number' ? (record.counted_under as number) : null;
    const sponsor = node?.sponsor_id ?? null;
    const changed = to !== held;
    if (!changed && (held === null || countedUnder === sponsor)) return false;
    const version = Number(record?.version ?? 0);
    const items: WriteItem[] = [
      {
        Update: {
          Key: periodRankKey(run.companyId, run.period, memberId),
          UpdateExpression:
            'SET rank_id = :to, version = :next, counted_under = :sponsor, entity = :entity, member_id = :member, period = :period, updated_at = :at',
          ConditionExpression: 'attribute_not_exists(version) OR version = :version',
          ExpressionAttributeValues: {
            ':to': to,
            ':next': version + 1,
            ':version': version,
            ':sponsor': sponsor,
            ':entity': 'period_rank',
            ':member': memberId,
            ':period': run.period,
            ':at': run.now.toISOString(),
          },
        },
      },
      ...frontlineWrites(run, { parent: countedUnder, rank: held }, { parent: sponsor, rank: to }),
    ];
    if (changed) {
      if (held !== null) items.push({ Delete: { Key: rankHolderKey(run.companyId, run.period, held, memberId) } });
      if (to !== null)
        items.push({
          Put: {
            Item: {
              ...rankHolderKey(run.companyId, run.period, to, memberId),
              entity: 'rank_holder',
              member_id: memberId,
            },
          },
        });
      const event = await rankChangedEvent(run, memberId, held, qualified);
      if (event) items.push(event);
    }
    const { failedIndex } = await transactWrite(items);
    if (failedIndex === undefined) return changed;
  }
  throw new Error(`Rank of member ${memberId} kept changing under its evaluation`);
}

/**
 * Evaluates a member, the given ancestors (nearest first), then further sponsors while the one
 * below changed: a rank change changes its sponsor's legs.
 */
export async function evaluateUpward(run: RankRun, memberId: number, ancestors: readonly number[]): Promise<number> {
  let changes = 0;
  let changed = false;
  let last = memberId;
  for (const id of [memberId, ...ancestors]) {
    changed = await evaluateRank(run, id);
    if (changed) changes += 1;
    last = id;
  }
  while (changed) {
    const sponsor = (await findTreeNode(run.companyId, last))?.sponsor_id ?? null;
    if (sponsor === null) break;
    changed = await evaluateRank(run, sponsor);
    if (changed) changes += 1;
    last = sponsor;
  }
  return changes;
}

/** The highest rank whose requirements the totals and frontline counts meet, or null. */
export function qualifiedRank(
  ranks: readonly Rank[],
  totals: Record<string, unknown>,
  record: Record<string, unknown>,
): Rank | null {
  const pv = Number(totals.pv_qv ?? 0);
  const gv = Number(totals.gv_qv ?? 0);
  const legsAt = (legRank: Rank) =>
    ranks
      .filter((rank) => rank.order >= legRank.order)
      .reduce((sum, rank) => sum + Number(record[frontlineAttribute(rank.id)] ?? 0), 0);
  const highestFirst = [...ranks].sort((a, b) => b.order - a.order);
  return (
    highestFirst.find((rank) => {
      if (pv < rank.min_pv || gv < rank.min_gv) return false;
      if (rank.legs === 0) return true;
      const legRank = ranks.find((candidate) => candidate.id === rank.leg_rank_id);
      return legRank !== undefined && legsAt(legRank) >= rank.legs;
    }) ?? null
  );
}

/** The frontline counts leaving the sponsor the member was counted under and joining its sponsor now. */
function frontlineWrites(
  run: RankRun,
  before: { parent: number | null; rank: number | null },
  after: { parent: number | null; rank: number | null },
): WriteItem[] {
  const adds = new Map<number, Map<number, number>>();
  const add = (parent: number | null, rank: number | null, delta: number) => {
    if (parent === null || rank === null) return;
    const counts = adds.get(parent) ?? new Map<number, number>();
    counts.set(rank, (counts.get(rank) ?? 0) + delta);
    adds.set(parent, counts);
  };
  add(before.parent, before.rank, -1);
  add(after.parent, after.rank, 1);
  return [...adds].flatMap(([parent, counts]) => {
    const moved = [...counts].filter(([, delta]) => delta !== 0);
    if (moved.length === 0) return [];
    const names = Object.fromEntries(moved.map(([rank], index) => [`#f${index}`, frontlineAttribute(rank)]));
    const values = Object.fromEntries(moved.map(([, delta], index) => [`:d${index}`, delta]));
    return [
      {
        Update: {
          Key: periodRankKey(run.companyId, run.period, parent),
          UpdateExpression: `ADD ${moved.map((_, index) => `#f${index} :d${index}`).join(', ')} SET entity = :entity, member_id = :member, period = :period`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':entity': 'period_rank', ':member': parent, ':period': run.period },
        },
      },
    ];
  });
}

async function rankChangedEvent(
  run: RankRun,
  memberId: number,
  fromId: number | null,
  to: Rank | null,
): Promise<WriteItem | undefined> {
  const member = await findMember(run.companyId, memberId);
  if (!member) return undefined;
  const from = run.ranks.find((rank) => rank.id === fromId);
  const ref = (rank: Rank | undefined | null) =>
    rank ? { id: String(rank.id), name: rank.name, order: rank.order } : null;
  return outboxPut({
    companyId: run.companyId,
    resource: 'member',
    event: 'rank_changed',
    data: {
      ...memberView(member),
      rank_change: {
        period: run.period,
        // A rank deleted since it was held is named by its id alone.
        from_rank: fromId === null ? null : (ref(from) ?? { id: String(fromId), name: '', order: 0 }),
        to_rank: ref(to),
        changed_at: run.now.toISOString(),
        cause: run.cause,
      },
    },
    occurredAt: run.now,
  });
}

async function read(key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}
