import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createCompany } from '../shared/domains/company/create-company';
import { uniqueKey } from '../shared/platform/db/unique';
import { newNumericId } from '../shared/platform/ids';
import type { StoredItem } from '../shared/domains/storefront/engine/family';
import { storefrontKeys } from '../shared/domains/storefront/engine/keys';
import { products } from '../shared/domains/storefront/families/products';
import { seedStorefrontItems } from './seed-storefront-items';
import type { FloorPlan } from './read-floor';
import { HOP_COLUMN, hopColumn, timeReadCases, type ReadCaseResult } from './http-hop-floor';

/** Shape of the storefront catalog section. */
export interface StorefrontCatalogOptions {
  readonly products: number;
  readonly pageLimit: number;
  /** Page whose latency is compared with page 1 (flat = cursors cost nothing extra). */
  readonly deepPage: number;
  readonly warmup: number;
  readonly requests: number;
  /** Rounds alternating between an endpoint and its floor, so a change in the machine's load weighs on both alike. */
  readonly rounds: number;
}

/** One endpoint next to its floor (see http-hop-floor.ts). */
export type CatalogEndpointResult = ReadCaseResult;

export interface StorefrontCatalogResult {
  readonly products: number;
  readonly requests: number;
  readonly seedSeconds: number;
  readonly endpoints: readonly CatalogEndpointResult[];
}

/**
 * Public product list (page 1 and page `deepPage`) and show by slug, both with `country`, against
 * a company holding `products` live products; each next to a floor of the same Query/GetItems
 * sent alone through the same client, in rounds alternating between the two. Requests run one at
 * a time so latencies are not queueing.
 */
export async function measureStorefrontCatalog(
  client: DynamoDBDocumentClient,
  table: string,
  baseUrl: string,
  options: StorefrontCatalogOptions,
  progress: (message: string) => void,
): Promise<StorefrontCatalogResult> {
  const seedStarted = performance.now();
  const { companyId, shop } = await seed(options.products);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  progress(`seeded ${options.products} products in ${seedSeconds.toFixed(0)} s`);
  const headers = { 'x-service-shop': shop };
  const listUrl = `${baseUrl}/api/v202604/products?country=US&page[limit]=${options.pageLimit}`;
  const partition = storefrontKeys.view(companyId, products.name, 'live', 'priority');

  // Walk to the deep page once to get its cursor and the floor's start key.
  let cursor: string | null = null;
  for (let page = 1; page < options.deepPage; page++) {
    const response = (await (
      await fetch(`${listUrl}${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`, { headers })
    ).json()) as { meta: { pagination: { next_cursor: string | null } } };
    cursor = response.meta.pagination.next_cursor;
  }
  const deepKey = JSON.parse(Buffer.from(cursor!.split('.')[0]!, 'base64url').toString('utf8')).k as Record<
    string,
    unknown
  >;
  const query = (startKey?: Record<string, unknown>): FloorPlan => [
    [
      {
        query: {
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': partition },
          ScanIndexForward: false,
          Limit: options.pageLimit + 1,
          ExclusiveStartKey: startKey,
        },
      },
    ],
  ];
  const slug = 'bench-product-00042';
  // The lookup's calls: the slug guard, then the item it names (resolved once here, so the floor is data).
  const slugKey = uniqueKey(storefrontKeys.slugScope(companyId, products.name), slug);
  const { Item: guard } = await client.send(new GetCommand({ TableName: table, Key: slugKey }));
  const show: FloorPlan = [
    [{ get: { TableName: table, Key: slugKey } }],
    [{ get: { TableName: table, Key: storefrontKeys.item(companyId, products.name, guard!.item_id as number) } }],
  ];
  const cases = [
    { endpoint: 'GET /api/v202604/products?country=US (page 1)', url: listUrl, floor: query() },
    {
      endpoint: `GET /api/v202604/products?country=US (page ${options.deepPage})`,
      url: `${listUrl}&page[cursor]=${encodeURIComponent(cursor!)}`,
      floor: query(deepKey),
    },
    {
      endpoint: 'GET /api/v202604/products/{slug}?country=US',
      url: `${baseUrl}/api/v202604/products/${slug}?country=US`,
      floor: show,
    },
  ];
  const endpoints = await timeReadCases(options, client, headers, cases, progress);
  return { products: options.products, requests: options.requests, seedSeconds, endpoints };
}

/** A company with `count` live products written straight to the table as the engine stores them (item, slug guard, public priority view row). */
async function seed(count: number): Promise<{ companyId: number; shop: string }> {
  const shop = `bench-${Date.now().toString(36)}`;
  const company = await createCompany({
    name: 'Bench Shop',
    subdomain: shop,
    email: `${shop}@example.com`,
    country_code: 'US',
    currency_code: 'USD',
    time_zone: 'UTC',
  });
  const now = new Date().toISOString();
  const items = Array.from({ length: count }, (_, i): StoredItem => {
    const id = newNumericId();
    return {
      ...products.defaults,
      id,
      company_id: company.id,
      family: products.name,
      title: `Bench product ${i}`,
      slug: `bench-product-${String(i).padStart(5, '0')}`,
      slug_pinned: true,
      status: 'published',
      public: true,
      publish_at: null,
      language: 'en',
      translations: {},
      created_at: now,
      updated_at: now,
      version: 1,
      priority: i % 1000,
      sku: `B-${i}`,
      variants: [
        {
          id: id + 1,
          title: 'Default',
          sku: null,
          position: 0,
          image_url: null,
          allow_subscription: false,
          subscription_only: false,
          shipping_included_in_price: false,
          countries: [
            {
              country: 'US',
              price: 1000 + i,
              currency_code: 'USD',
              subscription_price: null,
              wholesale_price: null,
              wholesale_subscription_price: null,
              shipping: null,
            },
          ],
        },
      ],
    };
  });
  await seedStorefrontItems(products, items, 'priority');
  return { companyId: company.id, shop };
}

/** The section's table for the report. */
export function renderStorefrontCatalog(
  result: StorefrontCatalogResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
): string {
  const rows = result.endpoints.map((e) => [
    e.endpoint,
    `${e.p50Ms.toFixed(1)} / ${e.p99Ms.toFixed(1)} ms`,
    `${e.floorP50Ms.toFixed(1)} / ${e.floorP99Ms.toFixed(1)} ms`,
    `${e.ratio.toFixed(2)}×`,
    hopColumn(e),
    `${e.dynamodbCalls.length} (${e.dynamodbCalls.map((c) => c.replace(/Command$/, '')).join(', ')})`,
    String(e.floorCalls.length),
  ]);
  const title = `Storefront catalog · ${result.products} live products in one company · ${result.requests} sequential requests each · floor = the same DynamoDB calls sent alone`;
  return `${title}\n${table(['endpoint', 'p50 / p99', 'floor p50 / p99', 'p50 ratio', HOP_COLUMN, 'DynamoDB calls', 'floor calls'], rows, ['l', 'r', 'r', 'r', 'r', 'l', 'r'])}`;
}
