import { describe, expect, it } from 'vitest';
import { consumers, fallbackRoute, manifest } from '../../functions/manifest';
import { resourcesOf, synthesize, syntheticRoutes } from './synth';

/** Well under CloudFormation's 500, leaving room for alarms and the like. */
const RESOURCE_BUDGET = 450;

describe('stack sizes', () => {
  it('keeps every template of the real manifest under the budget', () => {
    for (const stack of synthesize({ routes: manifest }).stacks) {
      expect(stack.resourceCount, stack.name).toBeLessThan(RESOURCE_BUDGET);
    }
  });

  describe.each([
    ['spread over five surfaces', ['platform', 'admin', 'storefront', 'checkout', 'public'] as const],
    ['all on one surface', ['storefront'] as const],
  ])('120 routes %s', (_label, surfaces) => {
    const routes = syntheticRoutes(120, surfaces, fallbackRoute);
    const app = synthesize({ routes });

    it('keeps every template under the budget', () => {
      for (const stack of app.stacks) {
        expect(stack.resourceCount, stack.name).toBeLessThan(RESOURCE_BUDGET);
      }
    });

    it('still deploys one function per manifest route and consumer, and one API route per manifest route', () => {
      expect(resourcesOf(app.stacks, 'AWS::Lambda::Function')).toHaveLength(routes.length + consumers.length);
      expect(resourcesOf(app.stacks, 'AWS::ApiGatewayV2::Route')).toHaveLength(routes.length);
    });

    it('chunks a surface into stacks of at most 40 routes', () => {
      const routeStacks = app.stacks.filter((stack) => stack.name.includes('-Routes-'));
      expect(routeStacks.length).toBe(surfaces.length === 1 ? 3 : 5);
      for (const stack of routeStacks) {
        expect(Object.keys(stack.template.findResources('AWS::ApiGatewayV2::Route')).length).toBeLessThanOrEqual(40);
      }
    });
  });
});
