import type { Member } from '../members/member-entity';
import { memberView } from '../members/member-view';
import { readMembers } from './list-field-members';
import { downlineLevels } from './tree-levels';
import { readDownlineLevel, readUpline, type TreePage } from './tree-reads';
import { requireTreeNode, type CountedNode } from './tree-store';

/** A member as tree listings show it. */
export interface TreeMemberView {
  id: string;
  name: string;
  email: string;
  username: string | null;
  member_type_slug: string | null;
  active: boolean;
  sponsor_id: string | null;
  level: number;
}

/** A page of a member's downline or upline with the member's counts per level. */
export interface TreeListing {
  members: TreeMemberView[];
  counts: { level: number; count: number }[];
  nextCursor: string | null;
}

/** One page of level `level` of a member's downline (one Query, one BatchGetItem) and its counts per level (one GetItem). */
export async function listDownline(
  companyId: number,
  memberId: number,
  level: number,
  page: TreePage,
): Promise<TreeListing> {
  const node = await requireTreeNode(companyId, memberId, 'member_id');
  const { memberIds, nextCursor } = await readDownlineLevel(companyId, memberId, level, page);
  const members = await readMembers(companyId, memberIds);
  return { members: members.map((member) => treeMemberView(member, level)), counts: countsOf(node), nextCursor };
}

/** One page of a member's upline, nearest first (the node's path, one BatchGetItem). */
export async function listUpline(companyId: number, memberId: number, page: TreePage): Promise<TreeListing> {
  const node = await requireTreeNode(companyId, memberId, 'member_id');
  const { memberIds, nextCursor } = readUpline(companyId, node, page);
  const offset = node.upline.indexOf(memberIds[0] ?? -1);
  const members = await readMembers(companyId, memberIds);
  return {
    members: members.map((member) => treeMemberView(member, offset + 1 + memberIds.indexOf(member.id))),
    counts: countsOf(node),
    nextCursor,
  };
}

/** A node's counts per level. */
export function countsOf(node: CountedNode): { level: number; count: number }[] {
  return downlineLevels.map((level) => ({ level, count: node.counts[level - 1] ?? 0 }));
}

function treeMemberView(member: Member, level: number): TreeMemberView {
  const view = memberView(member);
  return {
    id: String(member.id),
    name: view.full_name,
    email: member.email,
    username: member.username,
    member_type_slug: view.member_type?.slug ?? null,
    active: member.active,
    sponsor_id: member.sponsor ? String(member.sponsor.id) : null,
    level,
  };
}
