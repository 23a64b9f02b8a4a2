import { describe, expect, it } from 'vitest';
import { fallbackRoute, pathRoutes } from '../../functions/manifest';
import { findRoute } from '../../lib/local/api-gateway';
import { matchPath } from '../../shared/edge/http/match-path';

/** A concrete path for a template: each `{name}` a value, a greedy `{proxy+}` two segments. */
const concrete = (template: string) => template.replace(/\{[^}]+\+\}/g, 'deep/page').replace(/\{[^}]+\}/g, 'v1');

/** What the gateway must answer: the first route of the method, most literal characters first, whose template matches. */
function reference(method: string, path: string) {
  const ordered = [...pathRoutes].sort(
    (a, b) => b.path.replace(/\{[^}]+\}/g, '').length - a.path.replace(/\{[^}]+\}/g, '').length,
  );
  return ordered.find((route) => route.method === method && matchPath(route.path, path)) ?? fallbackRoute;
}

describe('the local gateway picks the route API Gateway would', () => {
  it('for a concrete path of every manifest route, as matching every route in specificity order would', () => {
    for (const route of pathRoutes) {
      const path = concrete(route.path);
      expect(findRoute(route.method, path).route, `${route.method} ${path}`).toBe(reference(route.method, path));
    }
  });

  it('sends a path longer than any template to the greedy route, and an unknown method or shape to $default', () => {
    const deep = `/${Array.from({ length: 12 }, (_, i) => `s${i}`).join('/')}`;
    expect(findRoute('GET', deep).route).toBe(reference('GET', deep));
    expect(findRoute('GET', deep).route.path).toBe('/{proxy+}');
    expect(findRoute('GET', deep).pathParameters).toEqual({ proxy: deep.slice(1) });
    expect(findRoute('PURGE', '/api/company').route).toBe(fallbackRoute);
    expect(findRoute('GET', '/').route).toBe(reference('GET', '/'));
  });
});
