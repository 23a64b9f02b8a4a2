import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { consumers, fallbackRoute, manifest, pathRoutes } from '../../functions/manifest';
import { resourcesOf, synthesize, syntheticRoutes } from './synth';

describe('sam mode', () => {
  const app = synthesize({ routes: manifest, sam: true });

  it('emits one stack', () => {
    expect(app.stacks.map((stack) => stack.name)).toEqual(['CommercePlatform-Sam']);
  });

  it('holds the table, the HTTP API, its throttled stage, every route, integration and function, and the consumers', () => {
    const template = app.stacks[0]!.template;
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', manifest.length);
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', manifest.length);
    template.resourceCountIs('AWS::Lambda::Function', manifest.length + consumers.length);
    // SAM CLI ignores what it cannot emulate, so the pipeline stays in the template as in AWS.
    template.resourceCountIs('AWS::Events::EventBus', 1);
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 3);
    template.resourceCountIs(
      'AWS::Lambda::EventSourceMapping',
      consumers.filter((consumer) => consumer.trigger.kind === 'table-stream' || consumer.trigger.kind === 'queue')
        .length,
    );
    const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual([...pathRoutes.map((route) => `${route.method} ${route.path}`), '$default'].sort());
  });

  it('references nothing outside its own template (SAM CLI resolves no imports)', () => {
    expect(JSON.stringify(app.stacks[0]!.template.toJSON())).not.toMatch(/Fn::ImportValue|Fn::GetStackOutput/);
  });

  it('stays one stack with 120 routes, past the 500-resource limit it is never deployed with', () => {
    const routes = syntheticRoutes(120, ['storefront', 'admin'], fallbackRoute);
    const big = synthesize({ routes, sam: true });
    expect(big.stacks).toHaveLength(1);
    expect(resourcesOf(big.stacks, 'AWS::ApiGatewayV2::Route')).toHaveLength(routes.length);
    expect(big.stacks[0]!.resourceCount).toBeGreaterThan(500);
  });
});
