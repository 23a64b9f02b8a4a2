import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Whether X-Ray tracing applies: inside Lambda (AWS_EXECUTION_ENV), not under `sam local`, and not
 * turned off with POWERTOOLS_TRACE_ENABLED=false. The same rule Powertools' Tracer applies, checked
 * before loading it, so the local runtime and tests never pay for the X-Ray SDK.
 */
export function tracingActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.AWS_EXECUTION_ENV) && env.AWS_SAM_LOCAL !== 'true' && env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
}

let loading: Promise<Tracer | undefined> | undefined;
let loaded: Tracer | undefined;

/**
 * The container's Powertools Tracer, imported on first use and only where tracing applies
 * (undefined elsewhere): the X-Ray SDK behind it costs tens of milliseconds to evaluate.
 */
export function loadTracer(): Promise<Tracer | undefined> {
  loading ??= tracingActive()
    ? import('@aws-lambda-powertools/tracer').then(({ Tracer }) => (loaded = new Tracer({ serviceName: process.env.SERVICE_NAME })))
    : Promise.resolve(undefined);
  return loading;
}

// Start loading during the Lambda init phase, so the first invocation finds the tracer ready.
if (tracingActive()) void loadTracer();

/**
 * Records every call of an AWS SDK v3 client as an X-Ray subsegment (in Lambda with tracing on;
 * a no-op elsewhere). Returns the client, for `export const client = traceClient(new XClient())`.
 * Clients are created on first use, inside an invocation: by then the tracer (loading since init,
 * awaited by the handler kit) is there and capture is synchronous; before that it attaches as soon
 * as the tracer loads.
 *
 * @example client ??= traceClient(new SQSClient({ region }));
 */
export function traceClient<T extends object>(client: T): T {
  if (loaded) loaded.captureAWSv3Client(client);
  else if (tracingActive()) void loadTracer().then((tracer) => tracer?.captureAWSv3Client(client));
  return client;
}
