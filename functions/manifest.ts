import type { ConsumerDefinition } from '../shared/edge/consumers/consumer-definition';
import type { RouteDefinition } from '../shared/edge/http/route';
import { apiTokenRoutes } from './api-tokens/routes';
import { authRoutes } from './auth/routes';
import { companyRoutes } from './company/routes';
import { memberRoutes } from './members/routes';
import { roleRoutes } from './roles/routes';
import { companyEventRoutes } from './company-events/routes';
import { platformRoutes } from './platform/routes';
import { webhookDeliveryRoutes } from './webhook-deliveries/routes';
import { webhookRoutes } from './webhooks/routes';
import { callbackRoutes } from './callbacks/routes';
import { dropletRoutes } from './droplets/routes';
import { dropletInstallationRoutes } from './droplet-installations/routes';
import { agreementRoutes } from './agreements/routes';
import { subscriptionPlanRoutes } from './subscription-plans/routes';
import { discountCodeRoutes } from './discount-codes/routes';
import { legacyMediaRoutes } from './media/routes';
import { contentRoutes } from './storefront/content-routes';
import { storefrontRoutes } from './storefront/routes';
import { themeRoutes } from './themes/routes';
import { siteRoutes } from './site/routes';
import { shareLinkRoutes } from './share-links/routes';
import { storefrontSettingsRoutes } from './storefront-settings/routes';
import { completeCartRoute } from './carts/complete-routes';
import { cartRoutes, subscribeCartItemRoute } from './carts/routes';
import { orderRoutes } from './orders/routes';
import { customerRoutes } from './customers/routes';
import { subscriptionBillingRoutes } from './subscriptions/billing-routes';
import { subscriptionRoutes } from './subscriptions/routes';

/**
 * Every endpoint of the API: the single source of truth read by CDK, the local server, the
 * OpenAPI document and the tests. A handler that is not listed here does not exist.
 */
export const manifest: readonly RouteDefinition[] = [
  ...platformRoutes,
  ...companyRoutes,
  ...companyEventRoutes,
  ...webhookDeliveryRoutes,
  ...webhookRoutes,
  ...callbackRoutes,
  ...apiTokenRoutes,
  ...roleRoutes,
  ...memberRoutes(),
  ...authRoutes,
  ...dropletRoutes(),
  ...dropletInstallationRoutes(),
  ...agreementRoutes,
  ...subscriptionPlanRoutes,
  ...discountCodeRoutes,
  ...storefrontRoutes,
  ...themeRoutes,
  ...storefrontSettingsRoutes,
  ...shareLinkRoutes,
  ...siteRoutes,
  ...contentRoutes,
  ...legacyMediaRoutes,
  ...cartRoutes(),
  completeCartRoute,
  subscribeCartItemRoute,
  ...orderRoutes(),
  ...customerRoutes,
  ...subscriptionRoutes(),
  ...subscriptionBillingRoutes(),
];

/** The catch-all route that answers unmatched requests. */
export const fallbackRoute = manifest.find((route) => route.path === '$default')!;

/** Routes with a real path (everything but the catch-all). */
export const pathRoutes = manifest.filter((route) => route.path !== '$default');

/** Routes of the JSON API (everything but the rendered storefront's pages): what 404/405 answers consider. */
export const apiRoutes = pathRoutes.filter((route) => route.surface !== 'site');

/**
 * Every function invoked by the event pipeline or the scheduler rather than by HTTP. CDK wires
 * their triggers and the local runtime's emulators invoke them with the same event shapes.
 */
export const consumers: readonly ConsumerDefinition[] = [
  {
    id: 'sendEventReminder',
    handler: 'consumers/send-event-reminder',
    trigger: { kind: 'schedule', group: 'company-event-reminders' },
    description: "Sends a company event's hour-before reminder to the active reps in its available countries",
  },
  {
    id: 'renewSubscription',
    handler: 'consumers/renew-subscription',
    trigger: { kind: 'schedule', group: 'subscription-renewals' },
    description: "Bills an autoship subscription's next cycle when its one-time schedule fires: re-prices, charges, places the order like checkout, or walks dunning",
  },
  {
    id: 'ensureRenewalSchedule',
    handler: 'consumers/ensure-renewal-schedule',
    trigger: { kind: 'table-stream', filter: { entity: 'outbox', eventName: 'INSERT', resource: 'subscription' }, batchSize: 25 },
    description:
      "Brings a subscription's one renewal schedule in line with its stored state after every subscription write (its `subscription_*` outbox record): repairs a schedule call that failed after the commit (idempotent: a no-op otherwise)",
    uses: ['renewal-schedules'],
  },
  {
    id: 'emailEventNotification',
    handler: 'consumers/email-event-notification',
    trigger: { kind: 'table-stream', filter: { entity: 'company_event_notification', eventName: 'INSERT' }, batchSize: 25 },
    description: 'E-mails each recorded company event notification (manual send or reminder) to its member',
    uses: ['mail'],
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
    // Deletes the published outbox records 25 to a BatchWriteItem, across invocations.
    uses: ['table-batch-writes'],
  },
  {
    id: 'fanOutEvent',
    handler: 'consumers/fan-out-event',
    trigger: { kind: 'queue', queue: 'events' },
    description: "Creates one delivery per active subscription of the event's company, resource and event",
    uses: ['deliveries-queue'],
  },
  {
    id: 'deliverWebhook',
    handler: 'consumers/deliver-webhook',
    trigger: { kind: 'queue', queue: 'deliveries' },
    description: 'Signs and sends one delivery; queues retries due within 15 min as delayed messages (later ones wait in the table); parks exhausted ones in the DLQ',
    // Sends each short retry as a new delayed message.
    uses: ['deliveries-queue'],
  },
  {
    id: 'reconcilePipeline',
    handler: 'consumers/reconcile-pipeline',
    trigger: { kind: 'rate', everyMinutes: 5 },
    description: 'Publishes outbox records the relay never published, queues webhook retries waiting in the table, and re-enqueues pending deliveries that lost their message',
    // Deletes the outbox records it published in batches, as the relay does.
    uses: ['deliveries-queue', 'table-batch-writes'],
  },
];
