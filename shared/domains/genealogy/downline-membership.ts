import { NotFound } from '../../platform/errors/domain-error';
import { findTreeNode, type CountedNode } from './tree-store';

/**
 * The node of `memberId` when it is `ancestorId` itself or in its downline (its stored upline
 * holds the ancestor: one GetItem, at any depth); anything else, a sibling, an upline or a member
 * of no tree, answers 404 as if it did not exist, so a rep learns nothing beyond its own team.
 */
export async function requireInDownline(companyId: number, ancestorId: number, memberId: number): Promise<CountedNode> {
  const node = await findTreeNode(companyId, memberId);
  if (!node || (memberId !== ancestorId && !node.upline.includes(ancestorId))) throw new NotFound('Member');
  return node;
}
