import { describe, expect, it } from 'vitest';
import { fallbackRoute } from '../../functions/manifest';
import { groupRoutes } from '../../lib/route-groups';
import { tableAccessFor } from '../../lib/table-access';
import { syntheticRoutes } from './synth';

const routes = syntheticRoutes(10, ['admin', 'storefront'], fallbackRoute).slice(1);

describe('groupRoutes', () => {
  it('never mixes surfaces in a group', () => {
    for (const group of groupRoutes(routes, 3)) {
      expect(new Set(group.routes.map((route) => route.surface))).toEqual(new Set([group.surface]));
    }
  });

  it("fills chunks in manifest order, so an appended route only touches its surface's last chunk", () => {
    const ids = (groups: ReturnType<typeof groupRoutes>) =>
      groups.map((group) => `${group.surface}-${group.chunk}:${group.routes.map((route) => route.id).join(',')}`);
    const before = ids(groupRoutes(routes, 3));
    const after = ids(groupRoutes([...routes, { ...routes[0]!, id: 'appended' }], 3));
    expect(before).toEqual([
      'admin-1:synthetic0,synthetic2,synthetic4',
      'admin-2:synthetic6,synthetic8',
      'storefront-1:synthetic1,synthetic3,synthetic5',
      'storefront-2:synthetic7,synthetic9',
    ]);
    expect(after.filter((group) => !before.includes(group))).toEqual(['admin-2:synthetic6,synthetic8,appended']);
  });

  it('keeps every route exactly once', () => {
    expect(groupRoutes(routes, 4).flatMap((group) => group.routes)).toHaveLength(routes.length);
  });

  it.each([0, -1, 1.5])('refuses a group size of %s', (size) => {
    expect(() => groupRoutes(routes, size)).toThrow(RangeError);
  });
});

describe('tableAccessFor', () => {
  it.each([
    ['GET', 'read'],
    ['POST', 'readWrite'],
    ['PUT', 'readWrite'],
    ['PATCH', 'readWrite'],
    ['DELETE', 'readWrite'],
  ] as const)('%s routes get %s access', (method, access) => {
    expect(tableAccessFor({ method })).toBe(access);
  });

  it('follows an explicit `writes` flag over the method', () => {
    expect(tableAccessFor({ method: 'GET', writes: true })).toBe('readWrite');
    expect(tableAccessFor({ method: 'POST', writes: false })).toBe('read');
  });
});
