import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { withoutSdkCallLogging } from '../../shared/platform/observability/sdk-call-logging';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { consumers } from '../../functions/manifest';
import { streamFilterPattern } from '../../shared/edge/consumers/consumer-definition';
import { pipelineDefinition, type QueueKey } from '../../shared/domains/events/pipeline-definition';
import { writeJson } from './api-gateway';
import { AwsJsonEndpoint, AwsJsonError } from './aws-json-endpoint';
import { HandlerWorkers } from './handler-workers';
import { matchesPattern, type EventPattern } from './event-pattern';
import type { LocalService } from './local-service';
import { LocalClock } from './local-clock';
import { LocalQueue } from './local-queue';
import { MetricCounters } from './metric-counters';
import { QueueEventSource } from './queue-event-source';
import { StreamEventSource } from './stream-event-source';

const ACCOUNT = '000000000000';

/** Test hooks: drop the next N acknowledgements to simulate a crash between work and ack. */
export interface PipelineFaults {
  relay_ack_drops: number;
  fan_out_ack_drops: number;
  /** While true the outbox relay does not read the stream (committed events wait in the outbox). */
  relay_paused: boolean;
}

/**
 * The event pipeline around the unchanged consumer functions: the table stream's event source,
 * an EventBridge bus with the pipeline's rules, SQS queues with DLQs and their event sources.
 * Functions reach the bus and queues with their normal SDK clients via AWS_ENDPOINT_URL_*.
 */
