/** The bench's sections, in the order they run. */
export const benchSections = [
  'functions',
  'http',
  'webhooks',
  'storefront',
  'carts',
  'pages',
  'cdn',
  'orders',
  'renewals',
  'field',
  'queue',
] as const;

/** One section of `npm run bench`. */
export type BenchSection = (typeof benchSections)[number];

/** What the command line asks the bench to run. */
export interface BenchSelection {
  readonly sections: Set<BenchSection>;
  /**
   * Handlers the functions section cold-loads: those whose name contains one of these strings
   * (`--functions site/,get-company`); every handler when empty. The stack floor always runs.
   */
  readonly functions: readonly string[];
}

const usage = `usage: npm run bench [-- --only ${benchSections.join('|')}[,…]] [--functions <part of a handler name>[,…]]`;

/**
 * The sections selected on the command line: `--only <section>[,<section>…]` (repeatable), or all
 * of them. `npm run bench -- --only webhooks` runs just the webhook deliveries section.
 *
 * @example selectedSections(['--only', 'http,webhooks']) // Set { 'http', 'webhooks' }
 */
export function selectedSections(argv: readonly string[]): Set<BenchSection> {
  return benchSelection(argv).sections;
}

/**
 * Sections (`--only`) and the handlers of the functions section (`--functions`, a filter on
 * handler names: cold-loading all ~200 bundles takes minutes on a loaded machine).
 *
 * @example benchSelection(['--only', 'functions', '--functions', 'site/']) // { sections: Set { 'functions' }, functions: ['site/'] }
 */
export function benchSelection(argv: readonly string[]): BenchSelection {
  const chosen: string[] = [];
  const functions: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const values = () => (inline ?? argv[++i] ?? '').split(',').filter(Boolean);
    if (flag === '--only') chosen.push(...(inline ?? argv[++i] ?? '').split(','));
    else if (flag === '--functions') {
      const parts = values();
      if (!parts.length) throw new Error(`--functions needs at least one name; ${usage}`);
      functions.push(...parts);
    } else throw new Error(`Unknown argument ${arg}; ${usage}`);
  }
  const unknown = chosen.filter((name) => !(benchSections as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`Unknown section ${unknown.join(', ')}; sections: ${benchSections.join(', ')}`);
  return { sections: new Set(chosen.length ? (chosen as BenchSection[]) : benchSections), functions };
}

/** Whether the functions section cold-loads `handler` under the `--functions` filter. */
export function includesHandler(selection: BenchSelection, handler: string): boolean {
  return selection.functions.length === 0 || selection.functions.some((part) => handler.includes(part));
}
