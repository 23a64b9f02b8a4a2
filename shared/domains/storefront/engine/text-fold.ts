/** Lower-cases and strips accents, so `Crème` matches `creme` (search and title sort keys). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A URL slug from a title: folded, non-alphanumerics collapsed to single hyphens, at most 100 characters. */
export function slugify(title: string): string {
  const slug = foldText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'item';
}
