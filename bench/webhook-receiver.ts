import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its path, the raw body as sent, and when it had fully arrived. */
export interface Arrival {
  readonly path: string;
  readonly body: string;
  /** `performance.now()` when the last byte was read: same clock as the bench's write times. */
  readonly at: number;
}

/** A running bench receiver. */
export interface WebhookReceiver {
  /** Base URL; subscriptions and the floor append their own path, so each arrival is attributable. */
  readonly url: string;
  /** Arrivals under `/<segment>/…` (a run's or a floor's own first path segment), in arrival order. */
  arrivals(segment: string): readonly Arrival[];
  stop(): Promise<void>;
}

/**
 * The webhook receiver both the pipeline and the floor send to: a bare node:http server on
 * 127.0.0.1 that reads the body, notes the time and answers 200 with no body, as a receiver that
 * acknowledges fast should. It parses nothing while requests arrive (the bench does that after the
 * run), so the receiver costs both sides the same and as little as possible.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const bySegment = new Map<string, Arrival[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const path = request.url ?? '/';
      const segment = path.split('/')[1] ?? '';
      const list = bySegment.get(segment) ?? [];
      list.push({ path, body: Buffer.concat(chunks).toString('utf8'), at });
      bySegment.set(segment, list);
      response.writeHead(200, { 'content-length': '0' });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals: (segment) => bySegment.get(segment) ?? [],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
