import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import type { ApiResponse } from './http';

/**
 * A loopback address of its own (127.x.y.z): per-IP limits count by source address, so each test
 * that signs up or asks for links uses a fresh one and never eats another test's allowance.
 */
export function freshAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Calls the local API over real HTTP from a chosen source address. */
export function apiFrom<T = any>(
  address: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, inject('baseUrl'));
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: address },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = undefined;
          }
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') responseHeaders.set(name, value);
          resolve({ status: res.statusCode ?? 0, headers: responseHeaders, body: body as T, text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
