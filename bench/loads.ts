/**
 * How hard each section of `npm run bench` (run.ts) pushes: request counts, rounds, runs and
 * their shapes, in one table of data. Every phase is bounded, so a full run ends within minutes
 * however slow the machine.
 */
import { cpus } from 'node:os';
import { pipelineDefinition } from '../shared/domains/events/pipeline-definition';
import type { CartsLoad } from './carts';
import type { ColdLoadOptions } from './cold-load';
import type { LoadOptions } from './http-throughput';
import type { OrdersLoad } from './orders';
import type { RenewalsLoad } from './renewals';
import type { FieldLoad } from './field';
import type { StorefrontCatalogOptions } from './storefront-catalog';
import type { StorefrontPagesLoad } from './storefront-pages';
import type { EdgeCacheLoad } from './edge-cache';
import { AIM_DELIVERIES_PER_SECOND } from './targets';
import type { DeliveryLoadOptions } from './webhook-deliveries';

/**
 * Ten fresh processes per bundle, as many at once as there are cores: with ~50 handlers and
 * counting, one at a time would blow the bench's ~3 minute budget on a 2-core machine. The
 * environment is what a deployed function has at import time (lib/function-environment.ts), with
 * local values; source maps on, as NODE_OPTIONS sets them in Lambda.
 */
export const COLD_LOAD: ColdLoadOptions = {
  runs: 10,
  concurrency: cpus().length,
  timeoutMs: 20_000,
  env: {
    TABLE_NAME: 'commerce-platform',
    CURSOR_SIGNING_KEY: 'bench-cursor-key',
    AWS_REGION: 'us-east-1',
    PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
    SERVICE_NAME: 'commerce-platform',
    POWERTOOLS_SERVICE_NAME: 'commerce-platform',
    NODE_OPTIONS: '--enable-source-maps',
  },
};

/** Load of the HTTP comparison: bounded, loopback only. */
export const HTTP_LOAD: LoadOptions = { connections: 10, durationSeconds: 10, rounds: 5, warmupSeconds: 2 };
/**
 * Load of the webhook deliveries section: the unloaded latency (events one at a time), capacity
 * with 1 and 50 subscriptions (bursts, each with its floor), and both shapes paced at the aim's
 * rate for 5 s (200 events/s × 1, 4 events/s × 50). Every phase is time-bounded, so the section
 * ends within about two minutes however slow the machine. Floor concurrency = the deliveries
 * consumer's concurrent invocations (shared/domains/events/pipeline-definition.ts).
 */
export const DELIVERY_LOAD: DeliveryLoadOptions = {
  runs: [
    // 100, not 10: the hottest key's WCU per event estimates the steady state only over enough
    // deliveries to fill the target's 16 delivery shards evenly (10 leave one shard holding a
    // whole delivery: 1.2 WCU/event however many shards); about 20 s one at a time.
    { mode: 'sequential', subscriptions: 1, events: 100 },
    // As many deliveries as the 50-subscription burst. With 200 the window (under a second) held
    // 3.0 to 4.1 item writes a delivery from run to run: the relay retires outbox records 25 at a
    // time with a later batch (shared/domains/events/retiring-outbox.ts), and whether a short burst's
    // deletes landed before its last arrival moved the table ceiling share by a third. 1,000
    // events hold them (4.0 in every run), so the share reads the pipeline's steady cost.
    { mode: 'burst', subscriptions: 1, events: 1000 },
    { mode: 'burst', subscriptions: 50, events: 20 },
    { mode: 'paced', subscriptions: 1, deliveriesPerSecond: AIM_DELIVERIES_PER_SECOND, seconds: 5 },
    { mode: 'paced', subscriptions: 50, deliveriesPerSecond: AIM_DELIVERIES_PER_SECOND, seconds: 5 },
  ],
  warmupEvents: 10,
  burstConcurrency: 10,
  burstMaxSeconds: 15,
  pacedMaxInFlight: 50,
  pacedSlackFactor: 2,
  drainTimeoutSeconds: 15,
  floorConcurrency: pipelineDefinition.queues.deliveries.maxConcurrency,
  idleTimeoutSeconds: 60,
  fanOut: { subscriptions: 1000, setupConcurrency: 20, timeoutSeconds: 60 },
};
/** 10,000 products; page 1 vs page 50 shows whether deep cursors cost more. */
export const STOREFRONT_LOAD: StorefrontCatalogOptions = {
  products: 10_000,
  pageLimit: 25,
  deepPage: 50,
  warmup: 20,
  requests: 200,
  rounds: 5,
};
/**
 * Load of the storefront section: one connection, so p50/p99 are one request's latency, not
 * queueing; cold renders are this many fresh processes per handler.
 */
export const STOREFRONT_RENDER_LOAD: LoadOptions = { connections: 1, durationSeconds: 10, rounds: 5, warmupSeconds: 2 };
export const STOREFRONT_COLD_RUNS = 5;
/** Cart read and discount apply, one request at a time, with and without callbacks. */
export const CARTS_LOAD: CartsLoad = { warmup: 20, requests: 200, rounds: 5 };
/** The product, cart and checkout pages next to their API reads, one request at a time. */
export const PAGES_LOAD: StorefrontPagesLoad = { warmup: 20, requests: 200, rounds: 5 };
/**
 * The demo shop browsed through the storefront distribution's edge: 2,000 views (well within the
 * pages' 60 s max-age), 1 in 10 a shopper's cart page, viewers from two countries in three languages.
 */
export const EDGE_CACHE_LOAD: EdgeCacheLoad = {
  views: 2000,
  cartShare: 0.1,
  countries: ['US', 'DE'],
  languages: ['en-US,en;q=0.9', 'de-DE,de;q=0.9', 'fr-FR'],
};
/** 25 orders a page, so page 50 needs 1,251 orders in the company. */
export const ORDERS_LOAD: OrdersLoad = { pageLimit: 25, deepPage: 50, warmup: 20, requests: 200, rounds: 5 };
/**
 * 1,000 subscriptions made by 200 checkouts of 5 subscribed lines, then all due at
 * once. Two checkouts at a time: on a loaded machine a bigger cart or more in flight ran past the
 * function timeout (a 500) while setting up.
 */
export const RENEWALS_LOAD: RenewalsLoad = { subscriptions: 1000, linesPerCart: 5, setupConcurrency: 2 };
/**
 * 100,000 members as a 4-ary tree (about 8 levels), imported 5,000 to a request, then one page of
 * level 5 below the root (1,024 members there).
 */
export const FIELD_LOAD: FieldLoad = {
  members: 100_000,
  branching: 4,
  rowsPerImport: 5_000,
  pageLimit: 100,
  warmup: 10,
  requests: 100,
};
