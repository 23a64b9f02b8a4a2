import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundlingFor } from '../handler-bundling';
import { bundleTarget, lambdaRuntime } from '../lambda-runtime';

/** Root of this project (holds package-lock.json, functions/ and node_modules/). */
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Makes `require` exist in the ESM bundle: CommonJS dependencies bundled by esbuild (parts of
 * the AWS SDK, middy plugins) call `require('node:...')` for built-ins, which ESM lacks.
 * Aliased import so it cannot clash with a `createRequire` import of the bundled code. No
 * double quotes or `$` here: CDK passes the banner through a shell.
 */
const esmRequireBanner =
  "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);";

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
   * Directory holding package-lock.json, `functions/` and `node_modules/`.
   * @default - the root of this project
   */
  readonly projectRoot?: string;
}

/** Properties of {@link HandlerFunction}. */
export interface HandlerFunctionProps extends HandlerFunctionOptions {
  /** Handler module under functions/, without extension (a manifest route's or consumer's `handler`). */
  readonly handler: string;
  /** Function description, e.g. `GET /api/company (getCompany)`; cut to Lambda's 256 characters. */
  readonly description: string;
  /** Environment variables (see `functionEnvironment`). */
  readonly environment: Readonly<Record<string, string>>;
}

/**
 * The Lambda function of one manifest handler (an HTTP route or an event consumer): its own
 * esbuild bundle of `functions/<handler>.ts` (lib/lambda-runtime.ts, arm64, ESM), its own log group
 * and X-Ray active tracing.
 */
export class HandlerFunction extends Construct {
  /** The function; grant it access with the table's `grant*` methods. */
  readonly function: NodejsFunction;
  /** The function's log group, owned by the stack so its retention is managed. */
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const root = props.projectRoot ?? projectRoot;
    const extra = bundlingFor(props.handler);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      // Logs expire anyway; retaining them would leave an orphan group per renamed route.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.function = new NodejsFunction(this, 'Handler', {
      entry: path.join(root, 'functions', `${props.handler}.ts`),
      handler: 'handler',
      projectRoot: root,
      depsLockFilePath: path.join(root, 'package-lock.json'),
      description: props.description.slice(0, 256),
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup: this.logGroup,
      // X-Ray active tracing; the functions add SDK subsegments through Powertools Tracer (shared/observability/tracing.ts).
      tracing: Tracing.ACTIVE,
      environment: { ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: bundleTarget,
        // Prefer the ESM builds of dependencies: better tree shaking, less CommonJS glue.
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        // Stack traces need the mappings only; leaving the sources out halves the map file.
        sourcesContent: false,
        banner: esmRequireBanner,
        // The AWS SDK v3 is bundled rather than taken from the Lambda runtime (CDK's default
        // for Node 18+ marks `@aws-sdk/*` external). The runtime's SDK version changes without
        // notice and differs from the one the tests ran against; bundling pins the exact
        // versions of package-lock.json, and esbuild only keeps the clients a handler imports
        // (a few hundred KB minified), a cold-start cost we accept for reproducibility.
        externalModules: [],
        // esbuild is a devDependency: bundle on the host, never in Docker.
        forceDockerBundling: false,
        commandHooks: extra.afterBundling
          ? {
              beforeBundling: () => [],
              beforeInstall: () => [],
              afterBundling: extra.afterBundling,
            }
          : undefined,
      },
    });
  }
}
