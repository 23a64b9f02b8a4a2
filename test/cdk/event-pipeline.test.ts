import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { deadLetterRetention } from '../../lib/constructs/dead-letter-queue';
import {
  assertPipelineDefinition,
  EventPipeline,
  VISIBILITY_TO_TIMEOUT_RATIO,
  type PipelineSpec,
} from '../../lib/constructs/event-pipeline';
import { RETRY_DELAYS_SECONDS } from '../../shared/domains/deliveries/retry-schedule';
import { pipelineDefinition, type QueueKey } from '../../shared/domains/events/pipeline-definition';
import { logicalIdOf, refersTo } from './functions';
import { synthesize } from './synth';

const core = synthesize({ routes: manifest }).stack('CommercePlatform-Core');
const queueKeys = Object.keys(pipelineDefinition.queues) as QueueKey[];
const queues = core.template.findResources('AWS::SQS::Queue');
const alarms = Object.values(core.template.findResources('AWS::CloudWatch::Alarm'));

/** Logical id of the queue of that physical name. */
const queueId = (name: string) => logicalIdOf(core, 'AWS::SQS::Queue', (properties) => properties.QueueName === name);

describe('event bus and rules', () => {
  it('has one custom bus named by the pipeline definition', () => {
    core.template.resourceCountIs('AWS::Events::EventBus', 1);
    core.template.hasResourceProperties('AWS::Events::EventBus', { Name: pipelineDefinition.busName });
  });

  it.each(pipelineDefinition.rules.map((rule) => [rule.name, rule] as const))(
    "rule %s matches exactly the definition's pattern on the custom bus and targets its queue, with the queue's DLQ for failed puts",
    (name, rule) => {
      const [, resource] = Object.entries(core.template.findResources('AWS::Events::Rule')).find(
        ([, r]) => r.Properties.Name === name,
      )!;
      const spec = pipelineDefinition.queues[rule.targetQueue];
      expect(resource.Properties.EventPattern).toEqual(rule.pattern);
      expect(
        refersTo(
          resource.Properties.EventBusName,
          logicalIdOf(core, 'AWS::Events::EventBus', () => true),
        ),
      ).toBe(true);
      expect(resource.Properties.Targets).toHaveLength(1);
      expect(refersTo(resource.Properties.Targets[0].Arn, queueId(spec.name))).toBe(true);
      expect(refersTo(resource.Properties.Targets[0].DeadLetterConfig.Arn, queueId(`${spec.name}-dlq`))).toBe(true);
    },
  );

  it('lets EventBridge send to each target queue and its DLQ, only on behalf of the rule', () => {
    for (const rule of pipelineDefinition.rules) {
      const ruleId = logicalIdOf(core, 'AWS::Events::Rule', (properties) => properties.Name === rule.name);
      const { name } = pipelineDefinition.queues[rule.targetQueue];
      for (const target of [queueId(name), queueId(`${name}-dlq`)]) {
        const policy = Object.values(core.template.findResources('AWS::SQS::QueuePolicy')).find((p) =>
          p.Properties.Queues.some((q: unknown) => refersTo(q, target)),
        )!;
        const statement = policy.Properties.PolicyDocument.Statement.find(
          (s: any) => s.Principal?.Service === 'events.amazonaws.com',
        );
        expect(statement.Effect).toBe('Allow');
        expect([statement.Action].flat()).toContain('sqs:SendMessage');
        expect(statement.Condition).toEqual({ ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [ruleId, 'Arn'] } } });
      }
    }
  });

  it('refuses requests without TLS on every queue', () => {
    for (const policy of Object.values(core.template.findResources('AWS::SQS::QueuePolicy'))) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 'sqs:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
    expect(Object.keys(core.template.findResources('AWS::SQS::QueuePolicy'))).toHaveLength(Object.keys(queues).length);
  });
});

