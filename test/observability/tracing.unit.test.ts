import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invocationSampled, loadTracer, traceClient, tracingActive } from '../../shared/platform/observability/tracing';

describe('tracing switch', () => {
  it.each([
    ['in Lambda', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x' }, true],
    [
      'in Lambda with POWERTOOLS_TRACE_ENABLED=false',
      { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x', POWERTOOLS_TRACE_ENABLED: 'false' },
      false,
    ],
    ['under sam local', { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x', AWS_SAM_LOCAL: 'true' }, false],
    ['outside Lambda (local runtime, tests)', {}, false],
  ])('is %s → %s', (_label, env, active) => {
    expect(tracingActive(env)).toBe(active);
  });

  it('never loads the X-Ray SDK outside Lambda and adds nothing to a client', async () => {
    expect(await loadTracer()).toBeUndefined();
    // remove: traceClient takes the SDK's logger middleware out of every client (sdk-call-logging.ts).
    const client = {
      middlewareStack: { add: () => expect.unreachable('captured outside Lambda'), remove: () => false },
    };
    expect(traceClient(client)).toBe(client);
  });
});

describe('sampled invocations only', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['Root=1-6744a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1', true],
    ['Root=1-6744a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=0', false],
    ['Root=1-6744a1b2-0123456789abcdef01234567;Sampled=1;Lineage=a87bd80c:0', true],
    ['', false],
  ])('_X_AMZN_TRACE_ID %j → sampled %s', (traceId, sampled) => {
    expect(invocationSampled({ _X_AMZN_TRACE_ID: traceId })).toBe(sampled);
  });

  it('in Lambda, loads the tracer on the first sampled invocation and captures the clients created before it', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-6744a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=0');
    const client = traceClient(new DynamoDBClient({ region: 'us-east-1' }));
    const xRayMiddleware = () => client.middlewareStack.identify().filter((name) => /xray/i.test(name));
    expect(await loadTracer()).toBeUndefined();
    expect(xRayMiddleware()).toEqual([]);

    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-6744a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1');
    const loaded = await loadTracer();
    expect(loaded?.tracer).toBeDefined();
    expect(typeof loaded?.captureLambdaHandler).toBe('function');
    expect(xRayMiddleware()).not.toEqual([]);
  });
});

describe('a tracer that cannot load', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.doUnmock('../../shared/platform/observability/x-ray');
    vi.resetModules();
  });

  it('leaves the container untraced instead of failing its requests', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs24.x');
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-6744a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1');
    vi.resetModules();
    vi.doMock('../../shared/platform/observability/x-ray', () => {
      throw new Error('lazy/x-ray.mjs is missing');
    });
    const tracing = await import('../../shared/platform/observability/tracing');
    await expect(tracing.loadTracer()).resolves.toBeUndefined();
  });
});
