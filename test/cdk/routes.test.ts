import { describe, expect, it } from 'vitest';
import { consumers, fallbackRoute, manifest, pathRoutes } from '../../functions/manifest';
import { defaultThrottle } from '../../lib/constructs/http-api';
import { groupRoutes, type RouteGroup } from '../../lib/route-groups';
import { tableReadActions, tableWriteActions } from '../../lib/table-access';
import {
  API_GATEWAY_INTEGRATION_LIMIT_SECONDS,
  DEFAULT_ROUTE_TIMEOUT_SECONDS,
  type RouteDefinition,
} from '../../shared/edge/http/route';
import { actionsOf, functionById, statementsOf, statementsWith, type Statement } from './functions';
import { missingMailFromMessage } from '../../lib/build-app';
import { resourcesOf, synthesize, testMailFrom } from './synth';

const app = synthesize({ routes: manifest });
const functions = resourcesOf(app.stacks, 'AWS::Lambda::Function');
const routes = resourcesOf(app.stacks, 'AWS::ApiGatewayV2::Route');

/** The function whose description names the route (`METHOD path (id)`). */
function functionOf(route: RouteDefinition) {
  return functions.filter(({ resource }) => resource.Properties.Description.endsWith(`(${route.id})`));
}

/** Variables every function has, route or consumer. */
const sharedVariables = [
  'MAIL_FROM',
  'MEDIA_URL_PREFIX',
  'NODE_OPTIONS',
  'POWERTOOLS_SERVICE_NAME',
  'PUBLIC_BASE_URL',
  'SERVICE_NAME',
  'TABLE_NAME',
];

/** Variables every route has: the shared ones and the key secrets the handler kit reads at init. */
const routeVariables = [
  ...sharedVariables,
  'CURSOR_SIGNING_KEY_SECRET_ARN',
  'SECRETS_ENCRYPTION_KEY_SECRET_ARN',
].sort();

/** Name of the route stack of a group. */
function routeStackName(group: RouteGroup): string {
  return `CommercePlatform-Routes-${group.surface[0]!.toUpperCase()}${group.surface.slice(1)}-${group.chunk}`;
}

