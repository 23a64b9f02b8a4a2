/**
 * A typed client for the platform's API (`commerce-platform-api/client`): paths, parameters, bodies,
 * responses and error envelopes are types generated from the same OpenAPI document the API serves
 * (`api-types.ts`, `npm run generate:client`), on `openapi-fetch` (a thin `fetch` wrapper).
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:3000', token: process.env.TOKEN });
 * const { data, error } = await api.POST('/api/v202604/company/products', { body: { product }, headers: idempotencyKey() });
 * for await (const page of api.cursorPages('/api/v202604/orders', {})) console.log(page.orders.length);
 */
import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { paths } from './api-types.js';

export type { components, operations, paths } from './api-types.js';

export interface ApiClientOptions {
  /** The API's base URL (`npm start` prints it; deployed, the stack's `ApiUrl` output). */
  baseUrl: string;
  /** A bearer token (`cmp_`, `pat_`, `rat_`, `dit_`, `pub_`); omitted for public reads. */
  token?: string;
  /** Sent on every request, e.g. `{ 'X-Service-Shop': 'demo' }` for shop-identified reads. */
  headers?: Record<string, string>;
  /** A `fetch` of your own (tests, retries, tracing). @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
}

type GetPath = PathsWithMethod<paths, 'get'>;
type GetInit = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
};
type Page<Path extends GetPath> = SuccessResponseJSON<paths[Path]['get'] & Record<string | number, any>>;

export interface ApiClient extends Client<paths> {
  /** Every page of a cursor-paginated list (`page[cursor]`, `meta.pagination.next_cursor`), in order. */
  cursorPages<Path extends GetPath>(path: Path, init: GetInit): AsyncGenerator<Page<Path>>;
  /** Every page of an offset-paginated list (`page`/`per_page`, `meta.pagination.total_pages`), in order. */
  offsetPages<Path extends GetPath>(path: Path, init: GetInit): AsyncGenerator<Page<Path>>;
}

/** Thrown by the paginators when a page answers an error envelope (plain calls return `{ error }` instead). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the API answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** An `Idempotency-Key` header for a write you may retry: the same key replays the first answer. */
export function idempotencyKey(key: string = randomUUID()): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': key };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });

  async function page(path: GetPath, init: GetInit, query: Record<string, unknown>): Promise<any> {
    const get = client.GET as (
      path: string,
      init: GetInit,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await get(path, {
      ...init,
      params: { ...init.params, query: { ...init.params?.query, ...query } },
    });
    if (error !== undefined || data === undefined) throw new ApiError(response.status, error);
    return data;
  }

  return Object.assign(client, {
    async *cursorPages(path: GetPath, init: GetInit) {
      let cursor: string | null | undefined;
      do {
        const data = await page(path, init, cursor ? { 'page[cursor]': cursor } : {});
        yield data;
        cursor = data.meta?.pagination?.next_cursor;
      } while (cursor);
    },
    async *offsetPages(path: GetPath, init: GetInit) {
      for (let number = Number(init.params?.query?.page ?? 1); ; number += 1) {
        const data = await page(path, init, { page: number });
        yield data;
        if (number >= (data.meta?.pagination?.total_pages ?? 0)) return;
      }
    },
  }) as ApiClient;
}
