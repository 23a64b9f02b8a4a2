/**
 * The single table's shape. CDK builds the table from it and the local runtime creates
 * DynamoDB Local's table from it, so the two cannot drift.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic overloaded indexes; entities name their patterns over these. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds; DynamoDB deletes expired items eventually (DynamoDB Local never does). */
  ttlAttribute: 'ttl',
  /** Every stream consumer (relay, notification mailer) reads only NewImage of INSERT records. */
  streamView: 'NEW_IMAGE',
  /**
   * Write shards of a target's deliveries: a partition key takes 1,000 WCU/s, and every delivery's
   * creation and attempts (about 6 WCU) are written there, so a target's deliveries spread over
   * this many keys by id (see shared/domains/deliveries/delivery-shards.ts). 64 keeps the fullest shard of
   * even a 100-event sample under 0.5 WCU per event (16 read 0.63: ids pick shards at random).
   */
  deliveryShards: 64,
  /**
   * Counts `deliveryShards` had before, newest first. A delivery written then stays under its id
   * mod that count until TTL removes it (30 days), so point reads and writes fall back to that
   * key. Each must divide `deliveryShards`: those keys are then among the shards every list
   * queries, so lists find old and new deliveries alike. Drop a count 31 days after deploying
   * its successor.
   */
  formerDeliveryShards: [16],
  /**
   * Shards of a company's last-delivered markers per resource (shared/domains/deliveries/last-delivery.ts):
   * every delivered delivery moves its item there in the index, and an event with 50 subscriptions
   * delivers 50 at once, so 64 keys keep each under a partition's limit at 500 events/s.
   */
  lastDeliveredShards: 64,
  /**
   * Shards of the reconciler's markers per kind (reconcile-index.ts): an event to 50 subscriptions
   * writes 50 DELIVERY markers at once, and 256 keys keep each under a partition's 1,000 WCU/s past
   * 500 events/s. Never lower a count: the reconciler queries shards 0..n-1, so markers under a
   * higher shard would be lost (raising one is safe).
   */
  reconcileShards: { OUTBOX: 16, DELIVERY: 256, RETRY: 256, PAYMENT: 16 },
} as const;

export type IndexName = (typeof tableDefinition.globalIndexes)[number]['name'];

/** Every key attribute name (all strings). */
export const keyAttributes: readonly string[] = [
  tableDefinition.partitionKey,
  tableDefinition.sortKey,
  ...tableDefinition.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];
