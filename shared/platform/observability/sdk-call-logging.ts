/** The name under which AWS SDK v3 clients register their logger middleware. */
const LOGGER_MIDDLEWARE = 'loggerMiddleware';

/**
 * Removes the SDK's logger middleware from a client. The service never gives its clients a logger
 * (its own log lines say what a request did), yet the middleware builds a log entry of every call
 * for the SDK's no-op default logger: it walks the call's whole input and output against the
 * operation's schema to redact sensitive members (`schemaLogFilter`), on every DynamoDB call, for
 * nothing. In a CPU profile of the bench it was the largest self time of the process.
 */
export function withoutSdkCallLogging<T extends object>(client: T): T {
  (client as { middlewareStack?: { remove(toRemove: string): boolean } }).middlewareStack?.remove(LOGGER_MIDDLEWARE);
  return client;
}
