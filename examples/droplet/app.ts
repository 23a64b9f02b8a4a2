/**
 * A droplet (app) as a vendor writes one, on node:http and `commerce-platform-api/verify` only:
 * (1) receives `droplet.installed`, verifies it, redeems the exchange token once and stores the
 * `dit_` token and webhook secret; (2) serves its embedded page, verifying `session_token` with
 * `verifySessionToken` and then setting its own 120-second session cookie; (3) calls the API with
 * the `dit_` token within its scopes; (4) on `droplet.uninstalled` erases the credentials.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isDropletLifecycleEnvelope, verifyDelivery, verifySessionToken, type DropletInstalledData } from 'commerce-platform-api/verify';
import { CredentialStore } from './credential-store';

/** SPEC "Limits": app cookie lifetime after session verification. */
export const SESSION_COOKIE_SECONDS = 120;
const COOKIE = 'droplet_session';
const MAX_BODY_BYTES = 1024 * 1024;

export interface DropletAppOptions {
  /** Base URL of the platform API, e.g. `http://127.0.0.1:3000`. */
  apiBaseUrl: string;
  /** The droplet's uuid: session tokens must name it in `aud`. */
  dropletUuid: string;
  /** The lifecycle secret (`dls_…`); both secrets, newest first, during a rotation's overlap. */
  lifecycleSecret: string | readonly string[];
  /** The platform's name, the `iss` of session tokens. @default 'commerce-platform' */
  issuer?: string;
  store?: CredentialStore;
  /** Current time (tests). @default Date.now */
  now?: () => number;
}

interface AppSession {
  installationId: string;
  viewer: string;
  expiresAt: number;
}

/** Creates the droplet app's HTTP server (not listening yet) and the store it keeps credentials in. */
export function createDropletApp(options: DropletAppOptions): { server: Server; store: CredentialStore } {
  const store = options.store ?? new CredentialStore();
  const sessions = new Map<string, AppSession>();
  const now = options.now ?? Date.now;

  async function onLifecycle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Verify the raw bytes exactly as received; never re-serialise before verifying.
    const result = verifyDelivery(await readBody(req), req.headers, options.lifecycleSecret);
    if (!result.ok) return text(res, 401, result.reason);
    const { envelope } = result;
    if (!isDropletLifecycleEnvelope(envelope)) return text(res, 400, 'not a lifecycle event');
    switch (envelope.name) {
      case 'droplet.installed':
        // Redeem before acknowledging: a 5xx here makes the platform retry the delivery.
        await exchange(envelope.payload.droplet);
        return text(res, 200, 'installed');
      case 'droplet.uninstalled':
        store.erase(envelope.payload.droplet.installation_id);
        for (const [id, session] of sessions) if (session.installationId === envelope.payload.droplet.installation_id) sessions.delete(id);
        return text(res, 200, 'uninstalled');
    }
  }

  async function exchange(droplet: DropletInstalledData): Promise<void> {
    if (store.get(droplet.installation_id)) return; // a retried delivery: already redeemed
    const response = await fetch(droplet.exchange_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ exchange_token: droplet.exchange_token }),
    });
    if (!response.ok) throw new Error(`exchange answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { installation_token: string; webhook_secret: string; installation: { id: string; company_id: number; company_subdomain: string; scopes: string[] } };
    store.save({
      installationId: body.installation.id,
      store: body.installation.company_subdomain,
      companyId: body.installation.company_id,
      scopes: body.installation.scopes,
      installationToken: body.installation_token,
      webhookSecret: body.webhook_secret,
    });
  }

  /** The embedded page: `dri` selects the installation, `session_token` proves the viewer and the store. */
  async function onPage(url: URL, res: ServerResponse): Promise<void> {
    const credentials = store.get(url.searchParams.get('dri') ?? '');
    if (!credentials) return text(res, 404, 'unknown installation');
    const verified = verifySessionToken(url.searchParams.get('session_token') ?? '', {
      secret: options.lifecycleSecret,
      audience: options.dropletUuid,
      issuer: options.issuer ?? 'commerce-platform',
      store: credentials.store,
      now: now(),
    });
    if (!verified.ok) return text(res, 401, verified.reason);
    // The session token only identifies the viewer: it is never sent to the API. The app's own cookie takes over.
    const sessionId = randomBytes(24).toString('base64url');
    sessions.set(sessionId, { installationId: credentials.installationId, viewer: verified.claims.sub, expiresAt: now() + SESSION_COOKIE_SECONDS * 1000 });
    const company = await callApi(credentials, '/api/company');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': `${COOKIE}=${sessionId}; Max-Age=${SESSION_COOKIE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`,
      'cache-control': 'no-store',
    });
    res.end(`<!doctype html><title>Example droplet</title><h1>Hello, member ${escapeHtml(verified.claims.sub)}</h1><p>Store: ${escapeHtml(String(company.company?.name ?? credentials.store))}</p>`);
  }

  /** An API call on behalf of the signed-in viewer: authenticated by the app's cookie, made with the `dit_` token. */
  async function onStoreApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const sessionId = /(?:^|;\s*)droplet_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (!session || session.expiresAt <= now()) return text(res, 401, 'session expired: open the app from the admin again');
    const credentials = store.get(session.installationId);
    if (!credentials) return text(res, 401, 'the droplet was uninstalled');
    json(res, 200, await callApi(credentials, '/api/company'));
  }

  async function callApi(credentials: { installationToken: string }, path: string): Promise<Record<string, any>> {
    const response = await fetch(`${options.apiBaseUrl}${path}`, { headers: { authorization: `Bearer ${credentials.installationToken}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as Record<string, any>;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://droplet.local');
    const route =
      req.method === 'POST' && url.pathname.startsWith('/lifecycle') ? onLifecycle(req, res)
      : req.method === 'GET' && url.pathname === '/app' ? onPage(url, res)
      : req.method === 'GET' && url.pathname === '/app/api/store' ? onStoreApi(req, res)
      : Promise.resolve(text(res, 404, 'not found'));
    route.catch((error: Error) => {
      console.error('[droplet]', error.message);
      if (!res.headersSent) text(res, 500, 'internal error');
    });
  });
  return { server, store };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
