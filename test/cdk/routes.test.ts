import { describe, expect, it } from 'vitest';
import { fallbackRoute, manifest, pathRoutes } from '../../functions/manifest';
import { defaultThrottle } from '../../lib/constructs/http-api';
import { groupRoutes } from '../../lib/route-groups';
import type { RouteDefinition } from '../../shared/http/route';
import { resourcesOf, synthesize } from './synth';

const app = synthesize({ routes: manifest });
const functions = resourcesOf(app.stacks, 'AWS::Lambda::Function');
const routes = resourcesOf(app.stacks, 'AWS::ApiGatewayV2::Route');

/** The function whose description names the route (`METHOD path (id)`). */
function functionOf(route: RouteDefinition) {
  return functions.filter(({ resource }) => resource.Properties.Description.endsWith(`(${route.id})`));
}

describe('deployable layout', () => {
  it('splits into core, API and per-surface route stacks of at most 40 routes', () => {
    const routeStacks = groupRoutes(pathRoutes, 40).map(
      (group) => `CommercePlatform-Routes-${group.surface[0]!.toUpperCase()}${group.surface.slice(1)}-${group.chunk}`,
    );
    expect(app.stacks.map((stack) => stack.name)).toEqual(['CommercePlatform-Core', 'CommercePlatform-Api', ...routeStacks]);
    for (const name of routeStacks) {
      const count = Object.keys(app.stack(name).template.findResources('AWS::ApiGatewayV2::Route')).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(40);
    }
  });

  it('deploys the API after the core stack and every route stack after both', () => {
    expect(app.stack('CommercePlatform-Api').dependencies).toEqual(['CommercePlatform-Core']);
    for (const stack of app.stacks.filter((candidate) => candidate.name.includes('-Routes-'))) {
      expect([...stack.dependencies].sort()).toEqual(['CommercePlatform-Api', 'CommercePlatform-Core']);
    }
  });

  it('has one Lambda function per manifest entry and no other', () => {
    expect(functions).toHaveLength(manifest.length);
  });

  it.each(manifest.map((route) => [route.id, route] as const))('%s runs on Node.js 22, arm64, 512 MB, 10 s', (_id, route) => {
    const [fn, ...others] = functionOf(route);
    expect(others).toEqual([]);
    expect(fn!.resource.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      Handler: 'index.handler',
    });
  });

  it('gives every function the shared configuration and nothing local-only', () => {
    for (const { resource } of functions) {
      const env = resource.Properties.Environment.Variables;
      expect(Object.keys(env).sort()).toEqual(
        ['CURSOR_SIGNING_KEY', 'NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'PUBLIC_BASE_URL', 'SECRETS_ENCRYPTION_KEY', 'SERVICE_NAME', 'TABLE_NAME'],
      );
      expect(JSON.stringify(env.CURSOR_SIGNING_KEY)).toContain('{{resolve:secretsmanager:');
      expect(JSON.stringify(env.SECRETS_ENCRYPTION_KEY)).toContain('{{resolve:secretsmanager:');
      expect(env).toMatchObject({ SERVICE_NAME: 'commerce-platform', NODE_OPTIONS: '--enable-source-maps' });
    }
  });

  it('sends every function to its own log group with a retention', () => {
    const logGroups = resourcesOf(app.stacks, 'AWS::Logs::LogGroup');
    for (const { stack, resource } of functions) {
      const ref = resource.Properties.LoggingConfig.LogGroup.Ref;
      const group = logGroups.find((candidate) => candidate.stack === stack && candidate.id === ref);
      expect(group?.resource.Properties.RetentionInDays).toBe(30);
    }
  });

  it('has one API route per path route, keyed `METHOD path`, plus $default', () => {
    const keys = routes.map(({ resource }) => resource.Properties.RouteKey).sort();
    expect(keys).toEqual([...pathRoutes.map((route) => `${route.method} ${route.path}`), '$default'].sort());
  });

  it('routes $default to the fallback function in the API stack', () => {
    const api = app.stack('CommercePlatform-Api').template;
    api.resourceCountIs('AWS::ApiGatewayV2::Route', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
    expect(functionOf(fallbackRoute)[0]!.stack).toBe('CommercePlatform-Api');
  });

  it('throttles the auto-deployed $default stage', () => {
    const api = app.stack('CommercePlatform-Api').template;
    api.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: defaultThrottle.rateLimit,
        ThrottlingBurstLimit: defaultThrottle.burstLimit,
      },
    });
  });
});

describe('MAIL_FROM', () => {
  it('is set on every function when given, and absent otherwise', () => {
    const withMail = synthesize({ routes: [fallbackRoute], mailFrom: 'no-reply@example.com' });
    for (const { resource } of resourcesOf(withMail.stacks, 'AWS::Lambda::Function')) {
      expect(resource.Properties.Environment.Variables.MAIL_FROM).toBe('no-reply@example.com');
    }
    for (const { resource } of functions) expect(resource.Properties.Environment.Variables).not.toHaveProperty('MAIL_FROM');
  });
});

describe('least-privilege table access', () => {
  const read: RouteDefinition = { ...pathRoutes.find((route) => route.method === 'GET')!, writes: undefined };
  const write: RouteDefinition = { ...read, id: 'syntheticWrite', method: 'POST', path: '/api/synthetic' };
  const writingGet: RouteDefinition = { ...read, id: 'syntheticWritingGet', path: '/api/synthetic/redeem', writes: true };
  const small = synthesize({ routes: [read, write, writingGet] });
  const policies = resourcesOf(small.stacks, 'AWS::IAM::Policy');
  const smallFunctions = resourcesOf(small.stacks, 'AWS::Lambda::Function');

  /** DynamoDB actions granted to the role of the route's function. */
  function dynamoActions(route: RouteDefinition): string[] {
    const fn = smallFunctions.find(({ resource }) => resource.Properties.Description.endsWith(`(${route.id})`))!;
    const roleId = fn.resource.Properties.Role['Fn::GetAtt'][0];
    return policies
      .filter(({ stack, resource }) => stack === fn.stack && resource.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
      .flatMap(({ resource }) => resource.Properties.PolicyDocument.Statement)
      .flatMap((statement: { Action: string | string[] }) => [statement.Action].flat())
      .filter((action) => action.startsWith('dynamodb:'));
  }

  it('lets a GET route read but not write', () => {
    const actions = dynamoActions(read);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions.filter((action) => /Put|Update|Delete|BatchWrite/.test(action))).toEqual([]);
  });

  it.each([
    ['any other method', write],
    ['a GET flagged `writes: true`', writingGet],
  ])('lets %s read and write', (_label, route) => {
    expect(dynamoActions(route)).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']),
    );
  });
});
