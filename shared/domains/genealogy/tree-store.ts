import { batchGet } from '../../platform/db/batch-get';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { treeNodeEntity, type TreeNode } from './tree-node-entity';
import { levelCounts } from './tree-levels';

/** A node with its downline counts per level (index 0: level 1). */
export interface CountedNode extends TreeNode {
  counts: number[];
}

/** A member's node (strongly consistent), or undefined when the member is not placed in the tree. */
export async function findTreeNode(companyId: number, memberId: number): Promise<CountedNode | undefined> {
  const found = await readTreeNodes(companyId, [memberId]);
  return found.get(memberId);
}

/** Several members' nodes in one BatchGetItem per 100, by member id. */
export async function readTreeNodes(
  companyId: number,
  memberIds: readonly number[],
): Promise<Map<number, CountedNode>> {
  const items = await batchGet(memberIds.map((id) => treeNodeEntity.key({ company_id: companyId, member_id: id })));
  const nodes = new Map<number, CountedNode>();
  for (const item of items.values()) {
    const node = treeNodeEntity.fromRecord(item);
    nodes.set(node.member_id, { ...node, counts: levelCounts(item) });
  }
  return nodes;
}

/** A member's node; 422 on `field` when the member is not placed in the tree. */
export async function requireTreeNode(companyId: number, memberId: number, field: string): Promise<CountedNode> {
  const node = await findTreeNode(companyId, memberId);
  if (!node) throw new ValidationFailed({ [field]: ['is not placed in the sponsor tree'] });
  return node;
}
