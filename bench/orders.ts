import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { apiTokenEntity } from '../shared/domains/auth/api-token-entity';
import { orderEntity, type Order } from '../shared/domains/orders/order-entity';
import { orderSortKey } from '../shared/domains/orders/order-records';
import { companyPartition } from '../shared/domains/company/company-entity';
import { batchWrite } from '../shared/platform/db/batch-write';
import { newNumericId } from '../shared/platform/ids';
import { indexWrites } from '../shared/domains/orders/order-index';
import { allocateOrderNumber } from '../shared/domains/orders/order-number';
import { getOrder } from '../shared/domains/orders/order-store';
import { completeCart, createBenchProduct, readyCart } from './bench-checkout';
import { call, createBenchCompany } from './bench-tenant';
import { callsPerCall } from './dynamodb-calls';
import { summarizeCalls } from './dynamodb-calls-summary';
import { percentile, sampleSequential, type SequentialLoad } from './stats';
import { HOP_COLUMN, hopColumn, timeReadCases, type ReadCaseResult } from './http-hop-floor';
import type { FloorCall, FloorPlan } from './read-floor';
import { ORDER_READ_TARGET } from './targets';

const ORDERS = '/api/v202604/orders';
/** Orders seeded (and numbered) at once. */
const SEED_SLICE = 100;
/** Units of each of the template order's two lines. */
const LINE_QUANTITY = 2;

/** Shape of the orders section. */
export interface OrdersLoad extends SequentialLoad {
  readonly pageLimit: number;
  /** Page of the list compared with page 1 (flat = cursors cost nothing extra). */
  readonly deepPage: number;
  /** Rounds alternating between a read and its floor, so a change in the machine's load weighs on both alike. */
  readonly rounds: number;
}

/** One read next to its floor: the same DynamoDB calls sent alone, without HTTP, auth kit or presentation. */
export type OrderReadResult = ReadCaseResult;

/** One state change, each request on an order of its own. */
export interface OrderWriteResult {
  readonly operation: string;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly dynamodbCalls: readonly string[];
}

export interface OrdersBenchResult extends OrdersLoad {
  /** Orders in the company when measured. */
  readonly orders: number;
  readonly seedSeconds: number;
  readonly reads: readonly OrderReadResult[];
  readonly writes: readonly OrderWriteResult[];
}

/**
 * The merchant's order reads and writes against a company holding `deepPage` pages of orders: the
 * list at page 1 and `deepPage` and a lookup by id, each beside a floor of the same DynamoDB calls
 * sent alone, then a refund and a fulfilment. One order is placed through the API; the rest are
 * copies written straight to the table as the order's transaction writes them. Requests run one at
 * a time, so latencies are not queueing.
 */
