import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger } from '../logger';
import { notifySdkClientObservers } from './sdk-client-observers';
import { withoutSdkCallLogging } from './sdk-call-logging';

/**
 * Whether X-Ray tracing applies: inside Lambda (AWS_EXECUTION_ENV), not under `sam local`, and not
 * turned off with POWERTOOLS_TRACE_ENABLED=false. The same rule Powertools' Tracer applies, checked
 * before loading it, so the local runtime and tests never pay for the X-Ray SDK.
 */
export function tracingActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    Boolean(env.AWS_EXECUTION_ENV) &&
    env.AWS_SAM_LOCAL !== 'true' &&
    env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false'
  );
}

/**
 * Whether X-Ray samples the current invocation: Lambda sets `_X_AMZN_TRACE_ID` for each one, with
 * `Sampled=1` on the share its sampling rules pick (by default 1 a second and 5 % after that).
 */
export function invocationSampled(env: NodeJS.ProcessEnv = process.env): boolean {
  return /(?:^|;)Sampled=1(?:;|$)/.test(env._X_AMZN_TRACE_ID ?? '');
}

/** The tracer and its middy middleware, from one copy of the X-Ray SDK. */
export interface LoadedTracer {
  readonly tracer: Tracer;
  readonly captureLambdaHandler: typeof captureLambdaHandler;
}

let loading: Promise<LoadedTracer | undefined> | undefined;
let loaded: Tracer | undefined;
/** Clients created before the tracer loaded; captured when it does. */
const waitingClients: object[] = [];

/**
 * The container's Powertools Tracer, imported by the first sampled invocation (undefined before
 * that and wherever tracing does not apply). The X-Ray SDK behind it is a lazy module
 * (lib/bundling/lazy-modules.ts), so containers that never serve a sampled invocation never
 * compile or evaluate it: tens of milliseconds off every such cold start.
 */
export function loadTracer(): Promise<LoadedTracer | undefined> {
  if (loading) return loading;
  if (!tracingActive() || !invocationSampled()) return Promise.resolve(undefined);
  loading = import('./x-ray')
    .then(({ Tracer, captureLambdaHandler }) => {
      const tracer = new Tracer({ serviceName: process.env.SERVICE_NAME });
      loaded = tracer;
      for (const client of waitingClients.splice(0)) tracer.captureAWSv3Client(client);
      return { tracer, captureLambdaHandler };
    })
    .catch((error: unknown) => {
      // Tracing is an aid: a container that cannot load it serves its requests untraced.
      logger.error('X-Ray tracer could not be loaded; this container runs untraced', { error: error as Error });
      return undefined;
    });
  return loading;
}

/**
 * Records every call of an AWS SDK v3 client as an X-Ray subsegment once the tracer is loaded (in
 * Lambda with tracing on; a no-op elsewhere), and shows the client to the SDK client observers
 * (sdk-client-observers.ts: the local runtime's call recorder). Every client the service creates
 * passes here, so here it also leaves the SDK's per-call log entries out (sdk-call-logging.ts).
 * Returns the client, for `export const client = traceClient(new XClient())`.
 *
 * @example client ??= traceClient(new SQSClient({ region }));
 */
export function traceClient<T extends object>(client: T): T {
  withoutSdkCallLogging(client);
  notifySdkClientObservers(client);
  if (loaded) loaded.captureAWSv3Client(client);
  else if (tracingActive()) {
    waitingClients.push(client);
    void loadTracer();
  }
  return client;
}

/**
 * Wraps an event consumer so a sampled invocation has the tracer (and so its SDK subsegments)
 * before the consumer's first call; the HTTP routes get the same from the kit's observation middleware.
 */
export function traced<E, R, Rest extends unknown[] = []>(
  handler: (event: E, ...rest: Rest) => Promise<R>,
): (event: E, ...rest: Rest) => Promise<R> {
  // The Lambda context passes through (a function that needs its own ARN reads it there).
  return async (event, ...rest) => {
    await loadTracer();
    return handler(event, ...rest);
  };
}
