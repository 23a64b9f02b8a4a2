import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { withoutSdkCallLogging } from '../../shared/platform/observability/sdk-call-logging';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { FileMailSender } from '../../shared/platform/mail/file-mail-sender';
import { localScheduler } from '../../shared/platform/scheduler/local-scheduler';
import { keySecretVariables } from '../../shared/platform/secrets/service-keys';
import type { GatewayRouter } from './api-gateway';
import { writeJson } from './api-gateway';
import { AwsJsonError } from './aws-json-endpoint';
import { BundleWorkers } from './bundle-workers';
import { matchesPattern } from './event-pattern';
import { eventSourcePollingRequests } from './iam-requests';
import type { LocalAwsEndpoint } from './local-aws-endpoint';
import { LocalClock } from './local-clock';
import { LocalQueue } from './local-queue';
import type { LocalServiceContext } from './local-service';
import { QueueEventSource } from './queue-event-source';
import { addSchedulerRoutes, LocalSchedulePoller, recurringConsumer } from './scheduler-service';
import { StreamEventSource } from './stream-event-source';
import type { TemplateFunction, TemplateModel } from './template-model';
import { templateRouter } from './template-router';

/** What template mode runs around the template's functions, and what it learned running them. */
export interface TemplateServices {
  readonly router: GatewayRouter;
  readonly aws: LocalAwsEndpoint;
  readonly workers: BundleWorkers;
  stop(): Promise<void>;
}

/** Lambda's SQS event source polls with this many concurrent batches unless ScalingConfig caps it. */
const DEFAULT_QUEUE_CONCURRENCY = 5;
const SCHEDULE_POLL_MS = 1000;

/**
 * Wires the template's functions as the template says: API routes → integrations → functions,
 * queues with their redrive, EventBridge rules (patterns to queue targets, rate schedules to
 * function targets), stream and queue event source mappings with their filters and batch sizes,
 * the schedule groups' one-time schedules, the secrets and SES. Every function runs its deployed
 * bundle with its template environment (bundle-workers.ts); all its AWS calls go to `aws`.
 */
