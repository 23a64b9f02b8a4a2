import { Worker } from 'node:worker_threads';
import type { TemplateFunction } from './template-model';

const ENTRY = new URL('./bundle-worker-entry.mjs', import.meta.url);

/**
 * Warm containers kept at once, as Lambda reclaims idle ones: a run that reaches every function
 * would otherwise hold ~200 bundle isolates (gigabytes). The least recently used idle one goes first.
 */
const MAX_WARM_CONTAINERS = 40;

interface BundleResponse {
  readonly id: number;
  readonly envReads: string[];
  readonly result?: unknown;
  readonly error?: { name: string; message: string; stack?: string };
}

interface Running {
  readonly worker: Worker;
  warm: boolean;
  readonly pending: Map<number, { resolve(result: unknown): void; reject(error: Error): void }>;
}

/**
 * Template mode's Lambda containers: one warm worker thread per template function, running the
 * function's deployed bundle with exactly its template environment plus what the Lambda runtime
 * itself provides (`runtimeEnvironment`), isolated from the runtime's and every other function's
 * process.env. Variables the project's code reads are collected per function (`environmentReads`).
 */
export class BundleWorkers {
  private readonly running = new Map<string, Running>();
  private nextId = 1;
  /** Function name → variables its own code read. */
  readonly environmentReads = new Map<string, Set<string>>();

  constructor(
    private readonly functions: ReadonlyMap<string, TemplateFunction>,
    private readonly runtimeEnvironment: (fn: TemplateFunction) => Record<string, string>,
  ) {}

  /** Invokes a function with an event, as Lambda does; rejects with the function's error. */
  invoke(functionName: string, event: unknown): Promise<unknown> {
    const fn = this.functions.get(functionName);
    if (!fn) return Promise.reject(new Error(`No function ${functionName} in the template`));
    const running = this.workerFor(fn);
    // Most recently used last: eviction takes from the front.
    this.running.delete(fn.name);
    this.running.set(fn.name, running);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      running.worker.postMessage({ id, event, timeoutMs: fn.timeoutSeconds * 1000 });
    });
  }

  /**
   * Whether the function's container has finished its init (imported its bundle and answered an
   * invocation): Lambda runs init before the first invocation, under its own limit rather than the
   * function's timeout, so a cold invocation's timeout starts after it.
   */
  isWarm(functionName: string): boolean {
    return this.running.get(functionName)?.warm === true;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.running.values()].map(({ worker }) => worker.terminate()));
    this.running.clear();
  }

  private reclaimIdleContainer(): void {
    const idle = [...this.running].find(([, candidate]) => candidate.pending.size === 0);
    if (!idle) return;
    this.running.delete(idle[0]);
    void idle[1].worker.terminate();
  }

  private workerFor(fn: TemplateFunction): Running {
    const existing = this.running.get(fn.name);
    if (existing) return existing;
    if (this.running.size >= MAX_WARM_CONTAINERS) this.reclaimIdleContainer();
    const worker = new Worker(ENTRY, {
      env: { ...this.runtimeEnvironment(fn), ...fn.environment },
      workerData: {
        entry: fn.entry,
        exportName: fn.exportName,
        functionName: fn.name,
        functionArn: fn.arn,
        memoryMb: fn.memoryMb,
      },
      name: `lambda ${fn.label}`,
    });
    worker.unref();
    const running: Running = { worker, pending: new Map(), warm: false };
    worker.on('message', (response: BundleResponse) => {
      const reads = this.environmentReads.get(fn.name) ?? new Set();
      for (const name of response.envReads) reads.add(name);
      this.environmentReads.set(fn.name, reads);
      running.warm = true;
      const waiting = running.pending.get(response.id);
      running.pending.delete(response.id);
      if (!waiting) return;
      if (response.error) waiting.reject(Object.assign(new Error(response.error.message), response.error));
      else waiting.resolve(response.result);
    });
    const retire = (error: Error) => {
      if (this.running.get(fn.name) !== running) return;
      this.running.delete(fn.name);
      for (const waiting of running.pending.values()) waiting.reject(error);
    };
    worker.on('error', retire);
    worker.on('exit', (code) => retire(new Error(`the container of ${fn.label} exited with code ${code}`)));
    this.running.set(fn.name, running);
    return running;
  }
}
