import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { updateEventRoute } from '../../functions/company-events/update-event.route';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { openApiPath } from '../../shared/edge/openapi/parameters';

describe('OpenAPI documents which writes answer 409 and which take a precondition', () => {
  const document = buildOpenApiDocument(manifest);

  it('every write declares 409; reads do not', () => {
    for (const route of manifest.filter((candidate) => !candidate.internal)) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
      // Rendered pages (surface `site`) share the page renderer with the cart and checkout forms, which answer 409 pages for stale carts.
      if (route.surface === 'site') continue;
      expect(Object.keys(operation?.responses ?? {}).includes('409'), `${route.method} ${route.path}`).toBe(
        route.method !== 'GET' || Boolean(route.writes),
      );
    }
  });

  it('a route with a precondition carries x-precondition and says so', () => {
    const conditioned = {
      ...updateEventRoute,
      id: 'conditionedUpdate',
      path: '/api/conditioned/{id}',
      precondition: 'event.version',
    };
    const operation = buildOpenApiDocument([conditioned]).paths['/api/conditioned/{id}']?.put;
    expect(operation?.['x-precondition']).toBe('event.version');
    expect(operation?.description).toContain('a stale `event.version` answers **409**');
    expect(document.paths['/api/company/events/{id}']?.put?.['x-precondition']).toBeUndefined();
  });
});
