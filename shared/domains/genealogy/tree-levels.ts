/**
 * How many levels below each member the sponsor tree keeps closure rows and counts for: a
 * downline read of level n (1..DOWNLINE_LEVELS) is one Query on the ancestor's partition, and a
 * placement writes at most this many rows. Deeper levels are read by re-rooting at a member of
 * the last level (docs/field.md "The sponsor tree").
 */
export const DOWNLINE_LEVELS = 5;

/** The levels 1..DOWNLINE_LEVELS. */
export const downlineLevels: readonly number[] = Array.from({ length: DOWNLINE_LEVELS }, (_, index) => index + 1);

/** The stored attribute holding a member's count of level `level` members. */
export function levelCountAttribute(level: number): string {
  return `level_${level}`;
}

/** Counts per level (index 0 is level 1), read from a node's stored attributes. */
export function levelCounts(stored: Record<string, unknown>): number[] {
  return downlineLevels.map((level) => Number(stored[levelCountAttribute(level)] ?? 0));
}
