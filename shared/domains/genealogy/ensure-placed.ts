import { findMember } from '../members/member-store';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite } from '../../platform/db/transact';
import { newTreeNode, placementWrites } from './place-member';
import { readTreeGuard } from './tree-guard';
import type { TreeNode } from './tree-node-entity';
import { findTreeNode } from './tree-store';

/**
 * Places a rep or customer in the tree under its sponsor if it is not placed yet (members enrolled
 * at checkout, whose writes join the order's transaction, are placed by the stream after it), a
 * sponsor not placed yet first; admins are never placed. Idempotent: a placed member is left as
 * it is, and a concurrent placement loses on the node's create condition. Waits (retries, then
 * throws for the stream to retry) while a downline move job holds the tree.
 */
export async function ensurePlaced(companyId: number, memberId: number): Promise<TreeNode | undefined> {
  const placed = await findTreeNode(companyId, memberId);
  if (placed) return placed;
  const member = await findMember(companyId, memberId);
  if (!member || member.type === 'admin') return undefined;
  const sponsorNode = member.sponsor ? await ensurePlaced(companyId, member.sponsor.id) : undefined;
  return retryStaleWrites(
    async () => {
      const guard = await readTreeGuard(companyId);
      if (guard.jobId) throw new StaleWrite();
      const node = newTreeNode(companyId, memberId, sponsorNode ?? null, member.created_at);
      const { failedIndex } = await transactWrite(placementWrites(node, guard));
      if (failedIndex === undefined) return node;
      const raced = await findTreeNode(companyId, memberId);
      if (raced) return raced;
      throw new StaleWrite();
    },
    { conflictMessage: 'The sponsor tree is held by a move; the placement will be retried' },
  );
}
