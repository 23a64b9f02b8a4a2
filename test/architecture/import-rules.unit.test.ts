import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainDependencies } from './domain-dependencies';
import { importGraph } from './import-graph';
import { layerViolations, unusedDependencies } from './layer-rules';

const root = resolve(import.meta.dirname, '..', '..');

describe('the layout of shared/ (shared/README.md)', () => {
  const edges = importGraph(root, 'shared');

  it('keeps every import within its layer rules', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(layerViolations(edges, domainDependencies)).toEqual([]);
  });

  it('declares only domain dependencies that an import uses', () => {
    expect(unusedDependencies(edges, domainDependencies)).toEqual([]);
  });

  it('names each kind of violation', () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    const violations = layerViolations(
      [
        edge('shared/platform/db/client.ts', 'shared/domains/company/company-entity.ts'),
        edge('shared/platform/db/cursor.ts', 'shared/edge/http/reply.ts'),
        edge('shared/domains/orders/order-store.ts', 'shared/edge/http/reply.ts'),
        edge('shared/domains/orders/order-store.ts', 'shared/edge/http/route.ts'),
        edge('shared/domains/storefront/engine/family.ts', 'shared/edge/http/route.ts', true),
        edge('shared/domains/company/company-store.ts', 'shared/use-cases/sign-up.ts'),
        edge('shared/use-cases/sign-up.ts', 'shared/edge/http/reply.ts'),
        edge('shared/domains/company/company-store.ts', 'shared/domains/members/member-entity.ts'),
        edge('shared/domains/orders/order-store.ts', 'shared/domains/company/company-entity.ts'),
        edge('shared/stray.ts', 'shared/platform/ids.ts'),
      ],
      { orders: ['company'] },
    );
    expect(violations).toEqual([
      'shared/platform/db/client.ts -> shared/domains/company/company-entity.ts: platform imports only platform, not domain',
      'shared/platform/db/cursor.ts -> shared/edge/http/reply.ts: platform imports only platform, not edge',
      'shared/domains/orders/order-store.ts -> shared/edge/http/reply.ts: a domain does not import the edge (raise a DomainError; the handler kit maps it)',
      'shared/domains/orders/order-store.ts -> shared/edge/http/route.ts: a domain does not import the edge (raise a DomainError; the handler kit maps it)',
      'shared/domains/company/company-store.ts -> shared/use-cases/sign-up.ts: a domain does not import a use case (move the caller to use-cases/ or the edge)',
      'shared/use-cases/sign-up.ts -> shared/edge/http/reply.ts: a use case does not import the edge',
      'shared/domains/company/company-store.ts -> shared/domains/members/member-entity.ts: domain company does not declare a dependency on members (test/architecture/domain-dependencies.ts)',
      'shared/stray.ts: a file of shared/ belongs in platform/, edge/, use-cases/, sdk/ or a folder of domains/',
    ]);
  });
});