describe('deployable layout', () => {
  it('splits into core, API, events and per-surface route stacks of at most 40 routes', () => {
    const routeStacks = groupRoutes(pathRoutes, 40).map(routeStackName);
    expect(app.stacks.map((stack) => stack.name)).toEqual([
      'CommercePlatform-Core',
      'CommercePlatform-Api',
      'CommercePlatform-Events',
      ...routeStacks,
    ]);
    for (const name of routeStacks) {
      const count = Object.keys(app.stack(name).template.findResources('AWS::ApiGatewayV2::Route')).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(40);
    }
  });

  it('deploys the API after the core stack, the events stack after both, and route stacks after them', () => {
    expect(app.stack('CommercePlatform-Api').dependencies).toEqual(['CommercePlatform-Core']);
    expect([...app.stack('CommercePlatform-Events').dependencies].sort()).toEqual([
      'CommercePlatform-Api',
      'CommercePlatform-Core',
    ]);
    for (const group of groupRoutes(pathRoutes, 40)) {
      // Routes managing reminder or renewal schedules point them at a consumer of the events stack.
      const needsEvents = group.routes.some(
        (route) => route.uses?.includes('reminder-schedules') || route.uses?.includes('renewal-schedules'),
      );
      expect([...app.stack(routeStackName(group)).dependencies].sort()).toEqual([
        'CommercePlatform-Api',
        'CommercePlatform-Core',
        ...(needsEvents ? ['CommercePlatform-Events'] : []),
      ]);
    }
  });

  it('has one Lambda function per manifest route and consumer, and no other', () => {
    expect(functions).toHaveLength(manifest.length + consumers.length);
  });

  it.each(manifest.map((route) => [route.id, route] as const))(
    '%s runs on Node.js 24, arm64, 512 MB, with its declared timeout (10 s unless it declares one)',
    (_id, route) => {
      const [fn, ...others] = functionOf(route);
      expect(others).toEqual([]);
      expect(fn!.resource.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: route.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS,
        Handler: 'index.handler',
      });
    },
  );

  it('keeps every route function under the HTTP API integration limit (a longer function would be cut off with a 503)', () => {
    for (const { resource } of functions.filter(
      ({ resource }) => !consumers.some((consumer) => resource.Properties.Description.endsWith(`(${consumer.id})`)),
    )) {
      expect(resource.Properties.Timeout, resource.Properties.Description).toBeLessThan(
        API_GATEWAY_INTEGRATION_LIMIT_SECONDS,
      );
    }
  });

  it('gives every function the shared configuration and nothing local-only', () => {
    for (const { resource } of functions) {
      const env = resource.Properties.Environment.Variables;
      expect(Object.keys(env)).toEqual(expect.arrayContaining(sharedVariables));
      expect(
        Object.keys(env).filter((name) => /^(DYNAMODB_ENDPOINT|MAIL_DIR|ALLOW_PRIVATE_TARGETS|LOCAL_)/.test(name)),
      ).toEqual([]);
      // Secret ARNs only: no key value (nor a dynamic reference resolving to one) in the configuration.
      expect(JSON.stringify(env)).not.toContain('{{resolve:secretsmanager:');
      expect(env).not.toHaveProperty('CURSOR_SIGNING_KEY');
      expect(env).not.toHaveProperty('SECRETS_ENCRYPTION_KEY');
      expect(env).toMatchObject({ SERVICE_NAME: 'commerce-platform', NODE_OPTIONS: '--enable-source-maps' });
    }
  });

  it('gives a route that uses nothing beyond the table exactly the shared variables and the key secrets', () => {
    for (const route of manifest.filter((candidate) => (candidate.uses ?? []).length === 0)) {
      expect(Object.keys(functionOf(route)[0]!.resource.Properties.Environment.Variables).sort(), route.id).toEqual(
        routeVariables,
      );
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
  it('is set on every function to the given sender', () => {
    for (const { resource } of functions)
      expect(resource.Properties.Environment.Variables.MAIL_FROM).toBe(testMailFrom);
  });

  it('is required to synthesize the deployable layout, with one message naming the context key', () => {
    expect(() => synthesize({ routes: [fallbackRoute], mailFrom: undefined })).toThrow(missingMailFromMessage);
    expect(missingMailFromMessage).toMatch(/-c mailFrom=/);
  });

  it('may be left out of the local-only SAM template, whose functions then get none', () => {
    const sam = synthesize({ routes: [fallbackRoute], sam: true, mailFrom: undefined });
    for (const { resource } of resourcesOf(sam.stacks, 'AWS::Lambda::Function'))
      expect(resource.Properties.Environment.Variables).not.toHaveProperty('MAIL_FROM');
  });
});

describe('least-privilege table access', () => {
  const read: RouteDefinition = { ...pathRoutes.find((route) => route.method === 'GET')!, writes: undefined };
  const write: RouteDefinition = { ...read, id: 'syntheticWrite', method: 'POST', path: '/api/synthetic' };
  const writingGet: RouteDefinition = {
    ...read,
    id: 'syntheticWritingGet',
    path: '/api/synthetic/redeem',
    writes: true,
  };
  const small = synthesize({ routes: [read, write, writingGet] });

  /** DynamoDB statements granted to the role of the route's function, but the token-use one (tested below). */
  function dynamoStatements(route: RouteDefinition): Statement[] {
    return statementsWith(statementsOf(small.stacks, functionById(small.stacks, route.id)), 'dynamodb:').filter(
      (statement) => !statement.Condition,
    );
  }

  /** DynamoDB actions granted to the role of the route's function, without conditions. */
  function dynamoActions(route: RouteDefinition): string[] {
    return dynamoStatements(route)
      .flatMap(actionsOf)
      .filter((action) => action.startsWith('dynamodb:'));
  }

  it('lets a GET route read items (table and indexes) and nothing else: no Scan, no stream reads, no writes', () => {
    expect(dynamoActions(read).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    expect(dynamoStatements(read)).toHaveLength(1);
    expect(JSON.stringify(dynamoStatements(read)[0]!.Resource)).toContain('/index/*');
  });

  it.each([
    ['any other method', write],
    ['a GET flagged `writes: true`', writingGet],
  ])('lets %s read and write items, writes on the table itself only', (_label, route) => {
    expect(dynamoActions(route).sort()).toEqual([...tableReadActions, ...tableWriteActions].sort());
    const writes = dynamoStatements(route).filter((statement) => actionsOf(statement).includes('dynamodb:PutItem'));
    expect(writes).toHaveLength(1);
    expect(JSON.stringify(writes[0]!.Resource)).not.toContain('/index/');
  });

  it.each(manifest.map((route) => [route.id, route] as const))(
    'grants %s no Scan and no stream reads',
    (_id, route) => {
      const actions = statementsOf(app.stacks, functionById(app.stacks, route.id)).flatMap(actionsOf);
      expect(
        actions.filter((action) =>
          /^dynamodb:(Scan|GetRecords|GetShardIterator|DescribeStream|ListStreams|DescribeTable|\*)/.test(action),
        ),
      ).toEqual([]);
    },
  );
});

describe('per-route resources and browser access', () => {
  it('gives a route the 9 resources ApiRoute documents: function, role, policy, log group, permission, integration, route and two alarms', () => {
    const one = synthesize({ routes: [fallbackRoute, pathRoutes[0]!] });
    const routeStack = one.stacks.find((stack) => stack.name.includes('-Routes-'))!;
    expect(routeStack.resourceCount).toBe(9);
  });

  it('configures no CORS: the API is called server to server, and shop pages call it from their own origin through the storefront distribution', () => {
    for (const { resource } of resourcesOf(app.stacks, 'AWS::ApiGatewayV2::Api'))
      expect(resource.Properties.CorsConfiguration).toBeUndefined();
  });
});
