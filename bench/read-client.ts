import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { FloorPlan } from './read-floor';
import type { FloorTiming, SequentialLoad } from './stats';

const ENTRY = new URL('./read-client-worker-entry.mjs', import.meta.url);

/** A GET the read client times. */
export interface TimedRead {
  /** Names the read in the error when it does not answer 200. */
  readonly label: string;
  readonly url: string;
  readonly headers: Record<string, string>;
}

/** A request to the worker: one read, its floor's calls and its hop floor's URL. */
export interface ReadClientRequest {
  readonly id: number;
  readonly load: SequentialLoad & { readonly rounds: number };
  readonly read: TimedRead;
  readonly floor: FloorPlan;
  readonly hopUrl: string;
}

/** The worker's answer: the three sides' p50/p99, or why the timing failed. */
export type ReadClientResponse = { readonly id: number } & (
  | { readonly timing: FloorTiming }
  | { readonly error: string }
);

/**
 * The read benches' client, on a worker thread of its own: it sends the timed GETs and the floor's
 * DynamoDB calls and keeps the clock, while the gateway and handlers answer on the main thread.
 * Deployed, the client is another machine; on one event loop its work would be charged to the API.
 * Floor and read are timed from the same thread, so both carry the same client-side cost.
 */
export function startReadClient(): ReadClient {
  const worker = new Worker(ENTRY, { env: SHARE_ENV, name: 'bench read client' });
  const pending = new Map<number, { resolve(timing: FloorTiming): void; reject(error: Error): void }>();
  let nextId = 1;
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (response: ReadClientResponse) => {
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    if ('error' in response) waiting?.reject(new Error(response.error));
    else waiting?.resolve(response.timing);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the bench read client's worker exited with code ${code}`)));
  return {
    time: (load, read, floor, hopUrl) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, load, read, floor, hopUrl } satisfies ReadClientRequest);
      }),
    stop: async () => void (await worker.terminate()),
  };
}

/** A started read client. */
export interface ReadClient {
  /**
   * Times `read`, `floor` (its DynamoDB calls sent alone) and the hop floor at `hopUrl` in
   * alternating rounds (stats.ts timeAgainstFloor) on the client's thread.
   */
  time(
    load: SequentialLoad & { readonly rounds: number },
    read: TimedRead,
    floor: FloorPlan,
    hopUrl: string,
  ): Promise<FloorTiming>;
  stop(): Promise<void>;
}
