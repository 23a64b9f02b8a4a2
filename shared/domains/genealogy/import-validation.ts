/** One row of a member import, as validated for shape. */
export interface ImportRow {
  external_id: string;
  sponsor_external_id: string | null;
  email: string;
  member_type_slug: 'rep' | 'retail_customer' | 'preferred_customer';
  first_name: string;
  last_name: string;
  username: string | null;
  country_code: string | null;
  phone: string | null;
}

/** What the company already holds, by the values an import names (its uniqueness claims). */
export interface HeldValues {
  /** Member id by external id. */
  externalIds: ReadonlyMap<string, number>;
  emails: ReadonlyMap<string, number>;
  usernames: ReadonlyMap<string, number>;
}

/** A row to create, with its depth below the rows it needs first (sponsors in the import come first). */
export interface PlannedRow {
  index: number;
  depth: number;
  row: ImportRow;
}

/** The outcome of validating an import as a whole. */
export type ImportPlan =
  | { ok: true; rows: PlannedRow[]; skipped: number }
  | { ok: false; errors: Record<string, string[]> };

/**
 * Validates an import as a whole (pure): external ids, emails and rep usernames repeated within
 * it; sponsors named by external id that are neither a row nor a member of the company; rows whose
 * sponsors form a cycle; emails and usernames another member holds. A row whose external id the
 * company already holds is skipped (a re-run changes nothing). Each bad row is named by its index
 * (`members[3].sponsor_external_id`). Valid rows get their depth: 0 under a sponsor outside the
 * import (or none), else the sponsor row's depth + 1, so applying rows by depth places every
 * sponsor first.
 */
export function planImport(rows: readonly ImportRow[], held: HeldValues): ImportPlan {
  const errors: Record<string, string[]> = {};
  const fail = (index: number, field: string, message: string) => {
    const key = `members[${index}].${field}`;
    errors[key] = [...(errors[key] ?? []), message];
  };
  const firstIndex = new Map<string, number>();
  const repeated = (kind: string, value: string | null, index: number, field: string) => {
    if (value === null) return;
    const key = `${kind}\u0000${value}`;
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else fail(index, field, `repeats row ${first}`);
  };
  const byExternal = new Map<string, number>();
  rows.forEach((row, index) => {
    repeated('external_id', row.external_id, index, 'external_id');
    repeated('email', row.email, index, 'email');
    repeated('username', row.username, index, 'username');
    if (!byExternal.has(row.external_id)) byExternal.set(row.external_id, index);
  });
  const skipped = (index: number) => held.externalIds.has(rows[index]!.external_id);
  rows.forEach((row, index) => {
    if (skipped(index)) return;
    const sponsor = row.sponsor_external_id;
    if (sponsor !== null && !byExternal.has(sponsor) && !held.externalIds.has(sponsor))
      fail(index, 'sponsor_external_id', 'names no member of the import or the company');
    if (held.emails.has(row.email)) fail(index, 'email', 'already belongs to another member');
    if (row.username !== null && held.usernames.has(row.username))
      fail(index, 'username', 'already belongs to another rep');
  });
  const depths = sponsorDepths(rows, byExternal, skipped);
  depths.forEach((depth, index) => {
    if (depth === CYCLE) fail(index, 'sponsor_external_id', 'is in a sponsor cycle within the import');
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const planned = rows.flatMap((row, index) => (skipped(index) ? [] : [{ index, depth: depths[index]!, row }]));
  return { ok: true, rows: planned, skipped: rows.length - planned.length };
}

const CYCLE = -1;

/** Each row's depth below the rows it needs first, or CYCLE; iterative, so a long chain cannot overflow the stack. */
function sponsorDepths(
  rows: readonly ImportRow[],
  byExternal: ReadonlyMap<string, number>,
  skipped: (index: number) => boolean,
): number[] {
  const depths = new Array<number | undefined>(rows.length).fill(undefined);
  const sponsorRow = (index: number): number | undefined => {
    const sponsor = rows[index]!.sponsor_external_id;
    const found = sponsor === null ? undefined : byExternal.get(sponsor);
    return found === undefined || skipped(found) ? undefined : found;
  };
  for (let start = 0; start < rows.length; start++) {
    if (depths[start] !== undefined) continue;
    const path: number[] = [];
    const onPath = new Set<number>();
    let current: number | undefined = start;
    let base = 0;
    while (current !== undefined) {
      const known = depths[current];
      if (known !== undefined) {
        base = known === CYCLE ? CYCLE : known + 1;
        break;
      }
      if (onPath.has(current)) {
        // Members on the loop are the cycle; the rows leading into it hang below a cycle.
        for (const index of path.slice(path.indexOf(current))) depths[index] = CYCLE;
        base = CYCLE;
        break;
      }
      path.push(current);
      onPath.add(current);
      current = sponsorRow(current);
    }
    for (let position = path.length - 1; position >= 0; position--) {
      const index = path[position]!;
      if (depths[index] !== undefined) continue;
      depths[index] = base === CYCLE ? CYCLE : base;
      if (base !== CYCLE) base += 1;
    }
  }
  return depths.map((depth) => depth ?? 0);
}
