import type { Member } from '../members/member-entity';
import { getMember } from '../members/member-store';
import { memberView } from '../members/member-view';
import { readMembers } from './list-field-members';
import { readDownlineRows } from './tree-reads';
import { readTreeNodes } from './tree-store';

/** Most members one genealogy read nests; `truncated` says when a deeper or wider tree was cut. */
export const GENEALOGY_MAX_MEMBERS = 500;

/** One member of a genealogy and its downline. */
export interface GenealogyNode {
  id: string;
  member_type: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  join_date: string;
  active: boolean;
  rank: string | null;
  has_children: boolean;
  downline: GenealogyNode[];
}

/**
 * The sponsor tree rooted at a member, `levels` (1..5) deep: one Query of the root's closure rows
 * (levels in key order, at most GENEALOGY_MAX_MEMBERS), one BatchGetItem per 100 of the members
 * and of their nodes (sponsor and child count), nested in memory.
 */
export async function readGenealogy(
  companyId: number,
  rootId: number,
  levels: number,
): Promise<{ genealogy: GenealogyNode; truncated: boolean }> {
  const root = await getMember(companyId, rootId);
  const { rows, truncated } = await readDownlineRows(companyId, rootId, levels, GENEALOGY_MAX_MEMBERS);
  const ids = [rootId, ...rows.map((row) => row.member_id)];
  const [members, nodes] = await Promise.all([readMembers(companyId, ids.slice(1)), readTreeNodes(companyId, ids)]);
  const built = new Map<number, GenealogyNode>([[rootId, present(root, (nodes.get(rootId)?.counts[0] ?? 0) > 0)]]);
  for (const member of members) built.set(member.id, present(member, (nodes.get(member.id)?.counts[0] ?? 0) > 0));
  for (const row of rows) {
    const child = built.get(row.member_id);
    const parent = built.get(nodes.get(row.member_id)?.sponsor_id ?? -1);
    if (child && parent) parent.downline.push(child);
  }
  return { genealogy: built.get(rootId)!, truncated };
}

function present(member: Member, hasChildren: boolean): GenealogyNode {
  const view = memberView(member);
  return {
    id: String(member.id),
    member_type: view.member_type?.slug ?? member.type,
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    phone: member.phone,
    join_date: member.created_at,
    active: member.active,
    rank: null,
    has_children: hasChildren,
    downline: [],
  };
}
