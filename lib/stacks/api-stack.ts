import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../shared/http/route';
import { ApiRoute } from '../constructs/api-route';
import type { CoreResources } from '../constructs/core-resources';
import type { HandlerFunctionOptions } from '../constructs/handler-function';
import { CommerceHttpApi, type CommerceHttpApiProps } from '../constructs/http-api';
import { functionEnvironment } from '../function-environment';

/** Properties of {@link ApiStack}. */
export interface ApiStackProps extends StackProps {
  /** Shared resources of the core stack. */
  readonly core: CoreResources;
  /** Service name passed to every function. */
  readonly serviceName: string;
  /**
   * SES-verified sender of the service's mail (MAIL_FROM).
   * @default - unset
   */
  readonly mailFrom?: string;
  /**
   * The catch-all route (`$default`) answering unmatched requests.
   * @default - none: API Gateway answers unmatched requests with its own 404
   */
  readonly fallbackRoute?: RouteDefinition;
  /**
   * Options of the HTTP API (name, throttling).
   * @default - see {@link CommerceHttpApiProps}
   */
  readonly api?: CommerceHttpApiProps;
  /**
   * Tuning of the fallback function.
   * @default - the defaults of HandlerFunction
   */
  readonly functionOptions?: HandlerFunctionOptions;
}

/**
 * The HTTP API, its throttled stage and the `$default` route. Route stacks attach their routes
 * to this API and take the shared function environment from here.
 */
export class ApiStack extends Stack {
  /** The HTTP API and its stage. */
  readonly api: CommerceHttpApi;
  /** Environment of every function (table, keys, API URL, media URL prefix, service name). */
  readonly functionEnvironment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new CommerceHttpApi(this, 'Api', props.api);
    this.functionEnvironment = functionEnvironment({
      table: props.core.table.table,
      cursorSigningKey: props.core.cursorSigningKey,
      secretsEncryptionKey: props.core.secretsEncryptionKey,
      publicBaseUrl: this.api.url,
      mediaUrlPrefix: props.core.media.urlPrefix,
      serviceName: props.serviceName,
      mailFrom: props.mailFrom,
    });

    if (props.fallbackRoute) {
      new ApiRoute(this, props.fallbackRoute.id, {
        route: props.fallbackRoute,
        httpApi: this.api.httpApi,
        table: props.core.table.table,
        // The reminder target deploys after this stack: the catch-all cannot manage schedules.
        resources: props.core.functionResources({ mailFrom: props.mailFrom }),
        environment: this.functionEnvironment,
        functionOptions: props.functionOptions,
      });
    }
  }
}
