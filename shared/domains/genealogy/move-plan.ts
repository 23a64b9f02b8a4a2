import { DOWNLINE_LEVELS } from './tree-levels';

/** A closure row by its two ends and level. */
export interface RowKey {
  ancestor_id: number;
  member_id: number;
  level: number;
}

/**
 * The closure rows a moved member's subtree changes for one member `memberId`, `depth` levels
 * below the moved member (0 for the moved member itself): rows under the old ancestors above the
 * moved member go, rows under the new ones come. Rows inside the subtree never change. A row in
 * both (same ancestor, same level: a move within one's own upline) is left alone. Pure.
 */
export function rowChanges(
  memberId: number,
  depth: number,
  oldAncestors: readonly number[],
  newAncestors: readonly number[],
): { remove: RowKey[]; add: RowKey[] } {
  const rows = (ancestors: readonly number[]) =>
    ancestors
      .slice(0, Math.max(0, DOWNLINE_LEVELS - depth))
      .map((ancestorId, index) => ({ ancestor_id: ancestorId, member_id: memberId, level: index + 1 + depth }));
  const before = rows(oldAncestors);
  const after = rows(newAncestors);
  const same = (a: RowKey, b: RowKey) => a.ancestor_id === b.ancestor_id && a.level === b.level;
  return {
    remove: before.filter((row) => !after.some((other) => same(row, other))),
    add: after.filter((row) => !before.some((other) => same(row, other))),
  };
}

/**
 * How the level counts of the ancestors above a moved member change, by ancestor then level: the
 * subtree's members per depth below the moved member (`subtree[0]` = 1, the member itself, then
 * its own counts) leave the old ancestors' levels and join the new ones'. Pure.
 */
export function countDeltas(
  subtree: readonly number[],
  oldAncestors: readonly number[],
  newAncestors: readonly number[],
): Map<number, Record<number, number>> {
  const deltas = new Map<number, Record<number, number>>();
  const apply = (ancestors: readonly number[], sign: number) =>
    ancestors.slice(0, DOWNLINE_LEVELS).forEach((ancestorId, index) => {
      const byLevel = deltas.get(ancestorId) ?? {};
      for (let depth = 0; index + 1 + depth <= DOWNLINE_LEVELS && depth < subtree.length; depth++) {
        const level = index + 1 + depth;
        byLevel[level] = (byLevel[level] ?? 0) + sign * subtree[depth]!;
      }
      deltas.set(ancestorId, byLevel);
    });
  apply(oldAncestors, -1);
  apply(newAncestors, 1);
  for (const [ancestorId, byLevel] of deltas) {
    for (const level of Object.keys(byLevel)) if (byLevel[Number(level)] === 0) delete byLevel[Number(level)];
    if (Object.keys(byLevel).length === 0) deltas.delete(ancestorId);
  }
  return deltas;
}

/** The new upline of a member `depth` levels below the moved member, from its current one. */
export function movedUpline(upline: readonly number[], depth: number, newUplineOfMoved: readonly number[]): number[] {
  return [...upline.slice(0, depth), ...newUplineOfMoved];
}
