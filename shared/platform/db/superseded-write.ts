/**
 * Whether a last-writer-wins write that lost its race is superseded: every value it sets (`mine`,
 * as it read them) was changed since by the writes that won (`theirs`). Re-applying it would only
 * reorder writers the caller did not order, so it answers the current state and emits no event.
 * Used where a write stays conditioned on the whole item, so 50 writers of one field settle in
 * about one round instead of taking turns until their deadline.
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
