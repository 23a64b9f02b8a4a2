import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { lambdaRuntime } from '../../lib/lambda-runtime';
import { selectSamRoutes } from '../../lib/sam-selection';
import { refersTo } from './functions';
import { resourceSpec, validateTemplate } from './resource-spec';
import { synthesize } from './synth';

/** Node runtimes SAM CLI has build images and emulation for (`sam local` refuses others). */
const samNodeRuntimes = ['nodejs18.x', 'nodejs20.x', 'nodejs22.x', 'nodejs24.x'];

describe('flat SAM template (npm run synth:sam)', () => {
  const db = resourceSpec();
  const full = synthesize({ routes: manifest, sam: true }).stacks[0]!;
  const subset = synthesize({ routes: manifest, sam: true, samOnly: ['webhooks', 'members'] }).stacks[0]!;

  it.each([
    ['the whole manifest', full],
    ['a subset (-c samOnly=webhooks,members)', subset],
  ])(
    'matches the CloudFormation resource specification for %s (types, properties, required, kinds)',
    async (_label, stack) => {
      expect(validateTemplate(stack.template.toJSON(), await db)).toEqual([]);
    },
  );

  it('the deployable stacks match the specification too', async () => {
    for (const stack of synthesize({ routes: manifest }).stacks)
      expect(validateTemplate(stack.template.toJSON(), await db), stack.name).toEqual([]);
  });

  it('the validator catches what cfn-lint would: unknown types and properties, wrong kinds, missing required', async () => {
    const broken = {
      Resources: {
        Fn: {
          Type: 'AWS::Lambda::Function',
          Properties: { Runtim: lambdaRuntime.name, Code: { ZipFile: 'x' }, Role: 'arn', MemorySize: 'lots' },
        },
        Route: { Type: 'AWS::ApiGatewayV2::Route', Properties: { RouteKey: 'GET /x' } },
        Queue: { Type: 'AWS::SQS::Queeue' },
      },
    };
    expect(
      (await db) &&
        validateTemplate(broken, await db)
          .map((problem) => `${problem.path}: ${problem.message}`)
          .sort(),
    ).toEqual([
      'Fn.Properties.MemorySize: expected a number',
      'Fn.Properties: unknown property Runtim',
      'Queue: unknown resource type AWS::SQS::Queeue',
      'Route.Properties: missing required property ApiId',
    ]);
  });

  it("gives SAM CLI what it reads: each function's local code asset, handler and a runtime it emulates", () => {
    for (const [id, fn] of Object.entries(full.template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Metadata, id).toMatchObject({ 'aws:asset:path': expect.any(String), 'aws:asset:property': 'Code' });
      expect(fn.Properties.Handler, id).toBe('index.handler');
      expect(samNodeRuntimes, id).toContain(fn.Properties.Runtime);
    }
  });

  it('wires every route to an integration and every integration to a function of the same template', () => {
    const template = full.template;
    const functionIds = Object.keys(template.findResources('AWS::Lambda::Function'));
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const [id, route] of Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))) {
      expect(
        Object.keys(integrations).some((integrationId) => refersTo(route.Properties.Target, integrationId)),
        id,
      ).toBe(true);
    }
    for (const [id, integration] of Object.entries(integrations)) {
      expect(integration.Properties.IntegrationType, id).toBe('AWS_PROXY');
      expect(integration.Properties.PayloadFormatVersion, id).toBe('2.0');
      expect(
        functionIds.some((functionId) => refersTo(integration.Properties.IntegrationUri, functionId)),
        id,
      ).toBe(true);
    }
  });

  it("fits CloudFormation's 500 resources with a subset, which keeps its routes, the catch-all and every consumer", () => {
    expect(full.resourceCount).toBeGreaterThan(500);
    expect(subset.resourceCount).toBeLessThan(500);
    const selected = selectSamRoutes(manifest, ['webhooks', 'members']);
    expect(Object.keys(subset.template.findResources('AWS::ApiGatewayV2::Route'))).toHaveLength(selected.length);
    expect(Object.keys(subset.template.findResources('AWS::Lambda::Function'))).toHaveLength(
      selected.length + consumers.length,
    );
    expect(selected.some((route) => route.path === '$default')).toBe(true);
  });

  it('refuses a selector that names nothing, instead of an empty API', () => {
    expect(() => selectSamRoutes(manifest, ['webhook'])).toThrow(/webhook/);
  });
});
