import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Properties of {@link CommerceHttpApi}. */
export interface CommerceHttpApiProps {
  /**
   * Name of the HTTP API.
   * @default - the construct path
   */
  readonly apiName?: string;
  /**
   * Stage-wide throttling (requests per second and burst) applied to every route; API Gateway
   * answers 429 beyond it before any Lambda runs.
   * @default { rateLimit: 500, burstLimit: 1000 }
   */
  readonly throttle?: ThrottleSettings;
  /**
   * Retention of the access log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly accessLogRetention?: RetentionDays;
}

/** Default stage throttling; the account-wide limit is 10,000 rps, this protects the table. */
export const defaultThrottle: Required<ThrottleSettings> = { rateLimit: 500, burstLimit: 1000 };

/**
 * Access log line: one JSON object per request, with the fields needed to correlate a request
 * with its function's logs (`requestId` is the `meta.request_id` of every envelope).
 */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

/**
 * The HTTP API with an explicit auto-deployed `$default` stage (throttled, access-logged).
 * Routes are added by {@link ApiRoute}; authentication happens in the functions (bearer and
 * cart tokens per the manifest's `auth`), so no API Gateway authorizer is attached.
 */
export class CommerceHttpApi extends Construct {
  /** The API; pass it to routes. */
  readonly httpApi: HttpApi;
  /** The `$default` stage serving the API at its root URL. */
  readonly stage: HttpStage;
  /** Base URL of the API, without a trailing slash (`https://<id>.execute-api.<region>.<suffix>`). */
  readonly url: string;

  constructor(scope: Construct, id: string, props: CommerceHttpApiProps = {}) {
    super(scope, id);

    // No implicit default stage: that one cannot carry throttling or access logs.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: props.apiName,
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? defaultThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: accessLogFormat,
      },
    });

    this.url = this.httpApi.apiEndpoint;
  }
}
