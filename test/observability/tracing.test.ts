import { describe, expect, it } from 'vitest';
import { loadTracer, traceClient, tracingActive } from '../../shared/observability/tracing';

describe('tracing switch', () => {
  it.each([
    ['in Lambda', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' }, true],
    ['in Lambda with POWERTOOLS_TRACE_ENABLED=false', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'false' }, false],
    ['under sam local', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', AWS_SAM_LOCAL: 'true' }, false],
    ['outside Lambda (local runtime, tests)', {}, false],
  ])('is %s → %s', (_label, env, active) => {
    expect(tracingActive(env)).toBe(active);
  });

  it('never loads the X-Ray SDK outside Lambda and leaves clients untouched', async () => {
    expect(await loadTracer()).toBeUndefined();
    const client = { middlewareStack: { add: () => expect.unreachable('captured outside Lambda') } };
    expect(traceClient(client)).toBe(client);
  });
});
