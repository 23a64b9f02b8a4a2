import { runInNewContext } from 'node:vm';

/** A request as CloudFront Functions see it (event structure 1.0): lowercased header names, one value each. */
export interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: Array<{ value: string }> }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** A response a viewer-request function may answer with instead of forwarding. */
export interface ViewerResponse {
  statusCode: number;
  headers?: Record<string, { value: string }>;
  body?: string | { data: string; encoding?: string };
}

/** Runs a CloudFront Function's viewer-request handler. */
export type ViewerFunction = (request: ViewerRequest, viewerIp: string) => Promise<ViewerRequest | ViewerResponse>;

/**
 * Compiles CloudFront Function code (the template's `FunctionCode`) in a context of its own, with
 * nothing of Node in reach, and returns its `handler` called as CloudFront calls it (a sync or
 * async handler, JavaScript runtime 2.0).
 */
export function compileViewerFunction(code: string, distributionDomainName: string): ViewerFunction {
  const handler = runInNewContext(`${code}\n;handler`, Object.create(null), { timeout: 1000 }) as (
    event: unknown,
  ) => unknown;
  if (typeof handler !== 'function') throw new Error('The CloudFront Function defines no handler');
  return async (request, viewerIp) => {
    const result = await handler({
      version: '1.0',
      context: { eventType: 'viewer-request', distributionDomainName },
      viewer: { ip: viewerIp },
      request,
    });
    if (!result || typeof result !== 'object')
      throw new Error('The CloudFront Function returned no request or response');
    return result as ViewerRequest | ViewerResponse;
  };
}

/** Whether the function answered the viewer itself. */
export function isViewerResponse(result: ViewerRequest | ViewerResponse): result is ViewerResponse {
  return typeof (result as ViewerResponse).statusCode === 'number';
}
