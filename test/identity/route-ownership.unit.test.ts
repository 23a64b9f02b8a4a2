import { describe, expect, it } from 'vitest';
import { installationReachableRoutes } from '../helpers/installation-routes';

describe('route ownership: every route an installation token can reach declares who owns what it reaches', () => {
  it('the walk is not empty', () => {
    expect(installationReachableRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['createWebhook', 'rotateWebhookSecret', 'listWebhookDeliveries', 'listMembers']),
    );
  });

  it.each(installationReachableRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s declares ownership',
    (_name, route) => {
      expect(
        route.ownership,
        'declare ownership: company, installation (with the owned resource when the path names one) or none',
      ).toBeDefined();
    },
  );

  it.each(
    installationReachableRoutes
      .filter((route) => route.ownership?.kind === 'installation' && route.ownership.resource)
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )('%s names its owned resource in the path', (_name, route) => {
    expect(route.path).toContain('{id}');
  });
});