export const pipelineService: LocalService = {
  name: 'pipeline',
  async start(context) {
    const region = process.env.AWS_REGION ?? 'us-east-1';
    // Queues journal to DATA_DIR/queues (see QueueJournal); the bus keeps nothing of its own: a
    // PutEvents is acknowledged once its events are journaled in the target queues.
    const queueDir = context.dataDir ? join(context.dataDir, 'queues') : undefined;
    const clock = new LocalClock(queueDir ? join(queueDir, 'clock.json') : undefined);
    const faults: PipelineFaults = { relay_ack_drops: 0, fan_out_ack_drops: 0, relay_paused: false };
    const takeFault = (key: 'relay_ack_drops' | 'fan_out_ack_drops') => () => faults[key] > 0 && faults[key]-- > 0;
    const endpoint = new AwsJsonEndpoint();
    const url = await endpoint.listen();

    const queues = new Map<string, LocalQueue>();
    const byKey = {} as Record<QueueKey, { queue: LocalQueue; dlq: LocalQueue }>;
    for (const [key, spec] of Object.entries(pipelineDefinition.queues) as [
      QueueKey,
      (typeof pipelineDefinition.queues)[QueueKey],
    ][]) {
      const journalFile = (name: string) => (queueDir ? join(queueDir, `${name}.jsonl`) : undefined);
      const dlq = new LocalQueue({
        name: `${spec.name}-dlq`,
        url: `${url}/${ACCOUNT}/${spec.name}-dlq`,
        visibilityTimeoutSeconds: 30,
        clock,
        journalFile: journalFile(`${spec.name}-dlq`),
      });
      const queue = new LocalQueue({
        name: spec.name,
        url: `${url}/${ACCOUNT}/${spec.name}`,
        visibilityTimeoutSeconds: spec.visibilityTimeoutSeconds,
        clock,
        maxReceiveCount: spec.maxReceiveCount,
        deadLetter: dlq,
        journalFile: journalFile(spec.name),
      });
      for (const q of [queue, dlq]) queues.set(q.props.url, q);
      byKey[key] = { queue, dlq };
    }
    const queueFor = (queueUrl: string) => {
      const queue = queues.get(queueUrl) ?? [...queues.values()].find((q) => queueUrl.endsWith(`/${q.props.name}`));
      if (!queue) throw new AwsJsonError('AWS.SimpleQueueService.NonExistentQueue', `No queue ${queueUrl}`);
      return queue;
    };
    // Messages ever sent per queue name: the bench times a fan-out by when its deliveries are all enqueued.
    const sent: Record<string, number> = {};
    const countSent = (queueUrl: string, count: number) => {
      const name = queueFor(queueUrl).props.name;
      sent[name] = (sent[name] ?? 0) + count;
    };
    // A send is acknowledged once it is on disk (flush), as SQS acknowledges once stored.
    const refuseInvalid = <T>(send: () => T): T => {
      try {
        return send();
      } catch (error) {
        throw new AwsJsonError('InvalidParameterValue', (error as Error).message);
      }
    };
    endpoint.register('AmazonSQS.SendMessage', async (input) => {
      const queue = queueFor(input.QueueUrl);
      const message = refuseInvalid(() => queue.send(input.MessageBody, input.DelaySeconds ?? 0));
      await queue.flush();
      countSent(input.QueueUrl, 1);
      return message;
    });
    endpoint.register('AmazonSQS.SendMessageBatch', async (input) => {
      const entries = input.Entries as Array<{ Id: string; MessageBody: string; DelaySeconds?: number }>;
      const queue = queueFor(input.QueueUrl);
      const messages = refuseInvalid(() =>
        queue.sendBatch(entries.map((entry) => ({ body: entry.MessageBody, delaySeconds: entry.DelaySeconds ?? 0 }))),
      );
      await queue.flush();
      countSent(input.QueueUrl, entries.length);
      return { Successful: entries.map((entry, index) => ({ Id: entry.Id, ...messages[index] })), Failed: [] };
    });
    endpoint.register('AmazonSQS.ChangeMessageVisibility', (input) =>
      queueFor(input.QueueUrl).changeVisibility(input.ReceiptHandle, input.VisibilityTimeout),
    );
    endpoint.register('AmazonSQS.DeleteMessage', (input) => queueFor(input.QueueUrl).delete(input.ReceiptHandle));
    endpoint.register('AWSEvents.PutEvents', async (input) => {
      const routed = new Map<QueueKey, string[]>();
      const entries = input.Entries.map(
        (entry: { Source: string; DetailType: string; Detail: string; Time?: number }) => {
          const id = randomUUID();
          const event = {
            version: '0',
            id,
            'detail-type': entry.DetailType,
            source: entry.Source,
            account: ACCOUNT,
            time: new Date(entry.Time ? entry.Time * 1000 : Date.now()).toISOString(),
            region,
            resources: [],
            detail: JSON.parse(entry.Detail),
          };
          for (const rule of pipelineDefinition.rules) {
            if (matchesPattern(event, rule.pattern as unknown as EventPattern))
              routed.set(rule.targetQueue, [...(routed.get(rule.targetQueue) ?? []), JSON.stringify(event)]);
          }
          return { EventId: id };
        },
      );
      for (const [key, bodies] of routed) byKey[key].queue.sendBatch(bodies);
      await Promise.all([...routed.keys()].map((key) => byKey[key].queue.flush()));
      return { FailedEntryCount: 0, Entries: entries };
    });

    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SQS: url,
      AWS_ENDPOINT_URL_EVENTBRIDGE: url,
      EVENT_BUS_NAME: pipelineDefinition.busName,
      EVENTS_QUEUE_URL: byKey.events.queue.props.url,
      DELIVERIES_QUEUE_URL: byKey.deliveries.queue.props.url,
      ANALYTICS_QUEUE_URL: byKey.analytics.queue.props.url,
    });

    // Delivery metrics carry no dimension beyond `service`; route metrics are left out.
    const counters = new MetricCounters((emitted) => Object.keys(emitted.dimensions).length === 0);
    const sources: Array<{ stop(): Promise<void> }> = [];
    /** The queue consumers by id, for their unacknowledged failures in `/_local/pipeline`. */
    const queueSources = new Map<string, QueueEventSource>();
    // The consumers run in worker threads, off the API's event loop, as in their own Lambda containers.
    const workers = new HandlerWorkers();
    const dynamo = new DynamoDBClient({ endpoint: context.dynamodbEndpoint, region });
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: context.tableName }));
    dynamo.destroy();
    // Lambda's stream poller, emulated: the SDK's call logging would walk every record it reads (shared/platform/observability/sdk-call-logging.ts).
    const streams = withoutSdkCallLogging(new DynamoDBStreamsClient({ endpoint: context.dynamodbEndpoint, region }));
    for (const consumer of consumers) {
      const { trigger } = consumer;
      if (trigger.kind === 'table-stream') {
        const source = new StreamEventSource({
          client: streams,
          streamArn: Table!.LatestStreamArn!,
          functionName: consumer.id,
          handler: consumer.handler,
          batchSize: trigger.batchSize,
          select: (record) =>
            matchesPattern(record as unknown as Record<string, unknown>, streamFilterPattern(trigger.filter)),
          region,
          checkpointFile: context.dataDir ? join(context.dataDir, `stream-checkpoint-${consumer.id}.json`) : undefined,
          invoke: workers.invoke,
          dropAcknowledgement: consumer.id === 'relayOutbox' ? takeFault('relay_ack_drops') : undefined,
          paused: consumer.id === 'relayOutbox' ? () => faults.relay_paused : undefined,
        });
        source.start();
        sources.push(source);
      } else if (trigger.kind === 'queue') {
        const spec = pipelineDefinition.queues[trigger.queue];
        const source = new QueueEventSource({
          queue: byKey[trigger.queue].queue,
          handler: consumer.handler,
          functionName: consumer.id,
          batchSize: spec.batchSize,
          maxConcurrency: spec.maxConcurrency,
          timeoutSeconds: pipelineDefinition.consumerTimeoutSeconds,
          region,
          invoke: workers.invoke,
          dropAcknowledgement: trigger.queue === 'events' ? takeFault('fan_out_ack_drops') : undefined,
        });
        source.start();
        sources.push(source);
        queueSources.set(consumer.id, source);
      }
    }

    context.addRoute('/_local/pipeline', (_request, response) =>
      writeJson(response, 200, {
        clock: new Date(clock.now()).toISOString(),
        faults,
        metrics: counters.snapshot(),
        queues: Object.fromEntries(
          Object.entries(byKey).map(([key, { queue, dlq }]) => {
            const { inFlight, delayed } = queue.counts();
            return [
              key,
              {
                depth: queue.depth,
                in_flight: inFlight,
                delayed,
                dlq_depth: dlq.depth,
                dlq: dlq.peek().map((body) => JSON.parse(body)),
              },
            ];
          }),
        ),
        consumers: {
          dynamodb_calls: workers.dynamodbCalls(),
          dynamodb_item_writes: workers.itemWrites(),
          partition_write_units: workers.partitionWrites(),
          unacknowledged_failures: Object.fromEntries(
            [...queueSources].map(([id, source]) => [id, source.unacknowledgedFailures]),
          ),
        },
        sent,
      }),
    );
    // Only the sent counts: the bench's fan-out run polls this every few milliseconds, and the full
    // snapshot above (per-key write units of every run so far: hundreds of KB once a bench has run)
    // would keep busy the event loop that also answers the queues' own SendMessageBatch calls.
    context.addRoute('/_local/pipeline/sent', (_request, response) => writeJson(response, 200, { sent }));
    context.addRoute('/_local/pipeline/advance', (request, response) => {
      const seconds = Number(new URL(request.url ?? '', 'http://local').searchParams.get('seconds'));
      if (request.method !== 'POST' || !Number.isFinite(seconds) || seconds < 0)
        return writeJson(response, 400, { message: 'POST with ?seconds=<non-negative number>' });
      clock.advance(seconds);
      writeJson(response, 200, { clock: new Date(clock.now()).toISOString() });
    });
    context.addRoute('/_local/pipeline/faults', async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Partial<PipelineFaults>;
      if (request.method !== 'POST')
        return writeJson(response, 400, { message: 'POST {relay_ack_drops, fan_out_ack_drops, relay_paused}' });
      Object.assign(faults, body);
      writeJson(response, 200, { faults });
    });

    return {
      async stop() {
        await Promise.all(sources.map((source) => source.stop()));
        await workers.stop();
        for (const queue of queues.values()) queue.close();
        streams.destroy();
        counters.close();
        await endpoint.close();
      },
    };
  },
};
