import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { lambdaRuntime } from '../../lib/lambda-runtime';
import { statementsOf, statementsWith } from './functions';
import { resourcesOf, synthesize } from './synth';

describe('tracing', () => {
  const app = synthesize({ routes: manifest });
  const functions = resourcesOf(app.stacks, 'AWS::Lambda::Function');

  it('turns X-Ray active tracing on for every function, routes and consumers alike', () => {
    expect(functions.length).toBeGreaterThan(manifest.length);
    for (const fn of functions) expect(fn.resource.Properties.TracingConfig, fn.id).toEqual({ Mode: 'Active' });
  });

  it('lets every function write its trace segments', () => {
    for (const fn of functions)
      expect(statementsWith(statementsOf(app.stacks, fn), 'xray:PutTraceSegments'), fn.id).not.toHaveLength(0);
  });

  it('runs every function on the one runtime constant', () => {
    for (const fn of functions) expect(fn.resource.Properties.Runtime, fn.id).toBe(lambdaRuntime.name);
  });
});