export async function measureOrders(
  client: DynamoDBDocumentClient,
  table: string,
  baseUrl: string,
  load: OrdersLoad,
  progress: (message: string) => void,
): Promise<OrdersBenchResult> {
  const { token, subdomain, companyId } = await createBenchCompany();
  const headers = { authorization: `Bearer ${token}` };
  const variants = [
    await createBenchProduct(baseUrl, token, 'Bench serum'),
    await createBenchProduct(baseUrl, token, 'Bench cream', { price: 2400 }),
  ];
  const placed = await completeCart(
    baseUrl,
    subdomain,
    await readyCart(
      baseUrl,
      subdomain,
      'buyer@example.com',
      variants.map((variant_id) => ({ variant_id, quantity: LINE_QUANTITY })),
    ),
  );
  const template = await getOrder(companyId, placed.id);

  // Each write case needs its warm-up, its measured requests and the call probes' orders.
  const perWriteCase = load.warmup + load.requests + 4;
  const listed = load.pageLimit * load.deepPage + 1;
  const seedStarted = performance.now();
  const seeded = await seedCopies(template, listed + 2 * perWriteCase);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  progress(`orders: seeded ${seeded.length} orders in ${seedSeconds.toFixed(0)} s`);

  const listUrl = `${baseUrl}${ORDERS}?page[limit]=${load.pageLimit}`;
  let cursor: string | null = null;
  for (let page = 1; page < load.deepPage; page++) {
    const response = (await (
      await fetch(`${listUrl}${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`, { headers })
    ).json()) as { meta: { pagination: { next_cursor: string | null } } };
    cursor = response.meta.pagination.next_cursor;
    if (!cursor) throw new Error(`the order list ended at page ${page} of ${load.deepPage}`);
  }
  const deepKey = JSON.parse(Buffer.from(cursor!.split('.')[0]!, 'base64url').toString('utf8')).k as Record<
    string,
    unknown
  >;

  // The floor: what authentication and the read cost in DynamoDB alone (shared/domains/auth/authenticate.ts, shared/domains/orders/order-list.ts, order-store.ts).
  const tokenRead: FloorCall = {
    get: {
      TableName: table,
      Key: apiTokenEntity.key({ hash: createHash('sha256').update(token, 'utf8').digest('hex') }),
      ConsistentRead: true,
    },
  };
  const listFloor = (startKey?: Record<string, unknown>): FloorPlan => [
    [tokenRead],
    [
      {
        query: {
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': companyPartition(companyId),
            ':from': orderSortKey(0),
            ':to': orderSortKey(Number.MAX_SAFE_INTEGER),
          },
          ScanIndexForward: false,
          Limit: load.pageLimit + 1,
          ExclusiveStartKey: startKey,
        },
      },
    ],
  ];
  const looked = seeded[Math.floor(seeded.length / 2)]!;
  const lookupFloor: FloorPlan = [
    [tokenRead],
    [{ get: { TableName: table, Key: orderEntity.key({ company_id: companyId, id: looked }), ConsistentRead: true } }],
  ];
  const readCases = [
    { endpoint: `GET ${ORDERS} (page 1)`, url: listUrl, floor: listFloor() },
    {
      endpoint: `GET ${ORDERS} (page ${load.deepPage})`,
      url: `${listUrl}&page[cursor]=${encodeURIComponent(cursor!)}`,
      floor: listFloor(deepKey),
    },
    { endpoint: `GET ${ORDERS}/{id}`, url: `${baseUrl}${ORDERS}/${looked}`, floor: lookupFloor },
  ];
  const reads = await timeReadCases(load, client, headers, readCases, (message) => progress(`orders: ${message}`));

  // The oldest copies: never on the measured list pages' critical path (newest first).
  const fresh = seeded.slice(-2 * perWriteCase);
  const writeCases = [
    {
      operation: `POST ${ORDERS}/{id}/refunds (1 unit of a line)`,
      orders: fresh.slice(0, perWriteCase),
      body: { refund: { lines: [{ line_id: template.items[0]!.id, quantity: 1 }] } },
      path: 'refunds',
    },
    {
      operation: `POST ${ORDERS}/{id}/fulfillments (every unit, buyer notified)`,
      orders: fresh.slice(perWriteCase),
      body: { fulfillment: { tracking_number: '1Z999AA10123456784', tracking_company: 'UPS' } },
      path: 'fulfillments',
    },
  ];
  const writes: OrderWriteResult[] = [];
  for (const entry of writeCases) {
    const queue = [...entry.orders];
    const send = async () =>
      void (await call(baseUrl, 'POST', `${ORDERS}/${queue.shift()}/${entry.path}`, token, entry.body));
    const dynamodbCalls = await callsPerCall(client, send);
    const durations = await sampleSequential(load, send);
    writes.push({
      operation: entry.operation,
      p50Ms: percentile(durations, 50),
      p99Ms: percentile(durations, 99),
      dynamodbCalls,
    });
    progress(`orders: ${entry.operation} p50 ${percentile(durations, 50).toFixed(1)} ms`);
  }
  return { ...load, orders: seeded.length + 1, seedSeconds, reads, writes };
}

/**
 * Copies of `template` under new (time-ordered) ids with numbers from the company's counter,
 * written as order-store.ts writes an order: the order item and its index rows. Answers their
 * ids, newest first (the list's order).
 */
async function seedCopies(template: Order, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += SEED_SLICE) {
    const slice = await Promise.all(
      Array.from(
        { length: Math.min(SEED_SLICE, count - start) },
        async (): Promise<Order> => ({
          ...template,
          id: newNumericId(),
          order_number: await allocateOrderNumber(template.company_id),
        }),
      ),
    );
    await batchWrite(
      slice.flatMap((order) => [
        { PutRequest: { Item: orderEntity.toRecord(order) } },
        ...indexWrites(undefined, order).map((write) => ({ PutRequest: { Item: write.Put!.Item! } })),
      ]),
    );
    ids.push(...slice.map((order) => order.id));
  }
  return ids.sort((a, b) => b - a);
}

/** The section's tables for the report. */
export function renderOrders(
  result: OrdersBenchResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
  mark: (target: string, subject: string) => string,
): string {
  const ms = (p50: number, p99: number) => `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`;
  const calls = (list: readonly string[]) => `${list.length} (${summarizeCalls(list)})`;
  const readRows = result.reads.map((r) => [
    r.endpoint,
    ms(r.p50Ms, r.p99Ms),
    ms(r.floorP50Ms, r.floorP99Ms),
    `${r.ratio.toFixed(2)}×${mark(ORDER_READ_TARGET, r.endpoint)}`,
    hopColumn(r),
    calls(r.dynamodbCalls),
    calls(r.floorCalls),
  ]);
  const writeRows = result.writes.map((w) => [w.operation, ms(w.p50Ms, w.p99Ms), calls(w.dynamodbCalls)]);
  const title = `Orders (v2026-04) · ${result.orders} orders in one company, ${result.pageLimit} a page · ${result.requests} sequential requests each in ${result.rounds} rounds alternating with the floor, after ${result.warmup} warm-up · floor = the same DynamoDB calls sent alone (token GetItem + the read)`;
  return [
    title,
    table(
      ['read', 'p50 / p99', 'floor p50 / p99', 'p50 ratio', HOP_COLUMN, 'DynamoDB calls', 'floor calls'],
      readRows,
      ['l', 'r', 'r', 'r', 'r', 'l', 'l'],
    ),
    '  Writes, each request on an order of its own (placed, paid, unfulfilled):',
    table(['operation', 'p50 / p99', 'DynamoDB calls per operation'], writeRows, ['l', 'r', 'l']),
  ].join('\n');
}
