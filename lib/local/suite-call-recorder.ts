import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { tableDefinition } from '../../shared/platform/db/table-definition';
import { observeSdkClients } from '../../shared/platform/observability/sdk-client-observers';
import { TEMPLATE_ACCOUNT, TEMPLATE_REGION } from './cloud-assembly';
import { iamRequestsOf, type IamRequest } from './iam-requests';

/** One line of the record file: a function that ran, an AWS call it made, or a variable its own code read. */
export type SuiteRecord =
  | { readonly kind: 'invoked'; readonly function: string }
  | {
      readonly kind: 'call';
      readonly function: string;
      readonly service: string;
      readonly operation: string;
      readonly requests: readonly IamRequest[];
    }
  | { readonly kind: 'env'; readonly function: string; readonly variable: string };

/** Names the record file to the runtime's handler worker threads (which share its environment). */
export const CALL_RECORD_FILE_VARIABLE = 'LOCAL_CALL_RECORD_FILE';

const runningFunction = new AsyncLocalStorage<string>();

/**
 * Runs one invocation as the function `label` (route or consumer id, the name the template's
 * functions carry): the AWS calls and environment reads inside it are that function's.
 */
export function asFunction<T>(label: string, invocation: () => T): T {
  recording?.write({ kind: 'invoked', function: label });
  return runningFunction.run(label, invocation);
}

/** The SDK client class name → the IAM service prefix (and SigV4 signing name) of its calls. */
const SERVICE_OF_CLIENT: Readonly<Record<string, string>> = {
  DynamoDBClient: 'dynamodb',
  SQSClient: 'sqs',
  EventBridgeClient: 'events',
  SchedulerClient: 'scheduler',
  SESv2Client: 'ses',
  SecretsManagerClient: 'secretsmanager',
  S3Client: 's3',
};

// The frame of the code that read a variable; only the project's own reads are judged (as in bundle-worker-entry.mjs).
const OWN_CODE = /[/\\](shared|functions)[/\\][^()\s]*\.ts:\d+/;
/** A variable read only by libraries is looked at this many times per function, then ignored. */
const ATTRIBUTION_ATTEMPTS = 50;

let recording: { write(record: SuiteRecord): void } | undefined;

/**
 * Records, in this thread, every AWS SDK call and environment read inside `asFunction` (each
 * distinct record once, as JSON lines to `file`), so the whole suite is judged against the
 * deployed roles and environments (suite-audit.ts). Calls are recorded as the IAM authorizations
 * they need; a `dynamodb:LeadingKeys` value keeps only its entity prefix, which is all the
 * policies condition on.
 */
export function startCallRecording(file: string): void {
  if (recording) return;
  const rawEnvironment = process.env;
  const seen = new Set<string>();
  const write = (record: SuiteRecord) => {
    const line = JSON.stringify(record);
    if (seen.has(line)) return;
    seen.add(line);
    appendFileSync(file, `${line}\n`);
  };
  recording = { write };

  observeSdkClients((client) => {
    const { middlewareStack } = client as { middlewareStack?: { add(middleware: unknown, options: unknown): void } };
    middlewareStack?.add(
      (next: (args: unknown) => unknown, context: { clientName?: string; commandName?: string }) =>
        (args: { input: unknown }) => {
          const label = runningFunction.getStore();
          const service = SERVICE_OF_CLIENT[context.clientName ?? ''];
          if (label && service) {
            const operation = (context.commandName ?? 'Unknown').replace(/Command$/, '');
            const scope = {
              account: TEMPLATE_ACCOUNT,
              region: TEMPLATE_REGION,
              partitionKeys: new Map([[rawEnvironment.TABLE_NAME ?? '', tableDefinition.partitionKey]]),
            };
            write({
              kind: 'call',
              function: label,
              service,
              operation,
              requests: iamRequestsOf(service, operation, args.input, scope).map(withKeyPrefixes),
            });
          }
          return next(args);
        },
      // After serialization's input marshalling (the DocumentClient's), before signing and sending.
      { step: 'build', name: 'localSuiteCallRecorder' },
    );
  });

  const attempts = new Map<string, number>();
  const noteRead = (variable: string) => {
    const label = runningFunction.getStore();
    if (!label) return;
    const key = `${label}\n${variable}`;
    const tries = attempts.get(key) ?? 0;
    if (tries >= ATTRIBUTION_ATTEMPTS) return;
    // The frame right below this proxy is the reader; three frames keep the (source-mapped) stack cheap.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 3;
    const reader = new Error().stack?.split('\n')[3] ?? '';
    Error.stackTraceLimit = limit;
    if (OWN_CODE.test(reader) && !reader.includes('node_modules')) {
      attempts.set(key, ATTRIBUTION_ATTEMPTS);
      write({ kind: 'env', function: label, variable });
    } else attempts.set(key, tries + 1);
  };
  process.env = new Proxy(rawEnvironment, {
    get(target, name) {
      if (typeof name === 'string') noteRead(name);
      return target[name as string];
    },
    has(target, name) {
      if (typeof name === 'string') noteRead(name);
      return name in target;
    },
  });
}

function withKeyPrefixes(request: IamRequest): IamRequest {
  const keys = request.context?.['dynamodb:LeadingKeys'];
  if (!keys) return request;
  return {
    ...request,
    context: { ...request.context, 'dynamodb:LeadingKeys': [keys].flat().map((key) => key.replace(/#.*$/s, '#…')) },
  };
}
