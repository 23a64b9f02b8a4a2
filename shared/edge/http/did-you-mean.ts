/**
 * The known name closest to a misspelt one, if any is close enough to be what the caller meant:
 * case, `_`/`-` and camelCase differences count as no difference (`countryIso` → `country_iso`),
 * then up to one edit per four characters (at least one) in optimal string alignment distance
 * (a swap of two neighbours is one edit: `colro` → `color`).
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  const wanted = normalize(name);
  const budget = Math.max(1, Math.floor(wanted.length / 4));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(wanted, normalize(candidate));
    if (distance <= budget && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

function normalize(name: string): string {
  return name.replace(/[_-]/g, '').toLowerCase();
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = distance;
    }
  }
  return rows[a.length]![b.length]!;
}
