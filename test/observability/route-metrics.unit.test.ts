import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { EmittedMetrics } from '../../shared/platform/observability/metrics';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';

// The worker environment silences EMF output; this file checks it, so it turns it back on and loads
// the kit afresh (unit files share one module graph, where another file may have loaded it silenced).
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
vi.resetModules();
const { defineHandler } = await import('../../shared/edge/http/define-handler');
const { defineRoute } = await import('../../shared/edge/http/route');
const { METRICS_NAMESPACE } = await import('../../shared/platform/observability/metric-catalog');
const { observeMetrics } = await import('../../shared/platform/observability/metrics');

const route = defineRoute({
  id: 'testMetrics',
  method: 'POST',
  path: '/test/metrics',
  handler: 'test/metrics',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'metrics',
  request: { body: z.object({ outcome: z.enum(['ok', 'explode']) }) },
  response: { status: 200 },
});

const handler = defineHandler(route, async ({ body }) => {
  if (body.outcome === 'explode') throw new Error('boom');
  return { done: true };
});

const call = (body: string) =>
  handler(
    apiGatewayEvent({ method: 'POST', path: '/test/metrics', headers: { 'content-type': 'application/json' }, body }),
    testContext,
  );

let emitted: EmittedMetrics[];
let stopObserving: () => void;
let stdout: string[];
beforeEach(() => {
  emitted = [];
  stopObserving = observeMetrics((e) => emitted.push(e));
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  stopObserving();
  vi.restoreAllMocks();
});

const values = (e: EmittedMetrics) => Object.fromEntries(e.points.map((p) => [p.metric.name, p.value]));

describe('route metrics (handler kit)', () => {
  it.each([
    ['a success', JSON.stringify({ outcome: 'ok' }), { Requests: 1, ServerErrors: 0, ClientErrors: 0 }],
    [
      'a validation error (4xx)',
      JSON.stringify({ outcome: 'nope' }),
      { Requests: 1, ServerErrors: 0, ClientErrors: 1 },
    ],
    ['malformed JSON refused before the handler (4xx)', '{', { Requests: 1, ServerErrors: 0, ClientErrors: 1 }],
    [
      'an unexpected failure (500 envelope)',
      JSON.stringify({ outcome: 'explode' }),
      { Requests: 1, ServerErrors: 1, ClientErrors: 0 },
    ],
  ])('counts %s once, with its latency, under the route dimension', async (_label, body, expected) => {
    await call(body);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.dimensions).toEqual({ route: 'testMetrics' });
    expect(values(emitted[0]!)).toMatchObject(expected);
    expect(values(emitted[0]!).Latency).toBeGreaterThanOrEqual(0);
  });

  it('prints one CloudWatch EMF line per request with the namespace, service and route dimensions', async () => {
    await call(JSON.stringify({ outcome: 'ok' }));
    const lines = stdout.flatMap((chunk) => chunk.split('\n')).filter((line) => line.includes('"_aws"'));
    expect(lines).toHaveLength(1);
    const emf = JSON.parse(lines[0]!);
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [['service', 'route']],
      Metrics: expect.arrayContaining([
        { Name: 'Requests', Unit: 'Count' },
        { Name: 'Latency', Unit: 'Milliseconds' },
      ]),
    });
    expect(emf).toMatchObject({ route: 'testMetrics', Requests: 1, ServerErrors: 0, service: 'commerce-platform' });
  });
});