export async function startTemplateServices(
  model: TemplateModel,
  aws: LocalAwsEndpoint,
  awsUrl: string,
  context: LocalServiceContext,
): Promise<TemplateServices> {
  const { account, region } = model.resolver.local;
  const functions = new Map(model.functions.map((fn) => [fn.name, fn]));
  const functionByArn = new Map(model.functions.map((fn) => [fn.arn, fn]));
  const workers = new BundleWorkers(functions, (fn) => lambdaRuntimeEnvironment(fn, region, awsUrl));
  const stops: Array<() => Promise<void> | void> = [() => workers.stop()];

  // Queues, dead-letter queues first so a redrive finds its target.
  const queueDir = context.dataDir ? join(context.dataDir, 'template-queues') : undefined;
  const clock = new LocalClock(queueDir ? join(queueDir, 'clock.json') : undefined);
  const queues = new Map<string, LocalQueue>();
  const pending = [...model.queues];
  while (pending.length) {
    const index = pending.findIndex((queue) => !queue.redrive || queues.has(queue.redrive.deadLetterArn));
    if (index < 0)
      throw new Error(
        `Queues ${pending.map((queue) => queue.name).join(', ')} redrive to queues the template does not define`,
      );
    const [spec] = pending.splice(index, 1);
    const queue = new LocalQueue({
      name: spec!.name,
      url: spec!.url,
      visibilityTimeoutSeconds: spec!.visibilityTimeoutSeconds,
      clock,
      maxReceiveCount: spec!.redrive?.maxReceiveCount,
      deadLetter: spec!.redrive && queues.get(spec!.redrive.deadLetterArn),
      journalFile: queueDir ? join(queueDir, `${spec!.name}.jsonl`) : undefined,
    });
    queues.set(spec!.arn, queue);
    stops.push(() => queue.close());
  }
  const queueByUrl = (url: string) => {
    const queue = [...queues.values()].find((candidate) => candidate.props.url === url);
    if (!queue) throw new AwsJsonError('AWS.SimpleQueueService.NonExistentQueue', `No queue ${url}`);
    return queue;
  };
  aws.registerJson('AmazonSQS.SendMessage', async (input) => {
    const queue = queueByUrl(input.QueueUrl);
    const message = queue.send(input.MessageBody);
    await queue.flush();
    return message;
  });
  aws.registerJson('AmazonSQS.SendMessageBatch', async (input) => {
    const entries = input.Entries as Array<{ Id: string; MessageBody: string }>;
    const queue = queueByUrl(input.QueueUrl);
    const messages = queue.sendBatch(entries.map((entry) => entry.MessageBody));
    await queue.flush();
    return { Successful: entries.map((entry, index) => ({ Id: entry.Id, ...messages[index] })), Failed: [] };
  });
  aws.registerJson('AmazonSQS.ChangeMessageVisibility', (input) =>
    queueByUrl(input.QueueUrl).changeVisibility(input.ReceiptHandle, input.VisibilityTimeout),
  );
  aws.registerJson('AmazonSQS.DeleteMessage', (input) => queueByUrl(input.QueueUrl).delete(input.ReceiptHandle));

  // EventBridge: the template's rules route each event to their targets.
  const invokeAsync = (fn: TemplateFunction, event: unknown) =>
    void workers.invoke(fn.name, event).catch((error) => console.error(`[events] ${fn.label} failed`, error));
  aws.registerJson('AWSEvents.PutEvents', async (input) => {
    const touched = new Set<LocalQueue>();
    const entries = (
      input.Entries as Array<{
        Source: string;
        DetailType: string;
        Detail: string;
        Time?: number;
        EventBusName?: string;
      }>
    ).map((entry) => {
      const id = randomUUID();
      const busName = (entry.EventBusName ?? 'default').split('/').pop();
      const event = {
        version: '0',
        id,
        'detail-type': entry.DetailType,
        source: entry.Source,
        account,
        time: new Date(entry.Time ? entry.Time * 1000 : Date.now()).toISOString(),
        region,
        resources: [],
        detail: JSON.parse(entry.Detail),
      };
      for (const rule of model.rules) {
        if (!rule.pattern || (rule.busName ?? 'default') !== busName || !matchesPattern(event, rule.pattern)) continue;
        for (const arn of rule.targetArns) {
          const queue = queues.get(arn);
          const fn = functionByArn.get(arn);
          if (queue) {
            queue.send(JSON.stringify(event));
            touched.add(queue);
          } else if (fn) invokeAsync(fn, event);
          else throw new Error(`Rule ${rule.name} targets ${arn}, which template mode cannot deliver to`);
        }
      }
      return { EventId: id };
    });
    await Promise.all([...touched].map((queue) => queue.flush()));
    return { FailedEntryCount: 0, Entries: entries };
  });

  // Secrets Manager: the service keys the runtime itself uses (so the demo seed and the functions agree).
  const secretValues = new Map<string, string>();
  for (const [arn, variables] of model.secrets) {
    if (variables.has(keySecretVariables.cursorSigningKey)) secretValues.set(arn, process.env.CURSOR_SIGNING_KEY!);
    else if (variables.has(keySecretVariables.sealingKey)) secretValues.set(arn, process.env.SECRETS_ENCRYPTION_KEY!);
  }
  aws.registerJson('secretsmanager.GetSecretValue', (input) => {
    const value = secretValues.get(input.SecretId);
    const stage = input.VersionStage ?? 'AWSCURRENT';
    if (value === undefined || stage !== 'AWSCURRENT')
      throw new AwsJsonError(
        'ResourceNotFoundException',
        `Secrets Manager can't find the specified secret value for staging label: ${stage}`,
      );
    return {
      ARN: input.SecretId,
      Name: input.SecretId.split(':').pop(),
      SecretString: value,
      VersionId: 'local',
      VersionStages: [stage],
      CreatedDate: 0,
    };
  });

  // SES v2 into the local mailbox, as the default mode's file sender writes it.
  aws.registerRest({
    service: 'ses',
    method: 'POST',
    path: /^\/v2\/email\/outbound-emails$/,
    operation: 'SendEmail',
    async run(input) {
      const simple = input.Content.Simple;
      for (const to of input.Destination.ToAddresses as string[]) {
        await new FileMailSender(process.env.MAIL_DIR!, input.FromEmailAddress).send({
          to,
          subject: simple.Subject.Data,
          text: simple.Body.Text.Data,
        });
      }
      return { MessageId: randomUUID() };
    },
  });

  // EventBridge Scheduler: one-time schedules stored as the default mode stores them, fired by target ARN.
  for (const [method, operation] of [
    ['POST', 'CreateSchedule'],
    ['PUT', 'UpdateSchedule'],
    ['DELETE', 'DeleteSchedule'],
  ] as const) {
    aws.registerRest({
      service: 'scheduler',
      method,
      path: /^\/schedules\/([^/]+)$/,
      operation,
      async run(input) {
        const group = String(input.GroupName ?? 'default');
        if (!model.scheduleGroups.includes(group))
          throw new AwsJsonError('ResourceNotFoundException', `Schedule group ${group} does not exist.`, 404);
        if (operation === 'DeleteSchedule') return localScheduler(group).delete(input.Name);
        await localScheduler(group).upsert({
          name: input.Name,
          expression: input.ScheduleExpression,
          timeZone: input.ScheduleExpressionTimezone ?? 'UTC',
          clientToken: input.ClientToken ?? randomUUID(),
          target: {
            arn: input.Target.Arn,
            roleArn: input.Target.RoleArn,
            input: input.Target.Input ?? '{}',
            deadLetterArn: input.Target.DeadLetterConfig?.Arn ?? '',
            retryPolicy: {
              maximumRetryAttempts: input.Target.RetryPolicy?.MaximumRetryAttempts ?? 185,
              maximumEventAgeInSeconds: input.Target.RetryPolicy?.MaximumEventAgeInSeconds ?? 86_400,
            },
          },
        });
        return { ScheduleArn: `arn:aws:scheduler:${region}:${account}:schedule/${group}/${input.Name}` };
      },
    });
  }
  const invokeByArn = (arn: string, event: unknown) => {
    const fn = functionByArn.get(arn);
    if (!fn) throw new Error(`No function ${arn} in the template`);
    return workers.invoke(fn.name, event);
  };
  const pollers = model.scheduleGroups.map((group) => new LocalSchedulePoller(group, invokeByArn));
  for (const poller of pollers) {
    const timer = setInterval(
      () => poller.fireDue(new Date()).catch((error) => console.error('[scheduler] poll failed', error)),
      SCHEDULE_POLL_MS,
    );
    stops.push(() => {
      clearInterval(timer);
      return poller.idle();
    });
  }
  if (pollers.length > 0) {
    const recurring = model.rules.flatMap((rule) =>
      rule.everyMinutes === undefined
        ? []
        : rule.targetArns.map((arn) =>
            recurringConsumer(functionByArn.get(arn)?.label ?? arn, rule.everyMinutes!, (event) =>
              invokeByArn(arn, event),
            ),
          ),
    );
    for (const consumer of recurring) stops.push(() => consumer.stop());
    addSchedulerRoutes(context.addRoute, pollers, recurring);
  }

  // Event source mappings, with the polling permissions Lambda uses the function's role for.
  const dynamo = new DynamoDBClient({ endpoint: context.dynamodbEndpoint, region });
  // Lambda's stream poller, emulated: the SDK's call logging would walk every record it reads (shared/platform/observability/sdk-call-logging.ts).
  const streams = withoutSdkCallLogging(new DynamoDBStreamsClient({ endpoint: context.dynamodbEndpoint, region }));
  stops.push(() => streams.destroy());
  for (const source of model.eventSources) {
    const fn = functions.get(source.functionName)!;
    const invoke = (_handler: string, event: unknown) => workers.invoke(fn.name, event);
    const select = (record: unknown) =>
      source.filters.length === 0 ||
      source.filters.some((pattern) => matchesPattern(record as Record<string, unknown>, pattern));
    if (source.kind === 'queue') {
      aws.recordOnBehalfOf(fn.name, 'sqs', eventSourcePollingRequests(source));
      if (source.filters.length) throw new Error(`${fn.label}: template mode does not filter queue event sources`);
      const poller = new QueueEventSource({
        queue: queues.get(source.sourceArn)!,
        handler: fn.name,
        functionName: fn.name,
        batchSize: source.batchSize,
        maxConcurrency: source.maxConcurrency ?? DEFAULT_QUEUE_CONCURRENCY,
        timeoutSeconds: fn.timeoutSeconds,
        region,
        invoke,
      });
      poller.start();
      stops.push(() => poller.stop());
    } else {
      const table = /:table\/([^/]+)\/stream\//.exec(source.sourceArn)?.[1];
      if (!table)
        throw new Error(`${fn.label} reads ${source.sourceArn}, which is neither a template queue nor a table stream`);
      aws.recordOnBehalfOf(fn.name, 'dynamodb', eventSourcePollingRequests(source));
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: table }));
      const poller = new StreamEventSource({
        client: streams,
        streamArn: Table!.LatestStreamArn!,
        functionName: fn.name,
        handler: fn.name,
        batchSize: source.batchSize,
        select,
        region,
        checkpointFile: context.dataDir
          ? join(context.dataDir, `template-stream-checkpoint-${fn.label}.json`)
          : undefined,
        invoke,
      });
      poller.start();
      stops.push(() => poller.stop());
    }
  }
  dynamo.destroy();

  context.addRoute('/_local/pipeline', (_request, response) =>
    writeJson(response, 200, {
      clock: new Date(clock.now()).toISOString(),
      queues: Object.fromEntries([...queues.values()].map((queue) => [queue.props.name, { depth: queue.depth }])),
    }),
  );

  return {
    router: templateRouter(model, workers),
    aws,
    workers,
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/**
 * What Lambda's runtime sets in every function's environment besides the template's variables,
 * plus the local endpoint all AWS calls go to; the access key id names the caller.
 */
export function lambdaRuntimeEnvironment(fn: TemplateFunction, region: string, awsUrl: string): Record<string, string> {
  return {
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_LAMBDA_FUNCTION_NAME: fn.name,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${fn.name}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs',
    LAMBDA_TASK_ROOT: dirname(fn.entry),
    AWS_ACCESS_KEY_ID: fn.name,
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL: awsUrl,
    ...localOverlay(),
  };
}

/** Local-runtime switches the default mode also honours, passed through from `npm start`'s environment. */
function localOverlay(): Record<string, string> {
  const names = [
    'ALLOW_PRIVATE_TARGETS',
    'POWERTOOLS_LOG_LEVEL',
    'POWERTOOLS_METRICS_DISABLED',
    'DEMO_SHOP',
    'STRIPE_API_URL',
  ];
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])),
  );
}
