import type { KitMiddleware, KitRequest } from './kit-request';
import { requestState, startRequest } from './kit-request';

/**
 * Gives each request its id (the caller's well-formed `X-Request-Id`, else the gateway's) and
 * answers it in `x-request-id`, with `cache-control: no-store` unless the response chose one.
 */
export function requestId(): KitMiddleware {
  const stamp = async (request: KitRequest) => {
    const response = request.response;
    if (!response) return;
    const { requestId } = requestState(request.event);
    response.headers = {
      ...response.headers,
      'x-request-id': requestId,
      'cache-control': response.headers?.['cache-control'] ?? 'no-store',
    };
  };
  return {
    before: async (request) => void startRequest(request.event),
    after: stamp,
    onError: stamp,
  };
}
