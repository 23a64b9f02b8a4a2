import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IAlarmAction,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IConstruct } from 'constructs';
import { Construct } from 'constructs';
import { deliveryMetrics, METRICS_NAMESPACE, SERVICE_DIMENSION } from '../shared/platform/observability/metric-catalog';
import { ConsumerFunction } from './constructs/consumer-function';
import { DeadLetterQueue } from './constructs/dead-letter-queue';
import { EventPipeline } from './constructs/event-pipeline';
import { HandlerFunction } from './constructs/handler-function';
import { CommerceHttpApi } from './constructs/http-api';

/** One alarm rule: what breaches, over how many 5-minute periods (unless said otherwise). */
interface AlarmRule {
  readonly threshold: number;
  readonly evaluationPeriods: number;
  readonly period: Duration;
  readonly description: string;
}

/** Every threshold in one table, so an operator tunes them here and the README quotes them. */
export const alarmRules = {
  functionErrors: {
    threshold: 1,
    evaluationPeriods: 1,
    period: Duration.minutes(5),
    description: 'invocations failed (crash, timeout or an error the function did not handle)',
  },
  functionThrottles: {
    threshold: 1,
    evaluationPeriods: 1,
    period: Duration.minutes(5),
    description: 'invocations were throttled (account or reserved concurrency exhausted)',
  },
  streamIteratorAge: {
    threshold: 60_000,
    evaluationPeriods: 3,
    period: Duration.minutes(1),
    description: 'the table stream consumer is more than 60 s behind for 3 minutes',
  },
  api5xxRate: {
    threshold: 5,
    evaluationPeriods: 2,
    period: Duration.minutes(5),
    description: 'more than 5 % of API requests answered 5xx for 10 minutes (at least 20 requests per 5 minutes)',
  },
  queueOldestMessageAge: {
    threshold: 1800,
    evaluationPeriods: 2,
    period: Duration.minutes(5),
    description:
      'the oldest message has waited 30 minutes or more for 10 minutes (consumers stalled, throttled or failing)',
  },
  queueInFlight: {
    threshold: 60_000,
    evaluationPeriods: 1,
    period: Duration.minutes(5),
    description:
      'at least 60,000 messages are in flight, half of the 120,000 a standard queue allows before receives return nothing',
  },
  deliveryFailureRate: {
    threshold: 25,
    evaluationPeriods: 3,
    period: Duration.minutes(5),
    description:
      'more than 25 % of webhook delivery attempts failed for 15 minutes (at least 10 attempts per 5 minutes)',
  },
} as const satisfies Record<string, AlarmRule>;

/** Fewest requests (per period) for the 5xx rate to count: a single 500 at night is not a 100 % outage. */
const MIN_REQUESTS = 20;
/** Fewest delivery attempts (per period) for the failure rate to count. */
const MIN_ATTEMPTS = 10;

function createAlarm(
  scope: Construct,
  id: string,
  metric: IMetric,
  rule: AlarmRule,
  subject: string,
  action: IAlarmAction,
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    alarmDescription: `${subject}: ${rule.description}`,
    threshold: rule.threshold,
    evaluationPeriods: rule.evaluationPeriods,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  // ALARM only: an OK notification per alarm doubles the pages and the SNS cost, and the
  // console and dashboard show when an alarm has cleared.
  alarm.addAlarmAction(action);
  return alarm;
}

/**
 * Adds the alarms of everything under `scope` and points them at `action`: function errors and
 * throttles, stream iterator age, the API's 5xx rate, pipeline queues' oldest age and in-flight
 * count, and each DLQ's first visible message. Run once per stack after its constructs exist, so a
 * new route or consumer is watched without wiring.
 */
