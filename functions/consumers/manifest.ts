import type { ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';

/**
 * Every function invoked by the event pipeline or the scheduler rather than by HTTP, one entry
 * each: trigger, access and description. CDK wires their functions, triggers and grants from it,
 * the local runtime's emulators invoke them with the same event shapes, and a stream consumer's
 * handler takes its filter from its entry (data only: a handler bundles it at no cost).
 */
export const consumers = [
  {
    id: 'sendEventReminder',
    handler: 'consumers/send-event-reminder',
    trigger: { kind: 'schedule', group: 'company-event-reminders' },
    description: "Sends a company event's hour-before reminder to the active reps in its available countries",
    // Reads the event and the company's reps; writes one notification per reminded rep. Reminders
    // due at the same minute queue up behind 10 (Scheduler retries throttled invocations).
    access: { table: 'readWrite', reservedConcurrency: 10 },
  },
  {
    id: 'renewSubscription',
    handler: 'consumers/renew-subscription',
    trigger: { kind: 'schedule', group: 'subscription-renewals' },
    description:
      "Bills an autoship subscription's next cycle when its one-time schedule fires: re-prices, charges, places the order like checkout, or walks dunning",
    // Claims the cycle, re-prices, places the order and moves the subscription (one transaction).
    // Re-pricing signs the shop's tax and shipping callbacks with their sealed tokens: it opens
    // them with the sealing key. A renewal whose bank asks for authentication mails the customer
    // the confirmation link. Renewals due at the same instant queue up behind 20.
    access: { table: 'readWrite', uses: ['mail'], reservedConcurrency: 20, serviceKeys: true },
  },
  {
    id: 'ensureRenewalSchedule',
    handler: 'consumers/ensure-renewal-schedule',
    trigger: {
      kind: 'table-stream',
      filter: { entity: 'outbox', eventName: 'INSERT', resource: 'subscription' },
      batchSize: 25,
    },
    description:
      "Brings a subscription's one renewal schedule in line with its stored state after every subscription write (its `subscription_*` outbox record): repairs a schedule call that failed after the commit (idempotent: a no-op otherwise)",
    // Reads the subscription and creates (or moves) its schedule. Write access only for the local
    // runtime, whose scheduler keeps schedules in the table (the suite audit judges those writes as
    // this function's); deployed it reads one item. One invocation per stream shard.
    access: { table: 'readWrite', uses: ['renewal-schedules'], reservedConcurrency: 5 },
  },
  {
    id: 'emailEventNotification',
    handler: 'consumers/email-event-notification',
    trigger: {
      kind: 'table-stream',
      filter: { entity: 'company_event_notification', eventName: 'INSERT' },
      batchSize: 25,
    },
    description: 'E-mails each recorded company event notification (manual send or reminder) to its member',
    // Claims the notification (conditional update) before mailing it; reads the event. 10 at a
    // time also keeps the mail rate inside SES's default sending quota.
    access: { table: 'readWrite', uses: ['mail'], reservedConcurrency: 10 },
  },
  {
    id: 'mailOrderEvents',
    handler: 'consumers/mail-order-events',
    trigger: {
      kind: 'table-stream',
      filter: { entity: 'outbox', eventName: 'INSERT', resource: 'order' },
      batchSize: 25,
    },
    description:
      "Mails the buyer the order confirmation, refund and cancellation from the company's mail templates (claimed on the order: a redelivered record mails nothing twice)",
    // Reads the company and its template, claims the send on the order (conditional update), mails.
    // 10 at a time also keeps the mail rate inside SES's default sending quota.
    access: { table: 'readWrite', uses: ['mail'], reservedConcurrency: 10 },
  },
  {
    id: 'mailSubscriptionEvents',
    handler: 'consumers/mail-subscription-events',
    trigger: {
      kind: 'table-stream',
      filter: { entity: 'outbox', eventName: 'INSERT', resource: 'subscription' },
      batchSize: 25,
    },
    description:
      'Mails the subscriber when a subscription starts, a renewal payment fails or it is cancelled, and brings its renewal reminder schedule in line with its state',
    // Reads the subscription, its checkout order's terms and the template; claims the send on the
    // subscription; creates, moves or deletes the reminder schedule (kept in the table locally).
    access: { table: 'readWrite', uses: ['mail', 'renewal-reminder-schedules'], reservedConcurrency: 10 },
  },
  {
    id: 'sendRenewalReminder',
    handler: 'consumers/send-renewal-reminder',
    trigger: { kind: 'schedule', group: 'subscription-renewal-reminders' },
    description:
      "Mails a subscription's renewal reminder when its one-time schedule fires (days before a renewal that ends a trial or renews a yearly plan)",
    // Reads the subscription, its checkout order's terms and the template; claims the send on the subscription.
    access: { table: 'readWrite', uses: ['mail'], reservedConcurrency: 10 },
  },
  {
    id: 'relayOutbox',
    handler: 'consumers/relay-outbox',
    // 1,000 (DynamoDB streams take up to 10,000; Lambda also stops a batch at 6 MB): a shard's
    // next batch waits for this one, deletes included when it completes 25 held records
    // (shared/domains/events/retiring-outbox.ts), so a burst relayed 100 at a time stalls behind each
    // batch's deletes wherever the table is busy with the burst's own deliveries.
    trigger: { kind: 'table-stream', filter: { entity: 'outbox', eventName: 'INSERT' }, batchSize: 1000 },
    description: 'Publishes committed outbox records to the EventBridge bus',
    // Publishes to the bus; deletes the published outbox records 25 to a BatchWriteItem, across
    // invocations. One invocation per stream shard: 20 covers a large on-demand table.
    access: { table: 'readWrite', uses: ['table-batch-writes'], consumerOnly: ['event-bus'], reservedConcurrency: 20 },
  },
  {
    id: 'fanOutEvent',
    handler: 'consumers/fan-out-event',
    trigger: { kind: 'queue', queue: 'events' },
    description: "Creates one delivery per active subscription of the event's company, resource and event",
    // Reads subscriptions, writes deliveries and enqueues them; reserves the events queue's maxConcurrency.
    access: { table: 'readWrite', uses: ['deliveries-queue'], reservedConcurrency: 5 },
  },
  {
    id: 'deliverWebhook',
    handler: 'consumers/deliver-webhook',
    trigger: { kind: 'queue', queue: 'deliveries' },
    description:
      'Signs and sends one delivery; queues retries due within 15 min as delayed messages (later ones wait in the table); parks exhausted ones in the DLQ',
    // Reads and updates deliveries and subscriptions; opens the sealed signing secrets; sends short
    // retries as new delayed messages and makes exhausted messages visible for the redrive (granted
    // with the queue event source). Reserves the deliveries queue's maxConcurrency.
    access: { table: 'readWrite', uses: ['deliveries-queue'], reservedConcurrency: 20, serviceKeys: true },
  },
  {
    id: 'reconcilePipeline',
    handler: 'consumers/reconcile-pipeline',
    trigger: { kind: 'rate', everyMinutes: 5 },
    description:
      'Publishes outbox records the relay never published, queues webhook retries waiting in the table, and re-enqueues pending deliveries that lost their message',
    // Queries the reconciler's sparse index; re-publishes outbox records (deleting them in batches,
    // as the relay does), re-enqueues deliveries. One run at a time: overlapping runs would only
    // repeat each other's work.
    access: {
      table: 'readWrite',
      uses: ['deliveries-queue', 'table-batch-writes'],
      consumerOnly: ['event-bus'],
      reservedConcurrency: 1,
    },
  },
  {
    id: 'cancelAbandonedPayments',
    handler: 'consumers/cancel-abandoned-payments',
    trigger: { kind: 'rate', everyMinutes: 15 },
    description:
      'Cancels at the processor the cart payments no order took within a day (refunds one that was charged), so an abandoned checkout holds no funds',
    // Queries the reconciler's PAYMENT markers, claims each cart payment (conditional update), opens
    // its gateway's sealed secret key with the sealing key and calls the processor. One run at a
    // time: overlapping runs would only race for the same claims.
    access: { table: 'readWrite', serviceKeys: true, reservedConcurrency: 1 },
  },
  {
    id: 'placeInTree',
    handler: 'consumers/place-in-tree',
    trigger: { kind: 'table-stream', filter: { entity: 'member', eventName: 'INSERT' }, batchSize: 25 },
    description:
      'Places each new rep or customer in the sponsor tree under its sponsor (members enrolled at checkout); a member already placed is left alone',
    // Reads the member, its sponsor's node and the tree guard; writes the node, closure rows and
    // counts in one transaction. Waits while a downline move holds the tree (the stream retries).
    access: { table: 'readWrite', reservedConcurrency: 5 },
  },
  {
    id: 'runTreeJobStep',
    handler: 'consumers/run-tree-job-step',
    trigger: { kind: 'table-stream', filter: { entity: 'tree_job_step', eventName: 'INSERT' }, batchSize: 1 },
    description:
      "Runs one step of a downline move job (a page of the moved subtree's closure rows) and writes the next step's item",
    // Reads closure rows and nodes, rewrites them (BatchWriteItem), then commits the job's progress
    // with the next step's item. One job per company at a time.
    access: { table: 'readWrite', uses: ['table-batch-writes'], reservedConcurrency: 5 },
  },
  {
    id: 'runImportStep',
    handler: 'consumers/run-import-step',
    trigger: { kind: 'table-stream', filter: { entity: 'member_import_step', eventName: 'INSERT' }, batchSize: 1 },
    description:
      "Applies one step of a member import (a page of its rows, sponsors first) and writes the next step's item",
    // Creates each row's member with its claims, placement and member_created (one transaction per
    // row), then commits the import's progress with the next step's item.
    access: { table: 'readWrite', reservedConcurrency: 5 },
  },
  {
    id: 'postOrderVolume',
    handler: 'consumers/post-order-volume',
    trigger: {
      kind: 'table-stream',
      filter: { entity: 'outbox', eventName: 'INSERT', resource: 'order' },
      batchSize: 25,
    },
    description:
      "Posts each order's volume changes (placement, refunds, cancellation) to the credited rep's ledger and the period totals up its sponsor tree, each once",
    // Reads the company, the rep's node and the order's placement entry; writes each entry with its
    // totals in one transaction conditioned on the entry not existing (idempotent per change).
    access: { table: 'readWrite', reservedConcurrency: 5 },
  },
  {
    id: 'rollUpAnalytics',
    handler: 'consumers/roll-up-analytics',
    trigger: { kind: 'queue', queue: 'analytics' },
    description:
      "Adds order, subscription, member and customer events to the company's dashboard rollups per day and country, each fact once",
    // Reads past-due markers; writes counters with a marker per fact in one transaction. Reserves
    // the analytics queue's maxConcurrency.
    access: { table: 'readWrite', reservedConcurrency: 2 },
  },
] as const satisfies readonly ConsumerDefinition[];

/** The id of a manifest consumer. */
export type ConsumerId = (typeof consumers)[number]['id'];

/** The manifest entry of a consumer, typed as declared (its trigger's kind, its stream filter). */
export function consumer<Id extends ConsumerId>(id: Id): Extract<(typeof consumers)[number], { id: Id }> {
  return consumers.find((entry) => entry.id === id) as Extract<(typeof consumers)[number], { id: Id }>;
}
