/** A storefront answer before it becomes the gateway's result. */
export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** `Set-Cookie` values (the shopper's `cart_token`). */
  cookies?: string[];
}

/** An HTML page; `private` answers (errors, previews) are never stored by a cache. */
export function htmlResponse(
  status: number,
  body: string,
  options: { private?: boolean; headers?: Record<string, string> } = {},
): SiteResponse {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': options.private ? 'private, no-store' : 'public, max-age=60',
      ...options.headers,
    },
    body,
  };
}

/** A redirect that keeps no body; a form's redirect may set cookies. */
export function redirectResponse(location: string, cookies?: string[]): SiteResponse {
  return {
    status: 302,
    headers: { location, 'cache-control': 'private, no-store' },
    body: '',
    ...(cookies ? { cookies } : {}),
  };
}
