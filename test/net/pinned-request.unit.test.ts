import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRequestError, pinnedRequest } from '../../shared/platform/net/pinned-request';
import type { LookupAll } from '../../shared/platform/net/resolve-public-address';
import { UnsafeTargetError } from '../../shared/platform/net/unsafe-target-error';

let server: Server;
let silent: TcpServer;
let port: number;
let silentPort: number;
const silentSockets = new Set<Socket>();
const seen: { host?: string; method?: string; body?: string }[] = [];

function route(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ host: req.headers.host, method: req.method, body });
  if (req.url === '/redirect') return res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
  if (req.url === '/large') return res.writeHead(200).end('x'.repeat(10_000));
  if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 1_000);
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
}

beforeAll(async () => {
  server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => route(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // Accepts TCP connections and never speaks: a TLS handshake against it never completes.
  silent = createTcpServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const toLoopback: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];
const base = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: '{"a":1}',
  connectTimeoutMs: 500,
  timeoutMs: 2_000,
};

describe('pinnedRequest', () => {
  it('connects to the checked address while keeping the URL host in the Host header', async () => {
    const res = await pinnedRequest({
      ...base,
      url: `http://receiver.example.test:${port}/hook`,
      allowPrivate: true,
      lookup: toLoopback,
    });
    expect(res).toMatchObject({ status: 200, body: '{"ok":true}', address: '127.0.0.1', truncated: false });
    expect(seen.at(-1)).toEqual({ host: `receiver.example.test:${port}`, method: 'POST', body: '{"a":1}' });
  });

  it('refuses before connecting when the name resolves to a private address (DNS rebinding)', async () => {
    const before = seen.length;
    await expect(
      pinnedRequest({
        ...base,
        url: `https://receiver.example.com:${port}/hook`,
        allowPrivate: false,
        lookup: toLoopback,
      }),
    ).rejects.toThrow(UnsafeTargetError);
    expect(seen.length).toBe(before);
  });

  it('never follows redirects: a 3xx is the answer', async () => {
    const res = await pinnedRequest({ ...base, url: `http://127.0.0.1:${port}/redirect`, allowPrivate: true });
    expect(res.status).toBe(302);
    expect(seen.at(-1)?.host).toBe(`127.0.0.1:${port}`);
  });

  it('keeps at most maxResponseBytes of the response and says it truncated', async () => {
    const res = await pinnedRequest({
      ...base,
      url: `http://127.0.0.1:${port}/large`,
      allowPrivate: true,
      maxResponseBytes: 1024,
    });
    expect(res.body.length).toBe(1024);
    expect(res.truncated).toBe(true);
  });

  it('gives up after the total timeout when the response is slow', async () => {
    const error = await pinnedRequest({
      ...base,
      url: `http://127.0.0.1:${port}/slow`,
      allowPrivate: true,
      timeoutMs: 200,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundRequestError);
    expect(error.kind).toBe('timeout');
  });

  it('gives up after the connect timeout when the TLS handshake never completes', async () => {
    const started = Date.now();
    const error = await pinnedRequest({
      ...base,
      url: `https://127.0.0.1:${silentPort}/`,
      allowPrivate: true,
      connectTimeoutMs: 150,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundRequestError);
    expect(error.kind).toBe('connect_timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports a refused connection as a network error', async () => {
    const error = await pinnedRequest({ ...base, url: 'http://127.0.0.1:1/', allowPrivate: true }).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundRequestError);
    expect(error.kind).toBe('network');
  });
});
