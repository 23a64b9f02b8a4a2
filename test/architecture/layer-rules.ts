import type { ImportEdge } from './import-graph';

/** Where a file of shared/ sits (shared/README.md). */
export type Layer = { kind: 'platform' | 'edge' | 'use-cases' | 'sdk' } | { kind: 'domain'; domain: string };

/** Domains in ranks, lowest first (domain-ranks.ts). */
export type DomainRanks = readonly (readonly string[])[];

export function layerOf(path: string): Layer | undefined {
  const [top, folder, ...rest] = path.split('/');
  if (top !== 'shared' || !folder || rest.length === 0) return undefined;
  if (folder === 'platform' || folder === 'edge' || folder === 'use-cases' || folder === 'sdk') return { kind: folder };
  if (folder === 'domains' && rest.length > 1) return { kind: 'domain', domain: rest[0]! };
  return undefined;
}

const rankIndex = (ranks: DomainRanks) =>
  new Map(ranks.flatMap((domains, rank) => domains.map((domain) => [domain, rank] as const)));

/**
 * The imports that break the layering, each with the rule it breaks:
 * - platform imports only platform (it knows no business rule and no transport);
 * - a domain imports neither the edge (it raises DomainErrors; the handler kit answers them) nor a
 *   use case (use cases compose domains, never the other way round);
 * - a use case does not import the edge;
 * - a domain imports only domains of a lower rank, so coupling between domains only ever points
 *   down and never closes a cycle.
 */
export function layerViolations(edges: readonly ImportEdge[], ranks: DomainRanks): string[] {
  const rankOf = rankIndex(ranks);
  const violations: string[] = [];
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (!from) {
      violations.push(
        `${edge.from}: a file of shared/ belongs in platform/, edge/, use-cases/, sdk/ or a folder of domains/`,
      );
      continue;
    }
    if (!to) continue; // outside shared/ (functions/manifest.ts for the client generator, package.json)
    const say = (rule: string) => violations.push(`${edge.from} -> ${edge.to}: ${rule}`);
    if (from.kind === 'platform' && to.kind !== 'platform') say(`platform imports only platform, not ${to.kind}`);
    if (from.kind === 'domain') {
      if (to.kind === 'edge') say('a domain does not import the edge (raise a DomainError; the handler kit maps it)');
      if (to.kind === 'use-cases')
        say('a domain does not import a use case (move the caller to use-cases/ or the edge)');
      if (to.kind === 'domain' && to.domain !== from.domain) {
        const fromRank = rankOf.get(from.domain);
        const toRank = rankOf.get(to.domain);
        if (fromRank === undefined || toRank === undefined)
          say(
            `domain ${fromRank === undefined ? from.domain : to.domain} has no rank (test/architecture/domain-ranks.ts)`,
          );
        else if (toRank >= fromRank)
          say(
            `domain ${from.domain} (rank ${fromRank}) imports only lower ranks, not ${to.domain} (rank ${toRank}); compose the two in use-cases/`,
          );
      }
    }
    if (from.kind === 'use-cases' && to.kind === 'edge') say('a use case does not import the edge');
  }
  return violations;
}

/** Domain folders the ranks leave out, and ranked names that are no folder or appear twice. */
export function rankProblems(domains: readonly string[], ranks: DomainRanks): string[] {
  const ranked = ranks.flat();
  return [
    ...domains.filter((domain) => !ranked.includes(domain)).map((domain) => `${domain}: a domain without a rank`),
    ...ranked
      .filter((domain) => !domains.includes(domain))
      .map((domain) => `${domain}: ranked but no folder of shared/domains/`),
    ...ranked.filter((domain, index) => ranked.indexOf(domain) !== index).map((domain) => `${domain}: ranked twice`),
  ];
}

/**
 * The import cycles between domains, whatever the ranks say: each set of domains that reach one
 * another through imports (a strongly connected component), as its sorted names.
 */
export function domainCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    if (from?.kind !== 'domain' || to?.kind !== 'domain' || from.domain === to.domain) continue;
    next.set(from.domain, (next.get(from.domain) ?? new Set()).add(to.domain));
  }
  const reach = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      for (const domain of next.get(stack.pop()!) ?? []) {
        if (seen.has(domain)) continue;
        seen.add(domain);
        stack.push(domain);
      }
    }
    return seen;
  };
  const reachable = new Map([...next.keys()].map((domain) => [domain, reach(domain)]));
  const cycles = new Map<string, string[]>();
  for (const [domain, reached] of reachable) {
    if (!reached.has(domain)) continue;
    const cycle = [...reached].filter((other) => reachable.get(other)?.has(domain)).sort();
    cycles.set(cycle.join(), cycle);
  }
  return [...cycles.values()].sort((a, b) => a.join().localeCompare(b.join()));
}
