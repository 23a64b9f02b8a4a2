import { Duration } from 'aws-cdk-lib';
import { Dashboard, GraphWidget, MathExpression, TextWidget, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import {
  deliveryMetrics,
  METRICS_NAMESPACE,
  ROUTE_DIMENSION,
  routeMetrics,
  SERVICE_DIMENSION,
} from '../../shared/platform/observability/metric-catalog';
import { deliveryFailureRate, serviceMetric } from '../alarms';
import type { EventPipeline } from './event-pipeline';

/** Properties of {@link OperationsDashboard}. */
export interface OperationsDashboardProps {
  /** SERVICE_NAME of the functions (the `service` dimension of their EMF metrics). */
  readonly serviceName: string;
  /** Stack name prefix: Lambda names start with it, which is how SEARCH finds the app's functions. */
  readonly prefix: string;
  /** The pipeline whose queues and DLQs are charted. */
  readonly pipeline: EventPipeline;
  /**
   * Dashboard name.
   * @default `${prefix}-Operations`
   */
  readonly dashboardName?: string;
}

const period = Duration.minutes(5);

/** A SEARCH expression graphing one line per matching metric (new routes and functions appear by themselves). */
function search(query: string, statistic: string, label: string): IMetric {
  return new MathExpression({
    expression: `SEARCH('${query}', '${statistic}', ${period.toSeconds()})`,
    usingMetrics: {},
    period,
    label,
  });
}

/**
 * One dashboard for the on-call engineer: API traffic, errors and latency per route, Lambda errors,
 * throttles and stream iterator age, the webhook pipeline (attempts, failures, retries, end-to-end
 * latency, queue depths, DLQs). It lives in the core stack, which deploys first, so it reads the
 * other stacks' metrics by SEARCH (on the service's own namespace and on the stack name prefix of
 * the function names) rather than by reference.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { serviceName, prefix, pipeline } = props;
    const routeSearch = (metric: string) =>
      `{${METRICS_NAMESPACE},${SERVICE_DIMENSION},${ROUTE_DIMENSION}} MetricName="${metric}" ${SERVICE_DIMENSION}="${serviceName}"`;
    const lambdaSearch = (metric: string) => `{AWS/Lambda,FunctionName} MetricName="${metric}" ${prefix}`;
    const queues = Object.entries(pipeline.queues);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.dashboardName ?? `${prefix}-Operations`,
      defaultInterval: Duration.hours(3),
      widgets: [
        [
          new TextWidget({
            markdown: `# ${serviceName}\nAlarms notify the topic in this stack's outputs (AlarmTopicArn). Thresholds: lib/alarms.ts.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          new GraphWidget({
            title: 'Requests per route',
            left: [search(routeSearch(routeMetrics.requests.name), 'Sum', 'Requests')],
            width: 8,
          }),
          new GraphWidget({
            title: '5xx and 4xx per route',
            left: [search(routeSearch(routeMetrics.serverErrors.name), 'Sum', '5xx')],
            right: [search(routeSearch(routeMetrics.clientErrors.name), 'Sum', '4xx')],
            width: 8,
          }),
          new GraphWidget({
            title: 'Latency p99 per route (ms)',
            left: [search(routeSearch(routeMetrics.latency.name), 'p99', 'p99')],
            width: 8,
          }),
        ],
        [
          new GraphWidget({
            title: 'Lambda errors',
            left: [search(lambdaSearch('Errors'), 'Sum', 'Errors')],
            width: 8,
          }),
          new GraphWidget({
            title: 'Lambda throttles',
            left: [search(lambdaSearch('Throttles'), 'Sum', 'Throttles')],
            width: 8,
          }),
          new GraphWidget({
            title: 'Stream iterator age (ms)',
            left: [search(lambdaSearch('IteratorAge'), 'Maximum', 'Iterator age')],
            width: 8,
          }),
        ],
        [
          new GraphWidget({
            title: 'Webhook delivery attempts',
            left: [
              deliveryMetrics.attempts,
              deliveryMetrics.successes,
              deliveryMetrics.failures,
              deliveryMetrics.retries,
              deliveryMetrics.exhausted,
            ].map((metric) => serviceMetric(metric.name, serviceName, { label: metric.name })),
            right: [deliveryFailureRate(serviceName)],
            width: 12,
          }),
          new GraphWidget({
            title: 'Webhook end-to-end latency (ms)',
            left: ['p50', 'p99'].map((statistic) =>
              serviceMetric(deliveryMetrics.endToEndLatency.name, serviceName, { statistic, label: statistic }),
            ),
            width: 12,
          }),
        ],
        [
          new GraphWidget({
            title: 'Pipeline queue depth and oldest message (s)',
            left: queues.map(([key, { queue }]) =>
              queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum', label: `${key} visible` }),
            ),
            right: queues.map(([key, { queue }]) =>
              queue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum', label: `${key} oldest` }),
            ),
            width: 12,
          }),
          new GraphWidget({
            title: 'Dead-letter queues (messages parked)',
            left: queues.map(([key, { deadLetter }]) =>
              deadLetter.queue.metricApproximateNumberOfMessagesVisible({
                period,
                statistic: 'Maximum',
                label: `${key} DLQ`,
              }),
            ),
            width: 12,
          }),
        ],
      ],
    });
  }
}
