/**
 * The service's own CloudWatch metrics (EMF), as data: the emitters (handler kit, delivery
 * consumer) and the CDK alarms and dashboard read names and units from here, so they cannot drift.
 */

/** CloudWatch namespace of every metric the functions emit. */
export const METRICS_NAMESPACE = 'CommercePlatform';

/** Dimension every metric carries (Powertools' default dimension: the SERVICE_NAME). */
export const SERVICE_DIMENSION = 'service';

/** Dimension of the per-route metrics: the manifest route id. */
export const ROUTE_DIMENSION = 'route';

/** Units used here (a subset of CloudWatch's, spelled as EMF expects). */
export type MetricUnitName = 'Count' | 'Milliseconds';

/** One metric: its CloudWatch name, unit and what one data point means. */
export interface MetricDefinition {
  readonly name: string;
  readonly unit: MetricUnitName;
  readonly description: string;
}

/** Per route (dimensions: service, route), emitted once per request by the handler kit. */
export const routeMetrics = {
  requests: { name: 'Requests', unit: 'Count', description: 'Requests answered by the route' },
  latency: {
    name: 'Latency',
    unit: 'Milliseconds',
    description: 'Time from the kit receiving the request to the response',
  },
  serverErrors: { name: 'ServerErrors', unit: 'Count', description: 'Responses with a 5xx status' },
  clientErrors: { name: 'ClientErrors', unit: 'Count', description: 'Responses with a 4xx status' },
} as const satisfies Record<string, MetricDefinition>;

/** Per webhook delivery attempt (dimension: service), emitted by the deliveries consumer. */
export const deliveryMetrics = {
  attempts: { name: 'DeliveryAttempts', unit: 'Count', description: 'HTTP attempts made (first tries and retries)' },
  successes: { name: 'DeliverySuccesses', unit: 'Count', description: 'Attempts answered with 2xx' },
  failures: {
    name: 'DeliveryFailures',
    unit: 'Count',
    description: 'Attempts that failed (non-2xx, network error or timeout)',
  },
  retries: {
    name: 'DeliveryRetries',
    unit: 'Count',
    description: 'Failed attempts that will be retried after a backoff',
  },
  exhausted: {
    name: 'DeliveriesExhausted',
    unit: 'Count',
    description: 'Deliveries that failed their last attempt (parked in the DLQ)',
  },
  endToEndLatency: {
    name: 'DeliveryEndToEndLatency',
    unit: 'Milliseconds',
    description: 'From the event being recorded (outbox commit) to the receiver answering 2xx',
  },
} as const satisfies Record<string, MetricDefinition>;

/** Storefront droplet widgets (`{% droplet_widget %}`), dimensioned by droplet. */
export const widgetMetrics = {
  dataFailures: {
    name: 'WidgetDataFailures',
    unit: 'Count',
    description:
      "Calls to a droplet's widget_data_url that failed, timed out or were skipped by its open breaker (the widget rendered empty)",
  },
} as const satisfies Record<string, MetricDefinition>;
