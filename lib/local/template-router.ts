import { matchPath } from '../../shared/edge/http/match-path';
import type { GatewayRouter } from './api-gateway';
import type { BundleWorkers } from './bundle-workers';
import type { TemplateModel } from './template-model';

/** Lambda's limit on a function's init phase (on-demand functions), which is not part of its timeout. */
const LAMBDA_INIT_LIMIT_MS = 10_000;

/** Routes by the template's route keys, most literal path first (as API Gateway prefers literal segments). */
export function templateRouter(model: TemplateModel, workers: BundleWorkers): GatewayRouter {
  const routes = model.routes
    .filter((route) => route.routeKey !== '$default')
    .map((route) => {
      const [method, path] = route.routeKey.split(' ') as [string, string];
      return { ...route, method, path, literal: path.replace(/\{[^}]+\}/g, '').length };
    })
    .sort((a, b) => b.literal - a.literal);
  const fallback = model.routes.find((route) => route.routeKey === '$default');
  const timeouts = new Map(model.functions.map((fn) => [fn.name, fn.timeoutSeconds * 1000]));
  // A cold container's init (its bundle's import) runs before the invocation's timeout starts, as in Lambda.
  const timeoutOf = (functionName: string) =>
    (timeouts.get(functionName) ?? 3_000) + (workers.isWarm(functionName) ? 0 : LAMBDA_INIT_LIMIT_MS);
  return (method, path) => {
    for (const route of routes) {
      if (route.method !== method && route.method !== 'ANY') continue;
      const pathParameters = matchPath(route.path, path);
      if (pathParameters)
        return {
          routeKey: route.routeKey,
          pathParameters,
          timeoutMs: timeoutOf(route.functionName),
          invoke: (event) => workers.invoke(route.functionName, event),
        };
    }
    if (!fallback)
      return {
        routeKey: '$default',
        timeoutMs: 3_000,
        invoke: async () => ({
          statusCode: 404,
          headers: { 'content-type': 'application/json' },
          body: '{"message":"Not Found"}',
        }),
      };
    return {
      routeKey: '$default',
      timeoutMs: timeoutOf(fallback.functionName),
      invoke: (event) => workers.invoke(fallback.functionName, event),
    };
  };
}
