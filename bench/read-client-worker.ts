/**
 * The read client's worker thread (see read-client.ts): times a read, its DynamoDB floor and its
 * hop floor in alternating rounds for each request of the parent, and answers with the p50/p99s
 * or the error. Nothing else runs on this thread's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { db } from '../shared/platform/db/client';
import { createKeepAliveGet } from './keep-alive-get';
import { sendFloor } from './read-floor';
import type { ReadClientRequest, ReadClientResponse } from './read-client';
import { timeAgainstFloor } from './stats';

const http = createKeepAliveGet();
const port = parentPort!;

port.on('message', (request: ReadClientRequest) => {
  const { read, floor, hopUrl } = request;
  timeAgainstFloor(
    request.load,
    () => http.expectOk(read.label, read.url, read.headers),
    () => sendFloor(db(), floor),
    () => http.expectOk(`${read.label} (hop floor)`, hopUrl, {}),
  ).then(
    (timing) => port.postMessage({ id: request.id, timing } satisfies ReadClientResponse),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ReadClientResponse),
  );
});
