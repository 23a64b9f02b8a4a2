import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createCompany } from '../shared/domains/company/create-company';
import { uniqueKey } from '../shared/platform/db/unique';
import { newNumericId } from '../shared/platform/ids';
import type { StoredItem } from '../shared/domains/storefront/engine/family';
import { storefrontKeys } from '../shared/domains/storefront/engine/keys';
import { media } from '../shared/domains/storefront/families/media';
import { mediumStatsKey } from '../shared/domains/storefront/media/medium-stats';
import type { CatalogEndpointResult, StorefrontCatalogOptions } from './storefront-catalog';
import { seedStorefrontItems } from './seed-storefront-items';
import type { FloorPlan } from './read-floor';
import { HOP_COLUMN, hopColumn, timeReadCases } from './http-hop-floor';

export interface StorefrontContentResult {
  readonly items: number;
  readonly requests: number;
  readonly seedSeconds: number;
  readonly endpoints: readonly CatalogEndpointResult[];
}

/**
 * One content family (media) at `options.products` live items in one company: the public list
 * (page 1 and page `deepPage`, default newest-first order) and a lookup by slug, each next to a
 * floor of the same DynamoDB calls sent alone. A tenth of the media are restricted, so the list
 * also shows that unlisted items (no public rows, engine `listed` hook) cost nothing to skip.
 */
export async function measureStorefrontContent(
  client: DynamoDBDocumentClient,
  table: string,
  baseUrl: string,
  options: StorefrontCatalogOptions,
  progress: (message: string) => void,
): Promise<StorefrontContentResult> {
  const started = performance.now();
  const { companyId, shop } = await seed(options.products);
  const seedSeconds = (performance.now() - started) / 1000;
  progress(`seeded ${options.products} media in ${seedSeconds.toFixed(0)} s`);
  const headers = { 'x-service-shop': shop };
  const listUrl = `${baseUrl}/api/v202604/media?page[limit]=${options.pageLimit}`;
  const partition = storefrontKeys.view(companyId, media.name, 'live', 'created_at');
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
  const slug = 'bench-medium-00042';
  // The lookup's calls: the slug guard, then the item it names and its view/lead counters at once
  // (the item id resolved once here, so the floor is data).
  const slugKey = uniqueKey(storefrontKeys.slugScope(companyId, media.name), slug);
  const { Item: guard } = await client.send(new GetCommand({ TableName: table, Key: slugKey }));
  const itemId = guard!.item_id as number;
  const show: FloorPlan = [
    [{ get: { TableName: table, Key: slugKey } }],
    [
      { get: { TableName: table, Key: storefrontKeys.item(companyId, media.name, itemId) } },
      { get: { TableName: table, Key: mediumStatsKey(companyId, itemId) } },
    ],
  ];
  const cases = [
    { endpoint: 'GET /api/v202604/media (page 1)', url: listUrl, floor: query() },
    {
      endpoint: `GET /api/v202604/media (page ${options.deepPage})`,
      url: `${listUrl}&page[cursor]=${encodeURIComponent(cursor!)}`,
      floor: query(deepKey),
    },
    { endpoint: 'GET /api/v202604/media/{slug}', url: `${baseUrl}/api/v202604/media/${slug}`, floor: show },
  ];
  const endpoints = await timeReadCases(options, client, headers, cases, progress);
  return { items: options.products, requests: options.requests, seedSeconds, endpoints };
}

/** A company with `count` live media written as the engine stores them (item, slug guard, public created_at view rows). */
async function seed(count: number): Promise<{ companyId: number; shop: string }> {
  const shop = `bench-media-${Date.now().toString(36)}`;
  const company = await createCompany({
    name: 'Bench Media',
    subdomain: shop,
    email: `${shop}@example.com`,
    country_code: 'US',
    currency_code: 'USD',
    time_zone: 'UTC',
  });
  const items = Array.from({ length: count }, (_, i): StoredItem => {
    const id = newNumericId();
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return {
      ...media.defaults,
      id,
      company_id: company.id,
      family: media.name,
      title: `Bench medium ${i}`,
      slug: `bench-medium-${String(i).padStart(5, '0')}`,
      slug_pinned: false,
      status: 'published',
      active: true,
      publish_at: null,
      language: 'en',
      translations: {},
      countries: [],
      created_at: at,
      updated_at: at,
      version: 1,
      media_type: 'video',
      video_url: `https://cdn.example.com/${i}.mp4`,
      video_status: 'ready',
      visibility: i % 10 === 0 ? 'restricted' : 'public',
    };
  });
  await seedStorefrontItems(media, items, 'created_at');
  return { companyId: company.id, shop };
}

/** The section's table for the report. */
export function renderStorefrontContent(
  result: StorefrontContentResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
): string {
  const rows = result.endpoints.map((e) => [
    e.endpoint,
    `${e.p50Ms.toFixed(1)} / ${e.p99Ms.toFixed(1)} ms`,
    `${e.floorP50Ms.toFixed(1)} / ${e.floorP99Ms.toFixed(1)} ms`,
    `${e.ratio.toFixed(2)}×`,
    hopColumn(e),
    String(e.dynamodbCalls.length),
    String(e.floorCalls.length),
  ]);
  return `Storefront content (media) · ${result.items} media in one company, 1 in 10 restricted · ${result.requests} sequential requests each\n${table(['endpoint', 'p50 / p99', 'floor p50 / p99', 'p50 ratio', HOP_COLUMN, 'DynamoDB calls', 'floor calls'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r'])}`;
}
