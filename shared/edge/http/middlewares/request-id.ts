import type { KitMiddleware, KitRequest } from './kit-request';
import { requestState, startRequest } from './kit-request';

/**
 * Gives each request its id (the caller's well-formed `X-Request-Id`, else the gateway's) and
 * answers it in `x-request-id`, with `cache-control` `cacheControl` unless the response chose one
 * (the storefront's: `private, no-store`, SPEC "Storefront error pages" 9, its JSON errors included).
 */
export function requestId(cacheControl: string): KitMiddleware {
  const stamp = async (request: KitRequest) => {
    const response = request.response;
    if (!response) return;
    const { requestId } = requestState(request.event);
    response.headers = {
      ...response.headers,
      'x-request-id': requestId,
      'cache-control': response.headers?.['cache-control'] ?? cacheControl,
    };
  };
  return {
    before: async (request) => void startRequest(request.event),
    after: stamp,
    onError: stamp,
  };
}
