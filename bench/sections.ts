/** The bench's sections, in the order they run. */
export const benchSections = ['functions', 'http', 'webhooks', 'storefront', 'carts', 'pages', 'orders', 'renewals', 'queue'] as const;

/** One section of `npm run bench`. */
export type BenchSection = (typeof benchSections)[number];

/**
 * The sections selected on the command line: `--only <section>[,<section>…]` (repeatable), or all
 * of them. `npm run bench -- --only webhooks` runs just the webhook deliveries section.
 *
 * @example selectedSections(['--only', 'http,webhooks']) // Set { 'http', 'webhooks' }
 */
export function selectedSections(argv: readonly string[]): Set<BenchSection> {
  const chosen: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--only') chosen.push(...(argv[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) chosen.push(...arg.slice('--only='.length).split(','));
    else throw new Error(`Unknown argument ${arg}; usage: npm run bench [-- --only ${benchSections.join('|')}[,…]]`);
  }
  const unknown = chosen.filter((name) => !(benchSections as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`Unknown section ${unknown.join(', ')}; sections: ${benchSections.join(', ')}`);
  return new Set(chosen.length ? (chosen as BenchSection[]) : benchSections);
}
