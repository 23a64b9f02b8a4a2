import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainRanks } from './domain-ranks';
import { importGraph } from './import-graph';
import { domainCycles, layerViolations, rankProblems } from './layer-rules';

const root = resolve(import.meta.dirname, '..', '..');

describe('the layout of shared/ (shared/README.md)', () => {
  const edges = importGraph(root, 'shared');

  it('keeps every import within its layer rules', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(layerViolations(edges, domainRanks)).toEqual([]);
  });

  it('ranks every domain once', () => {
    expect(rankProblems(readdirSync(resolve(root, 'shared', 'domains')), domainRanks)).toEqual([]);
  });

  it('has no import cycle between domains', () => {
    expect(domainCycles(edges)).toEqual([]);
  });

  const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });

  it('names each kind of violation', () => {
    const violations = layerViolations(
      [
        edge('shared/platform/db/client.ts', 'shared/domains/company/company-entity.ts'),
        edge('shared/platform/db/cursor.ts', 'shared/edge/http/reply.ts'),
        edge('shared/domains/orders/order-store.ts', 'shared/edge/http/reply.ts'),
        edge('shared/domains/storefront/engine/family.ts', 'shared/edge/http/route.ts', true),
        edge('shared/domains/company/company-store.ts', 'shared/use-cases/sign-up.ts'),
        edge('shared/use-cases/sign-up.ts', 'shared/edge/http/reply.ts'),
        edge('shared/domains/company/company-store.ts', 'shared/domains/members/member-entity.ts'),
        edge('shared/domains/members/member-store.ts', 'shared/domains/auth/principal.ts'),
        edge('shared/domains/orders/order-store.ts', 'shared/domains/company/company-entity.ts'),
        edge('shared/domains/orders/order-store.ts', 'shared/domains/volume/volume-amount.ts'),
        edge('shared/stray.ts', 'shared/platform/ids.ts'),
      ],
      [['company'], ['auth', 'members'], ['orders']],
    );
    expect(violations).toEqual([
      'shared/platform/db/client.ts -> shared/domains/company/company-entity.ts: platform imports only platform, not domain',
      'shared/platform/db/cursor.ts -> shared/edge/http/reply.ts: platform imports only platform, not edge',
      'shared/domains/orders/order-store.ts -> shared/edge/http/reply.ts: a domain does not import the edge (raise a DomainError; the handler kit maps it)',
      'shared/domains/storefront/engine/family.ts -> shared/edge/http/route.ts: a domain does not import the edge (raise a DomainError; the handler kit maps it)',
      'shared/domains/company/company-store.ts -> shared/use-cases/sign-up.ts: a domain does not import a use case (move the caller to use-cases/ or the edge)',
      'shared/use-cases/sign-up.ts -> shared/edge/http/reply.ts: a use case does not import the edge',
      'shared/domains/company/company-store.ts -> shared/domains/members/member-entity.ts: domain company (rank 0) imports only lower ranks, not members (rank 1); compose the two in use-cases/',
      'shared/domains/members/member-store.ts -> shared/domains/auth/principal.ts: domain members (rank 1) imports only lower ranks, not auth (rank 1); compose the two in use-cases/',
      'shared/domains/orders/order-store.ts -> shared/domains/volume/volume-amount.ts: domain volume has no rank (test/architecture/domain-ranks.ts)',
      'shared/stray.ts: a file of shared/ belongs in platform/, edge/, use-cases/, sdk/ or a folder of domains/',
    ]);
  });

  it('finds a cycle between domains, however long', () => {
    const cycle = [
      edge('shared/domains/checkout/build-order.ts', 'shared/domains/orders/order-number.ts'),
      edge('shared/domains/orders/order-store.ts', 'shared/domains/customers/customer-store.ts'),
      edge('shared/domains/customers/customer-store.ts', 'shared/domains/checkout/cart-entity.ts', true),
      edge('shared/domains/orders/order-store.ts', 'shared/domains/company/company-entity.ts'),
    ];
    expect(domainCycles(cycle)).toEqual([['checkout', 'customers', 'orders']]);
    expect(domainCycles(cycle.slice(0, 2))).toEqual([]);
    // Whatever order the ranks give them, some import of a cycle points up, so the rank rule catches it too.
    expect(layerViolations(cycle, [['company'], ['checkout'], ['orders'], ['customers']])).toEqual([
      'shared/domains/checkout/build-order.ts -> shared/domains/orders/order-number.ts: domain checkout (rank 1) imports only lower ranks, not orders (rank 2); compose the two in use-cases/',
      'shared/domains/orders/order-store.ts -> shared/domains/customers/customer-store.ts: domain orders (rank 2) imports only lower ranks, not customers (rank 3); compose the two in use-cases/',
    ]);
    expect(layerViolations(cycle, [['company'], ['customers'], ['orders'], ['checkout']])).toEqual([
      'shared/domains/customers/customer-store.ts -> shared/domains/checkout/cart-entity.ts: domain customers (rank 1) imports only lower ranks, not checkout (rank 3); compose the two in use-cases/',
    ]);
  });

  it('ranks each domain folder exactly once', () => {
    expect(rankProblems(['company', 'orders'], [['company'], ['checkout', 'company']])).toEqual([
      'orders: a domain without a rank',
      'checkout: ranked but no folder of shared/domains/',
      'company: ranked twice',
    ]);
  });
});
