import { describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { STREAM_RETRY_ATTEMPTS } from '../../lib/consumer-triggers';
import type { ConsumerDefinition, ConsumerTrigger } from '../../shared/edge/consumers/consumer-definition';
import { pipelineDefinition } from '../../shared/domains/events/pipeline-definition';
import {
  actionsOf,
  environmentOf,
  functionById,
  logicalIdOf,
  refersTo,
  statementsOf,
  statementsWith,
} from './functions';
import { resourcesOf, synthesize } from './synth';

const app = synthesize({ routes: manifest, mailFrom: 'no-reply@example.com' });
const core = app.stack('CommercePlatform-Core');
const events = app.stack('CommercePlatform-Events');
const mappings = resourcesOf(app.stacks, 'AWS::Lambda::EventSourceMapping');
const queueId = (name: string) => logicalIdOf(core, 'AWS::SQS::Queue', (properties) => properties.QueueName === name);
const deliveriesQueue = queueId(pipelineDefinition.queues.deliveries.name);
const tableId = logicalIdOf(core, 'AWS::DynamoDB::Table', () => true);
const busId = logicalIdOf(core, 'AWS::Events::EventBus', () => true);

/** Consumers of one trigger kind. */
function consumersOf<K extends ConsumerTrigger['kind']>(kind: K) {
  return consumers.filter(
    (consumer): consumer is ConsumerDefinition & { trigger: Extract<ConsumerTrigger, { kind: K }> } =>
      consumer.trigger.kind === kind,
  );
}

/** The event source mappings of a consumer's function. */
function mappingsOf(consumer: ConsumerDefinition) {
  const fn = functionById(app.stacks, consumer.id);
  return mappings.filter(({ stack, resource }) => stack === fn.stack && resource.Properties.FunctionName.Ref === fn.id);
}

/** Whether the consumer's role may perform `action` on the resource of that logical id. */
function canDo(consumer: ConsumerDefinition, action: string, logicalId: string): boolean {
  return statementsOf(app.stacks, functionById(app.stacks, consumer.id)).some(
    (statement) => actionsOf(statement).includes(action) && refersTo(statement.Resource, logicalId),
  );
}

const consumer = (id: string) => consumers.find((candidate) => candidate.id === id)!;

describe('consumer functions', () => {
  it.each(consumers.map((c) => [c.id, c] as const))(
    "%s has one function in the events stack with the pipeline's consumer timeout",
    (id, c) => {
      const fn = functionById(app.stacks, id);
      expect(fn.stack).toBe(events.name);
      expect(fn.resource.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: pipelineDefinition.consumerTimeoutSeconds,
        Description: `${c.description} (${id})`,
      });
    },
  );

  it('refuses to synthesize a queue consumer that reserves less than its mapping may run at once', () => {
    const queued = consumers.find((c) => c.trigger.kind === 'queue')!;
    const starved: ConsumerDefinition = {
      ...queued,
      id: 'starvedConsumer',
      access: { ...queued.access, reservedConcurrency: 0 },
    };
    expect(() =>
      synthesize({ routes: [manifest[0]!], consumers: [...consumers.filter((c) => c !== queued), starved] }),
    ).toThrow(/starvedConsumer reserves 0/);
  });

  it.each([
    ['none', consumers.filter((c) => c.trigger.kind !== 'schedule')],
    ['two', [...consumers, { ...consumers.find((c) => c.trigger.kind === 'schedule')!, id: 'secondReminder' }]],
  ])('refuses %s schedule consumers of a group: its target is a single function and role', (_label, list) => {
    expect(() => synthesize({ routes: [manifest[0]!], consumers: list })).toThrow(/one schedule consumer per group/);
  });
});

