/**
 * Whether a last-writer-wins write that lost its race is superseded: every value it sets (`mine`,
 * as it read them) was changed since by the concurrent writes that won (`theirs`, as they left
 * them). Those writes ran at the same time as this one and leave each of its fields with their
 * own value, so re-applying it would only reorder writers the caller did not order; it answers the
 * current state instead, emitting no event (its state was never stored). Used where the write must
 * stay conditioned on the whole item (derived rows, totals, a revision the client echoes), so 50
 * writers of one field settle in about one round instead of taking turns until their deadline.
 * Any value left as read (a field only this writer changes), or a different number of values (the
 * line it changes is gone), means the write is not superseded and is re-applied on the current state.
 *
 * @example if (read && supersededBy(fieldsOf(read), fieldsOf(current))) return current;
 */
export function supersededBy(mine: readonly unknown[], theirs: readonly unknown[]): boolean {
  return (
    mine.length > 0 &&
    mine.length === theirs.length &&
    mine.every((value, index) => JSON.stringify(value) !== JSON.stringify(theirs[index]))
  );
}