export function watchStack(scope: IConstruct, action: IAlarmAction): void {
  for (const node of scope.node.findAll()) {
    if (node instanceof HandlerFunction) {
      const fn = node.function;
      const subject = `Lambda ${node.node.scope?.node.id ?? node.node.id}`;
      createAlarm(
        node,
        'ErrorsAlarm',
        fn.metricErrors({ period: alarmRules.functionErrors.period, statistic: 'Sum' }),
        alarmRules.functionErrors,
        subject,
        action,
      );
      createAlarm(
        node,
        'ThrottlesAlarm',
        fn.metricThrottles({ period: alarmRules.functionThrottles.period, statistic: 'Sum' }),
        alarmRules.functionThrottles,
        subject,
        action,
      );
    } else if (node instanceof ConsumerFunction && node.consumer.trigger.kind === 'table-stream') {
      const iteratorAge = node.handlerFunction.function.metric('IteratorAge', {
        period: alarmRules.streamIteratorAge.period,
        statistic: 'Maximum',
      });
      createAlarm(
        node,
        'IteratorAgeAlarm',
        iteratorAge,
        alarmRules.streamIteratorAge,
        `Stream consumer ${node.consumer.id}`,
        action,
      );
    } else if (node instanceof CommerceHttpApi) {
      const { period } = alarmRules.api5xxRate;
      const rate = new MathExpression({
        expression: `IF(requests >= ${MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: {
          errors: node.httpApi.metricServerError({ period, statistic: 'Sum' }),
          requests: node.httpApi.metricCount({ period, statistic: 'Sum' }),
        },
        period,
        label: 'API 5xx rate (%)',
      });
      createAlarm(node, 'ServerErrorRateAlarm', rate, alarmRules.api5xxRate, 'HTTP API', action);
    } else if (node instanceof EventPipeline) {
      for (const [key, { queue }] of Object.entries(node.queues)) {
        const subject = `Queue ${key}`;
        const { queueOldestMessageAge: age, queueInFlight: inFlight } = alarmRules;
        createAlarm(
          node,
          `${capitalize(key)}OldestMessageAlarm`,
          queue.metricApproximateAgeOfOldestMessage({ period: age.period, statistic: 'Maximum' }),
          age,
          subject,
          action,
        );
        createAlarm(
          node,
          `${capitalize(key)}InFlightAlarm`,
          queue.metricApproximateNumberOfMessagesNotVisible({ period: inFlight.period, statistic: 'Maximum' }),
          inFlight,
          subject,
          action,
        );
      }
    } else if (node instanceof DeadLetterQueue) {
      node.alarm.addAlarmAction(action);
    }
  }
}

/** A metric the functions emit as EMF (shared/platform/observability/metric-catalog.ts), for the whole service. */
export function serviceMetric(
  name: string,
  serviceName: string,
  options: { statistic?: string; period?: Duration; label?: string } = {},
): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { [SERVICE_DIMENSION]: serviceName },
    statistic: options.statistic ?? 'Sum',
    period: options.period ?? Duration.minutes(5),
    label: options.label,
  });
}

/** The webhook delivery failure rate (%) over the service's EMF delivery metrics. */
export function deliveryFailureRate(
  serviceName: string,
  period: Duration = alarmRules.deliveryFailureRate.period,
): MathExpression {
  return new MathExpression({
    expression: `IF(attempts >= ${MIN_ATTEMPTS}, 100 * failures / attempts, 0)`,
    usingMetrics: {
      attempts: serviceMetric(deliveryMetrics.attempts.name, serviceName, { period }),
      failures: serviceMetric(deliveryMetrics.failures.name, serviceName, { period }),
    },
    period,
    label: 'Delivery failure rate (%)',
  });
}

/** Alarms on the service-wide EMF metrics (the delivery failure rate); they live with the topic. */
export class ServiceAlarms extends Construct {
  readonly deliveryFailureRate: Alarm;

  constructor(scope: Construct, id: string, props: { readonly serviceName: string; readonly action: IAlarmAction }) {
    super(scope, id);
    this.deliveryFailureRate = createAlarm(
      this,
      'DeliveryFailureRate',
      deliveryFailureRate(props.serviceName),
      alarmRules.deliveryFailureRate,
      'Webhook deliveries',
      props.action,
    );
  }
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
