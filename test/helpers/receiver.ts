import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** A request the receiver got, with the raw body exactly as sent. */
export interface ReceivedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  receivedAt: number;
}

/** A webhook receiver on 127.0.0.1 for tests; `respond` decides each answer (default 200). */
export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Decides each answer; `delayMs` answers late (callback timeout tests). */
  respond: (
    request: ReceivedRequest,
    index: number,
  ) => { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** Starts a receiver on a free loopback port. */
export async function startReceiver(): Promise<Receiver> {
  const receiver = { requests: [] as ReceivedRequest[], respond: () => ({ status: 200 }) } as unknown as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      receiver.requests.push(request);
      const answer = receiver.respond(request, receiver.requests.length - 1);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
  receiver.waitFor = async (count, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (receiver.requests.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (receiver.requests.length < count)
      throw new Error(`receiver got ${receiver.requests.length} of ${count} requests in ${timeoutMs} ms`);
    return receiver.requests;
  };
  receiver.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}
