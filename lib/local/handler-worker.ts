/**
 * A handler worker thread (see handler-workers.ts): a warm "container" of one function. Invokes
 * the handler for each request of the parent, many at once, and answers with the result or the
 * error, plus this thread's DynamoDB commands, the items they wrote and (for the bench) write
 * units per partition key so far (the bench reads them: the consumers' table traffic does not pass through the API
 * process's client) and, as they happen, its metrics emissions.
 */
import { parentPort } from 'node:worker_threads';
import { db } from '../../shared/platform/db/client';
import { observeMetrics, type EmittedMetrics } from '../../shared/platform/observability/metrics';
import { invokeInProcess } from './handler-loader';
import { CALL_RECORD_FILE_VARIABLE, startCallRecording } from './suite-call-recorder';
import { itemWritesOf } from './item-writes';
import { recordPartitionWrites, type PartitionWrites } from './partition-writes';

/** A request from the parent. */
export interface WorkerRequest {
  readonly id: number;
  readonly handler: string;
  readonly event: unknown;
  readonly functionName: string;
  readonly timeoutMs: number;
}

/** A metrics emission of this thread, forwarded to the runtime's observers (its `/_local/pipeline` counters). */
export interface WorkerMetrics {
  readonly metrics: EmittedMetrics;
}

/** The answer to one request. */
export type WorkerResponse = {
  readonly id: number;
  readonly dynamodbCalls: Record<string, number>;
  readonly itemWrites: Record<string, number>;
  readonly partitionWrites: PartitionWrites;
} & (
  | { readonly result: unknown }
  | { readonly error: { readonly name: string; readonly message: string; readonly stack?: string } }
);

// Before the first SDK client exists (db() below), when the runtime records the suite's calls.
const recordFile = process.env[CALL_RECORD_FILE_VARIABLE];
if (recordFile) startCallRecording(recordFile);

const dynamodbCalls: Record<string, number> = {};
/** Items written, by command: DynamoDB Local's cost is per item, and one transaction may write 100. */
const itemWrites: Record<string, number> = {};
db().middlewareStack.add(
  (next, context) => (args) => {
    const command = (context.commandName ?? 'unknown').replace(/Command$/, '');
    dynamodbCalls[command] = (dynamodbCalls[command] ?? 0) + 1;
    const items = itemWritesOf(command, args.input as Record<string, any>);
    if (items) itemWrites[command] = (itemWrites[command] ?? 0) + items;
    return next(args);
  },
  { step: 'initialize', name: 'local-worker-call-counter' },
);

/** Write units per partition key, only for the bench (it sets the variable): measuring asks DynamoDB to return each updated item. */
const partitionWrites: PartitionWrites = {};
if (process.env.LOCAL_PARTITION_WRITES === '1')
  recordPartitionWrites(db(), partitionWrites, 'local-worker-partition-writes');

observeMetrics((metrics) => parentPort!.postMessage({ metrics } satisfies WorkerMetrics));

parentPort!.on('message', async (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    const result = await invokeInProcess(request.handler, request.event, request);
    response = { id: request.id, result, dynamodbCalls, itemWrites, partitionWrites };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    response = {
      id: request.id,
      error: { name: error.name, message: error.message, stack: error.stack },
      dynamodbCalls,
      itemWrites,
      partitionWrites,
    };
  }
  parentPort!.postMessage(response);
});
