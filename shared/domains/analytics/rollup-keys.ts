import { companyPartition } from '../company/company-entity';

/**
 * Where the dashboard rollups of a company live. Days are UTC calendar days (`YYYY-MM-DD`); a
 * country is the ISO code of the order, subscription or member (`ZZ` when it has none). Every
 * family is one partition sorted by day first, so a date range is one Query per family.
 */
export const rollupKeys = {
  /** Counters of one day and country: sales, orders, refunds, members, autoship and payment events. */
  day: (companyId: number, day: string, country: string) => ({
    pk: `${companyPartition(companyId)}#ANALYTICS#DAY`,
    sk: `${day}#${country}`,
  }),
  /** Units and revenue of one product placed on one day in one country (best sellers). */
  product: (companyId: number, day: string, country: string, productId: number) => ({
    pk: `${companyPartition(companyId)}#ANALYTICS#PRODUCT`,
    sk: `${day}#${country}#${productId}`,
  }),
  /** Current autoship gauges of one country: active and past-due subscriptions. */
  autoship: (companyId: number, country: string) => ({
    pk: `${companyPartition(companyId)}#ANALYTICS#AUTOSHIP`,
    sk: country,
  }),
  /** A subscription now past due: its renewal counts as a recovery, once. */
  pastDue: (companyId: number, subscriptionId: number) => ({
    pk: `${companyPartition(companyId)}#ANALYTICS#PAST_DUE`,
    sk: String(subscriptionId),
  }),
  /** One fact already counted (an order's placement, refund or cancellation; an event id): idempotency. */
  applied: (companyId: number, fact: string) => ({
    pk: `${companyPartition(companyId)}#ANALYTICS#APPLIED`,
    sk: fact,
  }),
  /** The partitions a rebuild clears (the past-due markers and gauges follow subscriptions, not orders). */
  rebuiltPartitions: (companyId: number) =>
    ['DAY', 'PRODUCT', 'APPLIED'].map((family) => `${companyPartition(companyId)}#ANALYTICS#${family}`),
};

/** The UTC day of an ISO instant. */
export function utcDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