describe.each(consumersOf('table-stream').map((c) => [c.id, c] as const))('stream consumer %s', (_id, c) => {
  const [mapping, ...others] = mappingsOf(c);

  it("reads the table stream from the trim horizon, filtered to its entity and event name (and an outbox record's resource when it names one)", () => {
    expect(others).toEqual([]);
    expect(refersTo(mapping!.resource.Properties.EventSourceArn, tableId)).toBe(true);
    expect(mapping!.resource.Properties.StartingPosition).toBe('TRIM_HORIZON');
    const { entity, eventName, resource } = c.trigger.filter;
    expect(
      mapping!.resource.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) =>
        JSON.parse(filter.Pattern),
      ),
    ).toEqual([
      {
        dynamodb: { NewImage: { entity: { S: [entity] }, ...(resource ? { resource: { S: [resource] } } : {}) } },
        eventName: [eventName],
      },
    ]);
  });

  it('reports batch item failures, bisects failing batches, retries a bounded number of times, then records the failure in an alarmed queue', () => {
    const properties = mapping!.resource.Properties;
    expect(properties).toMatchObject({
      BatchSize: c.trigger.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
    });
    const failuresId = properties.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
    const alarms = Object.values(events.template.findResources('AWS::CloudWatch::Alarm')).filter((a) =>
      refersTo(a.Properties.Dimensions, failuresId),
    );
    expect(alarms).toHaveLength(1);
  });
});

