import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * A member's place in its company's sponsor tree: the sponsor, the whole upline to the root
 * (nearest first: the sponsor, the sponsor's sponsor, ...) and its downline counts per level
 * (`level_1`..`level_5`, changed with ADD by placements and moves, so they are not in the schema's
 * writes: `levelCounts` reads them from the stored record). `upline_version` changes with every
 * move of the node, so a write computed from an upline can be conditioned on it.
 */
export const treeNodeEntity = defineEntity({
  name: 'tree_node',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      member_id: z.number().int(),
      sponsor_id: z.number().int().nullable(),
      upline: z.array(z.number().int()),
      upline_version: z.number().int(),
      joined_at: z.string(),
    }),
  keys: {
    primary: { pk: (n) => companyPartition(n.company_id), sk: (n) => treeNodeSortKey(n.member_id) },
  },
});

export type TreeNode = z.infer<typeof treeNodeEntity.schema>;

/** Sort key of a member's node in its company's partition. */
export function treeNodeSortKey(memberId: number): string {
  return `TREE_NODE#${sortableId(memberId)}`;
}
