import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { alarmRules } from '../../lib/alarms';
import { pipelineDefinition } from '../../shared/domains/events/pipeline-definition';
import { deliveryMetrics, routeMetrics } from '../../shared/platform/observability/metric-catalog';
import { logicalIdOf, refersTo } from './functions';
import { resourcesOf, synthesize } from './synth';

describe('alarms and dashboard', () => {
  const app = synthesize({ routes: manifest });
  const core = app.stack('CommercePlatform-Core');
  const topicId = logicalIdOf(core, 'AWS::SNS::Topic', () => true);
  const alarms = resourcesOf(app.stacks, 'AWS::CloudWatch::Alarm');
  const functions = resourcesOf(app.stacks, 'AWS::Lambda::Function');
  const alarmsOn = (metricName: string) =>
    alarms.filter(({ resource }) => resource.Properties.MetricName === metricName);

  it('outputs the one alarm topic of the app', () => {
    const outputs = core.template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(refersTo(outputs.AlarmTopicArn?.Value, topicId)).toBe(true);
    expect(resourcesOf(app.stacks, 'AWS::SNS::Topic')).toHaveLength(1);
  });

  it('points every alarm of every stack at that topic, for ALARM only (no OK notifications)', () => {
    expect(alarms.length).toBeGreaterThan(2 * functions.length);
    for (const { id, resource } of alarms) {
      expect(refersTo(resource.Properties.AlarmActions, topicId), id).toBe(true);
      expect(resource.Properties.OKActions, id).toBeUndefined();
    }
  });

  it.each(Object.entries(pipelineDefinition.queues))(
    'watches the oldest message and the in-flight count of the %s queue',
    (_key, spec) => {
      const queueId = logicalIdOf(core, 'AWS::SQS::Queue', (properties) => properties.QueueName === spec.name);
      const on = (metric: string) =>
        alarmsOn(metric).filter(({ resource }) => refersTo(resource.Properties.Dimensions, queueId));
      expect(on('ApproximateAgeOfOldestMessage').map(({ resource }) => resource.Properties.Threshold)).toEqual([
        alarmRules.queueOldestMessageAge.threshold,
      ]);
      expect(on('ApproximateNumberOfMessagesNotVisible').map(({ resource }) => resource.Properties.Threshold)).toEqual([
        alarmRules.queueInFlight.threshold,
      ]);
    },
  );

  it('watches errors and throttles of every function, routes and consumers', () => {
    for (const metric of ['Errors', 'Throttles']) {
      const watched = alarmsOn(metric).map(({ resource }) => JSON.stringify(resource.Properties.Dimensions));
      for (const fn of functions)
        expect(
          watched.some((dimensions) => dimensions.includes(fn.id)),
          `${metric} ${fn.id}`,
        ).toBe(true);
    }
  });

  it('watches the iterator age of every table-stream consumer', () => {
    expect(alarmsOn('IteratorAge')).toHaveLength(
      consumers.filter((consumer) => consumer.trigger.kind === 'table-stream').length,
    );
  });

  it('watches the API 5xx rate and the webhook delivery failure rate as guarded ratios', () => {
    const expressions = alarms.flatMap(({ resource }) =>
      (resource.Properties.Metrics ?? []).map((m: { Expression?: string }) => m.Expression).filter(Boolean),
    );
    expect(expressions).toContain('IF(requests >= 20, 100 * errors / requests, 0)');
    expect(expressions).toContain('IF(attempts >= 10, 100 * failures / attempts, 0)');
  });

  it('keeps the alarm of each of the fifteen dead-letter queues (one per consumer and the renewal schedules), now with an action', () => {
    expect(alarmsOn('ApproximateNumberOfMessagesVisible')).toHaveLength(15);
  });

  it('draws a dashboard in the core stack from the same metric names the functions emit', () => {
    const dashboards = resourcesOf(app.stacks, 'AWS::CloudWatch::Dashboard');
    expect(dashboards.map(({ stack }) => stack)).toEqual(['CommercePlatform-Core']);
    const body = JSON.stringify(dashboards[0]!.resource.Properties.DashboardBody);
    for (const metric of [...Object.values(routeMetrics), ...Object.values(deliveryMetrics)])
      expect(body).toContain(metric.name);
    for (const metric of ['Errors', 'Throttles', 'IteratorAge'])
      expect(body).toContain(`MetricName=\\\\\\"${metric}\\\\\\"`);
  });
});
