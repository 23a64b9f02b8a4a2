import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { requireBundleDir } from '../bundling/bundle-paths';
import { lambdaRuntime } from '../lambda-runtime';

/** Tuning shared by every function of the app (routes and consumers alike). */
export interface HandlerFunctionOptions {
  /**
   * Memory in MB (Lambda CPU scales with it).
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * Timeout; for routes well under API Gateway's 30 s integration limit (consumers take the
   * pipeline's consumer timeout instead).
   * @default Duration.seconds(10)
   */
  readonly timeout?: Duration;
  /**
   * Retention of the function's log group.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * Directory holding one built bundle directory per handler (`<buildDir>/<handler>/index.mjs`).
   * @default - `.build/functions` of this project, written by `npm run build:functions`
   */
  readonly buildDir?: string;
}

/** Properties of {@link HandlerFunction}. */
export interface HandlerFunctionProps extends HandlerFunctionOptions {
  /** Handler module under functions/, without extension (a manifest route's or consumer's `handler`). */
  readonly handler: string;
  /** Function description, e.g. `GET /api/company (getCompany)`; cut to Lambda's 256 characters. */
  readonly description: string;
  /** Environment variables (see `functionEnvironment`). */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * Concurrency reserved for the function, which also caps it.
   * @default - none: the function shares the account's unreserved concurrency
   */
  readonly reservedConcurrency?: number;
}

/**
 * The Lambda function of one manifest handler (an HTTP route or an event consumer): the prebuilt
 * bundle of `functions/<handler>.ts` (lib/bundling/build-functions.ts: lib/lambda-runtime.ts's Node
 * major, arm64, ESM), its own log group and X-Ray active tracing. The asset is exactly the directory
 * the build step wrote, the same bytes the bench measures and `sam local` runs; a missing bundle
 * fails synthesis with the command to run.
 */
export class HandlerFunction extends Construct {
  /** The function; grant it access with the table's `grant*` methods. */
  readonly function: LambdaFunction;
  /** The function's log group, owned by the stack so its retention is managed. */
  readonly logGroup: LogGroup;
  /** The variables the function was created with (what grantServiceKeys reads). */
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    this.environment = { ...props.environment };
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      // Logs expire anyway; retaining them would leave an orphan group per renamed route.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new LambdaFunction(this, 'Handler', {
      code: Code.fromAsset(requireBundleDir(props.handler, props.buildDir)),
      handler: 'index.handler',
      description: props.description.slice(0, 256),
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: this.logGroup,
      // X-Ray active tracing; the functions add SDK subsegments through Powertools Tracer (shared/platform/observability/tracing.ts).
      // It grants xray:PutTraceSegments and PutTelemetryRecords, which the Lambda service and the
      // X-Ray SDK in a sampled invocation use: no local run reaches them (IAM audit: unused, kept).
      tracing: Tracing.ACTIVE,
      environment: { ...props.environment },
      reservedConcurrentExecutions: props.reservedConcurrency,
    });
  }
}