describe.each(consumersOf('queue').map((c) => [c.id, c] as const))('queue consumer %s', (_id, c) => {
  const spec = pipelineDefinition.queues[c.trigger.queue];
  const [mapping, ...others] = mappingsOf(c);

  it("consumes its queue with the definition's batch size and max concurrency, reporting batch item failures", () => {
    expect(others).toEqual([]);
    expect(refersTo(mapping!.resource.Properties.EventSourceArn, queueId(spec.name))).toBe(true);
    expect(mapping!.resource.Properties).toMatchObject({
      BatchSize: spec.batchSize,
      ScalingConfig: { MaximumConcurrency: spec.maxConcurrency },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it("may receive, delete and change the visibility of its queue's messages", () => {
    for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']) {
      expect(canDo(c, action, queueId(spec.name)), action).toBe(true);
    }
  });
});

describe.each(consumersOf('rate').map((c) => [c.id, c] as const))('recurring consumer %s', (_id, c) => {
  it('is invoked by an EventBridge rule at its rate, with retries bounded by the next run', () => {
    const fn = functionById(app.stacks, c.id);
    const rules = resourcesOf(app.stacks, 'AWS::Events::Rule').filter(({ resource }) =>
      (resource.Properties.Targets ?? []).some((target: { Arn: unknown }) => refersTo(target.Arn, fn.id)),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.resource.Properties).toMatchObject({
      ScheduleExpression: `rate(${c.trigger.everyMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [{ RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: c.trigger.everyMinutes * 60 } }],
    });
    expect(mappingsOf(c)).toEqual([]);
  });
});

describe('consumer access', () => {
  it('lets only the consumers that batch-write (relay and reconciler delete published outbox records, tree jobs write closure rows) call BatchWriteItem', () => {
    for (const c of consumers)
      expect(canDo(c, 'dynamodb:BatchWriteItem', tableId), c.id).toBe(
        ['relayOutbox', 'reconcilePipeline', 'runTreeJobStep'].includes(c.id),
      );
  });

  it.each(consumersOf('table-stream').map((c) => [c.id, c] as const))(
    'lets %s send to its stream failure destination and do nothing else there',
    (_id, c) => {
      const [mapping] = mappingsOf(c);
      const destination = mapping!.resource.Properties.DestinationConfig.OnFailure.Destination;
      const queueLogicalId = destination['Fn::GetAtt'][0] as string;
      const onDestination = statementsOf(app.stacks, functionById(app.stacks, c.id)).filter((statement) =>
        refersTo(statement.Resource, queueLogicalId),
      );
      expect(onDestination.flatMap(actionsOf)).toEqual(['sqs:SendMessage']);
    },
  );

  it('lets the relay publish to the bus it is told about, and unmark the records it published', () => {
    const relay = consumer('relayOutbox');
    expect(canDo(relay, 'events:PutEvents', busId)).toBe(true);
    expect(refersTo(environmentOf(functionById(app.stacks, relay.id)).EVENT_BUS_NAME, busId)).toBe(true);
    expect(canDo(relay, 'dynamodb:UpdateItem', tableId)).toBe(true);
  });

  it('lets the reconciler query the table, publish to the bus and enqueue deliveries', () => {
    const reconciler = consumer('reconcilePipeline');
    expect(canDo(reconciler, 'dynamodb:Query', tableId)).toBe(true);
    expect(canDo(reconciler, 'events:PutEvents', busId)).toBe(true);
    expect(canDo(reconciler, 'sqs:SendMessage', deliveriesQueue)).toBe(true);
    expect(refersTo(environmentOf(functionById(app.stacks, reconciler.id)).DELIVERIES_QUEUE_URL, deliveriesQueue)).toBe(
      true,
    );
  });

  it('lets fan-out read and write the table and enqueue deliveries on the queue it is told about', () => {
    const fanOut = consumer('fanOutEvent');
    expect(canDo(fanOut, 'dynamodb:PutItem', tableId)).toBe(true);
    expect(canDo(fanOut, 'sqs:SendMessage', deliveriesQueue)).toBe(true);
    expect(refersTo(environmentOf(functionById(app.stacks, fanOut.id)).DELIVERIES_QUEUE_URL, deliveriesQueue)).toBe(
      true,
    );
  });

  it('lets delivery update the table, queue its short retries as new delayed messages, and release exhausted ones to the redrive', () => {
    const deliver = consumer('deliverWebhook');
    expect(canDo(deliver, 'dynamodb:UpdateItem', tableId)).toBe(true);
    expect(canDo(deliver, 'sqs:SendMessage', deliveriesQueue)).toBe(true);
    expect(canDo(deliver, 'sqs:ChangeMessageVisibility', deliveriesQueue)).toBe(true);
    expect(refersTo(environmentOf(functionById(app.stacks, deliver.id)).DELIVERIES_QUEUE_URL, deliveriesQueue)).toBe(
      true,
    );
  });

  it.each(consumers.map((c) => [c.id, c] as const))(
    '%s may send mail, manage schedules or upload media only as its manifest `uses` says',
    (id, c) => {
      const statements = statementsOf(app.stacks, functionById(app.stacks, id));
      const uses: readonly string[] = c.access.uses ?? [];
      expect(statementsWith(statements, 'ses:').length > 0).toBe(uses.includes('mail'));
      // The renewal consumer moves its own subscription's schedule (next cycle, dunning retry).
      const managesSchedules =
        uses.includes('reminder-schedules') ||
        uses.includes('renewal-schedules') ||
        uses.includes('renewal-reminder-schedules') ||
        (c.trigger.kind === 'schedule' && c.trigger.group === 'subscription-renewals');
      expect(statementsWith(statements, 'scheduler:').length > 0).toBe(managesSchedules);
      expect(statementsWith(statements, 'iam:').length > 0).toBe(managesSchedules);
      expect(statementsWith(statements, 's3:').length > 0).toBe(
        uses.includes('event-image-uploads') || uses.includes('storefront-media-uploads'),
      );
    },
  );
});

describe('consumer concurrency', () => {
  it.each(consumers.map((c) => [c.id, c] as const))(
    'reserves (and caps) the concurrency of %s, as its manifest entry says',
    (id, c) => {
      expect(functionById(app.stacks, id).resource.Properties.ReservedConcurrentExecutions).toBe(
        c.access.reservedConcurrency,
      );
    },
  );

  it.each(consumersOf('queue').map((c) => [c.id, c] as const))(
    'reserves for %s at least what its queue mapping may run at once',
    (_id, c) => {
      const [mapping] = mappingsOf(c);
      expect(functionById(app.stacks, c.id).resource.Properties.ReservedConcurrentExecutions).toBeGreaterThanOrEqual(
        mapping!.resource.Properties.ScalingConfig.MaximumConcurrency,
      );
    },
  );

  it("leaves route functions unreserved: they share the account's remaining concurrency", () => {
    for (const route of manifest)
      expect(
        functionById(app.stacks, route.id).resource.Properties.ReservedConcurrentExecutions,
        route.id,
      ).toBeUndefined();
  });
});