describe.each(queueKeys)('the %s queue', (key) => {
  const spec = pipelineDefinition.queues[key];
  const queue = queues[queueId(spec.name)]!.Properties;
  const dlqId = queueId(`${spec.name}-dlq`);

  it("redrives to its own DLQ after the definition's maxReceiveCount", () => {
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
      maxReceiveCount: spec.maxReceiveCount,
    });
  });

  it(`keeps visibility at the definition's value, at least ${VISIBILITY_TO_TIMEOUT_RATIO}× the consumer timeout`, () => {
    expect(queue.VisibilityTimeout).toBe(spec.visibilityTimeoutSeconds);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(
      VISIBILITY_TO_TIMEOUT_RATIO * pipelineDefinition.consumerTimeoutSeconds,
    );
  });

  it('encrypts at rest (SSE-SQS), queue and DLQ', () => {
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queues[dlqId]!.Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('keeps a parked message longer than the queue could (SQS keeps the original enqueue time on redrive)', () => {
    expect(queues[dlqId]!.Properties.MessageRetentionPeriod).toBe(deadLetterRetention.toSeconds());
    expect(queues[dlqId]!.Properties.MessageRetentionPeriod).toBeGreaterThan(queue.MessageRetentionPeriod);
  });

  it('alarms as soon as its DLQ holds one message', () => {
    const alarm = alarms.filter((a) => refersTo(a.Properties.Dimensions, dlqId));
    expect(alarm).toHaveLength(1);
    expect(alarm[0]!.Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('retention', () => {
  it('keeps a delivery in its queue through the whole retry schedule', () => {
    const schedule = RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(
      queues[queueId(pipelineDefinition.queues.deliveries.name)]!.Properties.MessageRetentionPeriod,
    ).toBeGreaterThan(schedule * 1.5);
  });
});

describe('assertPipelineDefinition', () => {
  const withQueue = (key: QueueKey, change: Partial<PipelineSpec['queues'][QueueKey]>): PipelineSpec => ({
    ...pipelineDefinition,
    queues: { ...pipelineDefinition.queues, [key]: { ...pipelineDefinition.queues[key], ...change } },
  });

  it('accepts the shipped definition', () => {
    expect(() => assertPipelineDefinition(pipelineDefinition)).not.toThrow();
  });

  it.each<[string, PipelineSpec, RegExp]>([
    [
      'a visibility timeout one second under 6× the consumer timeout',
      withQueue('deliveries', {
        visibilityTimeoutSeconds: VISIBILITY_TO_TIMEOUT_RATIO * pipelineDefinition.consumerTimeoutSeconds - 1,
      }),
      /deliveries: visibility timeout/,
    ],
    [
      "a consumer timeout raised past the queues' visibility",
      { ...pipelineDefinition, consumerTimeoutSeconds: 31 },
      /events: visibility timeout/,
    ],
    ['a batch over 10 (needs a batching window)', withQueue('events', { batchSize: 11 }), /events: batchSize/],
    [
      "a max concurrency under Lambda's minimum of 2",
      withQueue('events', { maxConcurrency: 1 }),
      /events: maxConcurrency/,
    ],
    ['no receive before the DLQ', withQueue('deliveries', { maxReceiveCount: 0 }), /deliveries: maxReceiveCount/],
    [
      'a rule targeting an unknown queue',
      { ...pipelineDefinition, rules: [{ name: 'r', pattern: {}, targetQueue: 'nope' as QueueKey }] },
      /rule r: no queue nope/,
    ],
  ])('refuses %s, and the pipeline construct refuses to synthesize it', (_label, definition, message) => {
    expect(() => assertPipelineDefinition(definition)).toThrow(message);
    expect(() => new EventPipeline(new Stack(new App(), 'S'), 'P', { definition })).toThrow(message);
  });

  it('accepts exactly 6× the consumer timeout', () => {
    const exact = withQueue('events', {
      visibilityTimeoutSeconds: VISIBILITY_TO_TIMEOUT_RATIO * pipelineDefinition.consumerTimeoutSeconds,
    });
    expect(() => assertPipelineDefinition(exact)).not.toThrow();
  });
});
