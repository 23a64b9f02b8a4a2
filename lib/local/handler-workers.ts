import { SHARE_ENV, Worker } from 'node:worker_threads';
import { notifyMetricsObservers } from '../../shared/platform/observability/metrics';
import type { HandlerInvoker } from './handler-loader';
import type { WorkerMetrics, WorkerRequest, WorkerResponse } from './handler-worker';
import type { PartitionWrites } from './partition-writes';

const ENTRY = new URL('./handler-worker-entry.mjs', import.meta.url);

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** One function's worker thread and the invocations it has not answered yet. */
interface FunctionWorker {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
  dynamodbCalls: Record<string, number>;
  itemWrites: Record<string, number>;
  partitionWrites: PartitionWrites;
}

/**
 * The local runtime's Lambda "containers" for the pipeline's consumers: one warm worker thread per
 * function, so a delivery burst runs on its own event loop (and core) instead of the API's, as in
 * AWS. One worker takes all of a function's concurrent invocations (threads beyond the cores only
 * add memory). A worker that dies fails its in-flight invocations, which are retried, and is
 * replaced on the next one.
 */
export class HandlerWorkers {
  private readonly workers = new Map<string, FunctionWorker>();
  /** Totals of workers that exited, so counts survive a replaced worker. */
  private readonly retiredCalls: Record<string, number> = {};
  private readonly retiredItemWrites: Record<string, number> = {};
  private readonly retiredWrites: PartitionWrites = {};
  private nextId = 1;

  /** Invokes a handler in its function's worker thread. */
  readonly invoke: HandlerInvoker = (name, event, { functionName, timeoutMs }) => {
    const entry = this.workerFor(name);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      entry.pending.set(id, { resolve, reject });
      const request: WorkerRequest = { id, handler: name, event, functionName, timeoutMs };
      entry.worker.postMessage(request);
    });
  };

  /** DynamoDB commands the workers have sent so far, by command (`GetItem`, `UpdateItem`, …). */
  dynamodbCalls(): Record<string, number> {
    const totals = { ...this.retiredCalls };
    for (const { dynamodbCalls } of this.workers.values())
      for (const [command, count] of Object.entries(dynamodbCalls)) totals[command] = (totals[command] ?? 0) + count;
    return totals;
  }

  /** Items the workers' commands have written so far, by command (a TransactWriteItems counts its items). */
  itemWrites(): Record<string, number> {
    const totals = { ...this.retiredItemWrites };
    for (const { itemWrites } of this.workers.values())
      for (const [command, count] of Object.entries(itemWrites)) totals[command] = (totals[command] ?? 0) + count;
    return totals;
  }

  /** Write units per partition key the workers have sent so far (recorded only when LOCAL_PARTITION_WRITES=1, as the bench sets it). */
  partitionWrites(): PartitionWrites {
    const totals = { ...this.retiredWrites };
    for (const { partitionWrites } of this.workers.values())
      for (const [key, units] of Object.entries(partitionWrites)) totals[key] = (totals[key] ?? 0) + units;
    return totals;
  }

  /** Terminates every worker; invocations still running fail. */
  async stop(): Promise<void> {
    await Promise.all([...this.workers.values()].map(({ worker }) => worker.terminate()));
    this.workers.clear();
  }

  private workerFor(name: string): FunctionWorker {
    const existing = this.workers.get(name);
    if (existing) return existing;
    const worker = new Worker(ENTRY, { env: SHARE_ENV, name: `handler ${name}` });
    // Workers never keep the runtime's process alive on their own.
    worker.unref();
    const entry: FunctionWorker = {
      worker,
      pending: new Map(),
      dynamodbCalls: {},
      itemWrites: {},
      partitionWrites: {},
    };
    worker.on('message', (message: WorkerResponse | WorkerMetrics) => {
      if ('metrics' in message) return notifyMetricsObservers(message.metrics);
      const response = message;
      entry.dynamodbCalls = response.dynamodbCalls;
      entry.itemWrites = response.itemWrites;
      entry.partitionWrites = response.partitionWrites;
      const waiting = entry.pending.get(response.id);
      entry.pending.delete(response.id);
      if (!waiting) return;
      if ('error' in response)
        waiting.reject(
          Object.assign(new Error(response.error.message), { name: response.error.name, stack: response.error.stack }),
        );
      else waiting.resolve(response.result);
    });
    const retire = (error: Error) => {
      if (this.workers.get(name) !== entry) return;
      this.workers.delete(name);
      for (const [command, count] of Object.entries(entry.dynamodbCalls))
        this.retiredCalls[command] = (this.retiredCalls[command] ?? 0) + count;
      for (const [command, count] of Object.entries(entry.itemWrites))
        this.retiredItemWrites[command] = (this.retiredItemWrites[command] ?? 0) + count;
      for (const [key, units] of Object.entries(entry.partitionWrites))
        this.retiredWrites[key] = (this.retiredWrites[key] ?? 0) + units;
      for (const waiting of entry.pending.values()) waiting.reject(error);
      entry.pending.clear();
    };
    worker.on('error', (error) => retire(error));
    worker.on('exit', (code) => retire(new Error(`handler worker for functions/${name}.ts exited with code ${code}`)));
    this.workers.set(name, entry);
    return entry;
  }
}
