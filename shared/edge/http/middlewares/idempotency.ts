import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { acceptsIdempotencyKey, idempotencyScope } from '../idempotency-key';
// Static on purpose: in a function's bundle an import() of project code wraps its whole import
// graph (the SDK clients included) so esbuild cannot tree-shake it. Powertools' idempotency stays
// a lazy module (lib/bundling/lazy-modules.ts), loaded by the first request with the header.
import { withIdempotencyKey } from '../idempotent-request';
import type { AnyRoute, KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

type Result = APIGatewayProxyStructuredResultV2;

/** A first run under a key: its response, once rendered, settles `respond`; `outcome` is what is answered. */
interface FirstRun {
  readonly settle: { resolve: (response: Result) => void; reject: (error: unknown) => void };
  readonly outcome: Promise<Result>;
}

/**
 * Answers a request with an `Idempotency-Key` at most once per key. What runs after this middleware
 * is the unit made idempotent, so it must be the first of the kit's inner chain (define-handler.ts).
 * A replay is an early response: the stored answer with `Idempotent-Replayed: true`. Powertools'
 * `makeIdempotent` wraps a function that waits for the chain's response or error.
 */
export function idempotency(route: AnyRoute): KitMiddleware {
  const accepts = acceptsIdempotencyKey(route);
  const runs = new WeakMap<object, FirstRun>();
  return {
    before: async ({ event, context }) => {
      runs.delete(event);
      const key = accepts ? event.headers?.['idempotency-key'] : undefined;
      if (key === undefined) return undefined;
      const scope = idempotencyScope(route.id, event, requestState(event).principal);
      let settle!: FirstRun['settle'];
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const outcome = withIdempotencyKey({ scope, key, event, context }, () => {
        started();
        return new Promise<Result>((resolve, reject) => (settle = { resolve, reject }));
      });
      const replayed = await Promise.race([running.then(() => undefined), outcome]);
      if (replayed) return replayed;
      runs.set(event, { settle, outcome });
      return undefined;
    },
    after: async (request) => {
      const run = runs.get(request.event);
      if (!run) return;
      runs.delete(request.event);
      run.settle.resolve(request.response!);
      request.response = await run.outcome;
    },
    onError: async (request) => {
      const run = runs.get(request.event);
      if (!run) return;
      runs.delete(request.event);
      // A failed first run stores nothing; the error answered is the one the release ends with.
      run.settle.reject(request.error);
      request.error = await run.outcome.then(
        () => request.error,
        (error: unknown) => error as Error,
      );
    },
  };
}
