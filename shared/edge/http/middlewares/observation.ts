import type { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger } from '../../../platform/logger';
import { routeMetrics, ROUTE_DIMENSION } from '../../../platform/observability/metric-catalog';
import { emitMetrics } from '../../../platform/observability/metrics';
import { loadTracer } from '../../../platform/observability/tracing';
import type { AnyRoute, KitMiddleware, KitRequest } from './kit-request';
import { requestState } from './kit-request';

type Tracing = ReturnType<typeof captureLambdaHandler>;

const elapsedMs = (since: number) => Math.round((performance.now() - since) * 100) / 100;

/**
 * Observes each request once the kit has answered it (the first middleware, so its `after` and
 * `onError` run last): one structured log line, one EMF line with its count, latency and 4xx/5xx,
 * and, in Lambda with tracing on, an X-Ray `## handler` subsegment annotated with the route.
 */
export function observation(route: Pick<AnyRoute, 'id' | 'method' | 'path'>): KitMiddleware {
  const startedAt = new WeakMap<object, number>();
  let tracing: Tracing | undefined;

  const finish = (request: KitRequest) => {
    const started = startedAt.get(request.event);
    const status = request.response?.statusCode ?? 500;
    if (request.response) {
      const state = requestState(request.event);
      logger.info('request', {
        request_id: state.requestId,
        method: route.method,
        route: route.path,
        status,
        duration_ms: elapsedMs(state.startedAt),
        company_id: state.principal?.companyId ?? null,
      });
    }
    emitMetrics(
      [
        { metric: routeMetrics.requests, value: 1 },
        { metric: routeMetrics.latency, value: started === undefined ? 0 : elapsedMs(started) },
        { metric: routeMetrics.serverErrors, value: status >= 500 ? 1 : 0 },
        { metric: routeMetrics.clientErrors, value: status >= 400 && status < 500 ? 1 : 0 },
      ],
      { [ROUTE_DIMENSION]: route.id },
    );
  };

  return {
    before: async (request) => {
      startedAt.set(request.event, performance.now());
      const loaded = await loadTracer();
      if (!loaded) return;
      const { tracer, captureLambdaHandler } = loaded;
      tracing ??= captureLambdaHandler(tracer, { captureResponse: false });
      await tracing.before?.(request);
      tracer.putAnnotation(ROUTE_DIMENSION, route.id);
    },
    after: async (request) => {
      finish(request);
      await tracing?.after?.(request);
    },
    onError: async (request) => {
      finish(request);
      await tracing?.onError?.(request);
    },
  };
}
