import { Duration } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { grantResources, resourceEnvironment, type FunctionResources } from '../function-resources';
import { grantTableAccess, grantTokenUseRecording, tableAccessFor } from '../table-access';
import { HandlerFunction, type HandlerFunctionOptions } from './handler-function';

/** Path of the HTTP API's catch-all route in the manifest. */
export const defaultRoutePath = '$default';

/** Properties of {@link ApiRoute}. */
export interface ApiRouteProps {
  /** The manifest route. A `$default` path becomes the API's catch-all route. */
  readonly route: RouteDefinition;
  /** The API the route is added to (may live in another stack). */
  readonly httpApi: IHttpApi;
  /** The table the function reads (GET) or reads and writes (other methods). */
  readonly table: ITable;
  /** The resources a route's `uses` may name (granted and added to the environment). */
  readonly resources: FunctionResources;
  /** Environment variables shared by every function. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * Tuning of the function (memory, timeout, log retention); a route's own `timeoutSeconds` wins.
   * @default - the defaults of {@link HandlerFunction}
   */
  readonly functionOptions?: HandlerFunctionOptions;
}

/**
 * One manifest entry end to end: its function, least-privilege table access, the resources its
 * `uses` names, and the API Gateway route (`METHOD path`, or `$default`) with its Lambda
 * integration and invoke permission. 9 resources: function, role, policy, log group,
 * permission, integration, route, and the errors and throttles alarms lib/alarms.ts adds.
 */
export class ApiRoute extends Construct {
  /** The function serving the route. */
  readonly routeFunction: HandlerFunction;
  /** The API Gateway route. */
  readonly httpRoute: HttpRoute;

  constructor(scope: Construct, id: string, props: ApiRouteProps) {
    super(scope, id);
    const { route, resources } = props;
    const uses = route.uses ?? [];

    this.routeFunction = new HandlerFunction(this, 'Function', {
      ...props.functionOptions,
      // The route's declared timeout is the one the local runtime enforces and its time budgets are sized for.
      ...(route.timeoutSeconds !== undefined ? { timeout: Duration.seconds(route.timeoutSeconds) } : {}),
      handler: route.handler,
      description: `${route.method} ${route.path} (${route.id})`,
      environment: { ...props.environment, ...resourceEnvironment(uses, resources) },
    });
    const fn = this.routeFunction.function;
    grantTableAccess(props.table, fn, tableAccessFor(route));
    // Shop routes accept a public token as one way to name the shop, and record its use like bearer routes.
    if (
      route.auth.kind === 'bearer' ||
      route.auth.kind === 'shop' ||
      route.auth.kind === 'customer' ||
      route.auth.kind === 'member'
    )
      grantTokenUseRecording(props.table, fn);
    grantResources(fn, uses, resources);

    this.httpRoute = new HttpRoute(this, 'Route', {
      httpApi: props.httpApi,
      routeKey: routeKeyFor(route),
      integration: new HttpLambdaIntegration('Integration', fn),
    });
  }
}

/** The API Gateway route key of a manifest route. */
export function routeKeyFor(route: Pick<RouteDefinition, 'method' | 'path'>): HttpRouteKey {
  if (route.path === defaultRoutePath) return HttpRouteKey.DEFAULT;
  return HttpRouteKey.with(route.path, HttpMethod[route.method]);
}
