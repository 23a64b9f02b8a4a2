import { request } from 'node:http';
import { inject } from 'vitest';
import type { Tenant } from './tenant';

/** An answer of the storefront distribution (template mode's CDN, lib/local/cdn-edge.ts). */
export interface CdnResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** The shop's own address, as a browser on it sends `Host` (and `Origin`). */
export function shopOrigin(tenant: Tenant): string {
  return `http://${tenant.company.subdomain}.localhost:${new URL(inject('baseUrl')).port}`;
}

/**
 * A request to the shop's host (`<shop>.localhost`), which template mode serves through its
 * storefront distribution, as a browser sends it; `from` picks the loopback source address
 * (the viewer address CloudFront sees). No redirect is followed.
 */
export function viaCdn(
  tenant: Tenant,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; form?: Record<string, string>; from?: string } = {},
): Promise<CdnResponse> {
  const base = new URL(inject('baseUrl'));
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = {
    host: new URL(shopOrigin(tenant)).host,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
    ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, path, method, headers, localAddress: options.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What the edge did so far: requests, cache hits, requests sent on to the origin (each runs a function). */
export async function cdnStats(): Promise<{ requests: number; hits: number; originRequests: number; stored: number }> {
  const response = await fetch(`${inject('baseUrl')}/_local/cdn`);
  if (response.status !== 200) throw new Error(`/_local/cdn → ${response.status}: is this template mode?`);
  return (await response.json()) as Awaited<ReturnType<typeof cdnStats>>;
}

/** The `name=value` pair of a `Set-Cookie` answer. */
export function cookieOf(response: CdnResponse, name: string): string | undefined {
  const values = [response.headers['set-cookie'] ?? []].flat();
  return values.map((value) => value.split(';')[0]!).find((pair) => pair.startsWith(`${name}=`));
}
