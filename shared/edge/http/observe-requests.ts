import type middy from '@middy/core';
import type { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routeMetrics, ROUTE_DIMENSION } from '../../platform/observability/metric-catalog';
import { emitMetrics } from '../../platform/observability/metrics';
import { loadTracer } from '../../platform/observability/tracing';
import type { RouteDefinition } from './route';

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
type Tracing = ReturnType<typeof captureLambdaHandler>;

/**
 * Per-route observability as one middleware, registered first so its `after`/`onError` run last,
 * once the kit has built the response: an X-Ray `## handler` subsegment annotated with the route
 * (in Lambda with tracing on), and one EMF line per request with its count, latency and 4xx/5xx.
 */
export function observeRequests(route: Pick<RouteDefinition, 'id'>): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const startedAt = new WeakMap<object, number>();
  let tracing: Tracing | undefined;

  const finish = (request: Request) => {
    const started = startedAt.get(request.event);
    const status = request.response?.statusCode ?? 500;
    emitMetrics(
      [
        { metric: routeMetrics.requests, value: 1 },
        { metric: routeMetrics.latency, value: started === undefined ? 0 : Math.round((performance.now() - started) * 100) / 100 },
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
