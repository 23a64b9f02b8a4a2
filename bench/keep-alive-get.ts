import { Agent, request } from 'node:http';

/**
 * A GET on one kept-alive `node:http` connection, answering the status once the body is read.
 *
 * The orders reads are timed against floors that send their DynamoDB calls in-process, with no
 * HTTP client at all, so whatever the client costs is charged to the API. The bench client runs on
 * the same event loop as the local gateway and its handlers: `fetch` (undici) measured 3-4 ms of
 * wall time more per request than this client against the same gateway and handler under load
 * (docs/benchmarks.md, orders), more than the handler kit, the stored order's parse and the
 * response serialisation together. This client keeps the instrument's share small.
 */
export function createKeepAliveGet(): { get(url: string, headers: Record<string, string>): Promise<number>; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    get: (url, headers) =>
      new Promise((resolve, reject) => {
        const sent = request(url, { headers, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        });
        sent.on('error', reject);
        sent.end();
      }),
    close: () => agent.destroy(),
  };
}
