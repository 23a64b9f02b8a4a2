import type { WriteItem } from '../../platform/db/transact';
import { downlineRowEntity } from './downline-row-entity';
import { DOWNLINE_LEVELS, levelCountAttribute } from './tree-levels';
import { treeNodeEntity, type TreeNode } from './tree-node-entity';
import { treeGuardCheck, type TreeGuard } from './tree-guard';

/** The node a member gets under `sponsor` (a root without one). */
export function newTreeNode(
  companyId: number,
  memberId: number,
  sponsor: Pick<TreeNode, 'member_id' | 'upline'> | null,
  joinedAt: string,
): TreeNode {
  return {
    company_id: companyId,
    member_id: memberId,
    sponsor_id: sponsor?.member_id ?? null,
    upline: sponsor ? [sponsor.member_id, ...sponsor.upline] : [],
    upline_version: 0,
    joined_at: joinedAt,
  };
}

/**
 * The writes placing a new member (a leaf) in the tree, for the caller's transaction: its node
 * (created once: a second placement fails its condition), a closure row under each of its first
 * DOWNLINE_LEVELS ancestors, those ancestors' level counts (ADD), and the check that no move
 * changed the tree since `guard` was read. At most 2 × DOWNLINE_LEVELS + 2 items.
 */
export function placementWrites(node: TreeNode, guard: TreeGuard): WriteItem[] {
  const ancestors = node.upline.slice(0, DOWNLINE_LEVELS);
  return [
    treeNodeEntity.create(node),
    ...ancestors.flatMap((ancestorId, index) => [
      downlineRowEntity.create({
        company_id: node.company_id,
        ancestor_id: ancestorId,
        member_id: node.member_id,
        level: index + 1,
      }),
      countChange(node.company_id, ancestorId, { [index + 1]: 1 }),
    ]),
    treeGuardCheck(node.company_id, guard),
  ];
}

/** An UpdateItem adding `deltas` (by level) to a member's level counts. */
export function countChange(companyId: number, memberId: number, deltas: Record<number, number>): WriteItem {
  const entries = Object.entries(deltas).filter(([, delta]) => delta !== 0);
  return {
    Update: {
      Key: treeNodeEntity.key({ company_id: companyId, member_id: memberId }),
      UpdateExpression: `ADD ${entries.map(([level]) => `#l${level} :l${level}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(
        entries.map(([level]) => [`#l${level}`, levelCountAttribute(Number(level))]),
      ),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([level, delta]) => [`:l${level}`, delta])),
    },
  };
}
