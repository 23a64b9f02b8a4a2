import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { ApiRoute } from '../constructs/api-route';
import type { HandlerFunctionOptions } from '../constructs/handler-function';
import type { FunctionResources } from '../function-resources';

/** Properties of {@link RoutesStack}. */
export interface RoutesStackProps extends StackProps {
  /** The routes of this stack (one surface, one chunk; see `groupRoutes`). */
  readonly routes: readonly RouteDefinition[];
  /** The API of the API stack. */
  readonly httpApi: IHttpApi;
  /** The table of the core stack. */
  readonly table: ITable;
  /** What the routes' `uses` may name (core resources and the events stack's reminder target). */
  readonly resources: FunctionResources;
  /** Environment shared by every function (from the API stack). */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * Tuning of the functions.
   * @default - the defaults of HandlerFunction
   */
  readonly functionOptions?: HandlerFunctionOptions;
}

/**
 * A slice of the manifest: each route's function, table grant, integration and route. Keeping
 * routes out of the API stack keeps every template small and lets a surface deploy alone.
 */
export class RoutesStack extends Stack {
  /** The routes of this stack, by route id. */
  readonly routes: ReadonlyMap<string, ApiRoute>;

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);

    const routes = new Map<string, ApiRoute>();
    for (const route of props.routes) {
      routes.set(
        route.id,
        new ApiRoute(this, route.id, {
          route,
          httpApi: props.httpApi,
          table: props.table,
          resources: props.resources,
          environment: props.environment,
          functionOptions: props.functionOptions,
        }),
      );
    }
    this.routes = routes;
  }
}
