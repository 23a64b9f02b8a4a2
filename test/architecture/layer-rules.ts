import type { ImportEdge } from './import-graph';

/** Where a file of shared/ sits (shared/README.md). */
export type Layer = { kind: 'platform' | 'edge' | 'use-cases' | 'sdk' } | { kind: 'domain'; domain: string };

export function layerOf(path: string): Layer | undefined {
  const [top, folder, ...rest] = path.split('/');
  if (top !== 'shared' || !folder || rest.length === 0) return undefined;
  if (folder === 'platform' || folder === 'edge' || folder === 'use-cases' || folder === 'sdk') return { kind: folder };
  if (folder === 'domains' && rest.length > 1) return { kind: 'domain', domain: rest[0]! };
  return undefined;
}

/**
 * The one edge module a domain may name, and only as types: the route manifest's shapes, because
 * storefront families are data that declare their own routes (`extraRoutes`, `writeUses`) and the
 * manifest stays the single source of truth.
 */
const MANIFEST_TYPES = 'shared/edge/http/route.ts';

/**
 * The imports that break the layering, each with the rule it breaks:
 * - platform imports only platform (it knows no business rule and no transport);
 * - a domain imports neither the edge (it raises DomainErrors; the handler kit answers them) nor a
 *   use case (use cases compose domains, never the other way round);
 * - a use case does not import the edge;
 * - a domain imports another domain only when `domainDependencies` declares it, so new coupling
 *   between domains is a reviewed line in that table, never a side effect.
 */
export function layerViolations(edges: readonly ImportEdge[], domainDependencies: Readonly<Record<string, readonly string[]>>): string[] {
  const violations: string[] = [];
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (!from) {
      violations.push(`${edge.from}: a file of shared/ belongs in platform/, edge/, use-cases/, sdk/ or a folder of domains/`);
      continue;
    }
    if (!to) continue; // outside shared/ (functions/manifest.ts for the client generator, package.json)
    const say = (rule: string) => violations.push(`${edge.from} -> ${edge.to}: ${rule}`);
    if (from.kind === 'platform' && to.kind !== 'platform') say(`platform imports only platform, not ${to.kind}`);
    if (from.kind === 'domain') {
      if (to.kind === 'edge' && !(edge.typeOnly && edge.to === MANIFEST_TYPES)) say('a domain does not import the edge (raise a DomainError; the handler kit maps it)');
      if (to.kind === 'use-cases') say('a domain does not import a use case (move the caller to use-cases/ or the edge)');
      if (to.kind === 'domain' && to.domain !== from.domain && !domainDependencies[from.domain]?.includes(to.domain)) {
        say(`domain ${from.domain} does not declare a dependency on ${to.domain} (test/architecture/domain-dependencies.ts)`);
      }
    }
    if (from.kind === 'use-cases' && to.kind === 'edge') say('a use case does not import the edge');
  }
  return violations;
}

/** Declared domain dependencies no import uses any more: the table only ever says what is true. */
export function unusedDependencies(edges: readonly ImportEdge[], domainDependencies: Readonly<Record<string, readonly string[]>>): string[] {
  const used = new Set<string>();
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (from?.kind === 'domain' && to?.kind === 'domain' && from.domain !== to.domain) used.add(`${from.domain} -> ${to.domain}`);
  }
  return Object.entries(domainDependencies).flatMap(([domain, targets]) => targets.map((target) => `${domain} -> ${target}`).filter((pair) => !used.has(pair)));
}
