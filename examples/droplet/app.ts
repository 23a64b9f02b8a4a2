/**
 * A droplet (app) as a vendor writes one, on node:http and the package's `commerce-platform-api/verify`
 * and `commerce-platform-api/client`: (1) receives `droplet.installed`, verifies it, redeems the
 * exchange token once and stores the `dit_` token and webhook secret; (2) serves its embedded page,
 * verifying `session_token` with `verifySessionToken` and then setting its own 120-second session
 * cookie; (3) calls the API with the `dit_` token within its scopes, through the typed client;
 * (4) serves its extension package and answers its storefront widget's signed data requests
 * (`widget_data_url`) with the notes the merchant wrote in the app; (5) on `droplet.uninstalled`
 * erases the credentials and the notes.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createApiClient } from 'commerce-platform-api/client';
import {
  isDropletLifecycleEnvelope,
  verifyDelivery,
  verifySessionToken,
  type DropletInstalledData,
} from 'commerce-platform-api/verify';
import { CredentialStore, type InstallationCredentials } from './credential-store';
import { zipExtensionPackage } from './extension-package';
import { NoteStore } from './note-store';

/** SPEC "Limits": app cookie lifetime after session verification. */
export const SESSION_COOKIE_SECONDS = 120;
/** The `name` of the envelope the storefront POSTs to `widget_data_url`. */
export const WIDGET_DATA_REQUEST = 'droplet.widget_data';
/** The widget this droplet's extension package declares (extension/extension.json). */
export const PRODUCT_NOTE_WIDGET = 'example.product-note';
const MAX_NOTE_CHARS = 280;
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
  notes?: NoteStore;
  /** Current time (tests). @default Date.now */
  now?: () => number;
}

interface AppSession {
  installationId: string;
  viewer: string;
  expiresAt: number;
}

/** Creates the droplet app's HTTP server (not listening yet) and the stores it keeps credentials and notes in. */
export function createDropletApp(options: DropletAppOptions): {
  server: Server;
  store: CredentialStore;
  notes: NoteStore;
} {
  const store = options.store ?? new CredentialStore();
  const notes = options.notes ?? new NoteStore();
  const sessions = new Map<string, AppSession>();
  const now = options.now ?? Date.now;
  let extensionPackage: Uint8Array | undefined;

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
        notes.erase(envelope.payload.droplet.installation_id);
        for (const [id, session] of sessions)
          if (session.installationId === envelope.payload.droplet.installation_id) sessions.delete(id);
        return text(res, 200, 'uninstalled');
    }
  }

  async function exchange(droplet: DropletInstalledData): Promise<void> {
    if (store.get(droplet.installation_id)) return; // a retried delivery: already redeemed
    // No bearer token: the exchange token is the credential (`droplet.exchange_url` names this operation).
    const {
      data: body,
      error,
      response,
    } = await createApiClient({ baseUrl: options.apiBaseUrl }).POST('/api/droplet_installations/exchange', {
      body: { exchange_token: droplet.exchange_token },
    });
    if (!body) throw new Error(`exchange answered ${response.status}: ${JSON.stringify(error)}`);
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
    sessions.set(sessionId, {
      installationId: credentials.installationId,
      viewer: verified.claims.sub,
      expiresAt: now() + SESSION_COOKIE_SECONDS * 1000,
    });
    const company = await readCompany(credentials);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': `${COOKIE}=${sessionId}; Max-Age=${SESSION_COOKIE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`,
      'cache-control': 'no-store',
    });
    res.end(
      `<!doctype html><title>Example droplet</title><h1>Hello, member ${escapeHtml(verified.claims.sub)}</h1><p>Store: ${escapeHtml(company.name)}</p>`,
    );
  }

  /** The signed-in viewer's session, from the app's own cookie; undefined when absent or expired. */
  function sessionOf(req: IncomingMessage): AppSession | undefined {
    const sessionId = /(?:^|;\s*)droplet_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const session = sessionId ? sessions.get(sessionId) : undefined;
    return session && session.expiresAt > now() ? session : undefined;
  }

  /** An API call on behalf of the signed-in viewer: authenticated by the app's cookie, made with the `dit_` token. */
  async function onStoreApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const session = sessionOf(req);
    if (!session) return text(res, 401, 'session expired: open the app from the admin again');
    const credentials = store.get(session.installationId);
    if (!credentials) return text(res, 401, 'the droplet was uninstalled');
    json(res, 200, { company: await readCompany(credentials) });
  }

  /** The merchant writes a product's note in the app (`{product_id, note}`); the widget shows it on the product page. */
  async function onSaveNote(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const session = sessionOf(req);
    if (!session || !store.get(session.installationId))
      return text(res, 401, 'session expired: open the app from the admin again');
    let input: { product_id?: unknown; note?: unknown };
    try {
      input = JSON.parse((await readBody(req)).toString('utf8'));
    } catch {
      return text(res, 400, 'the body must be JSON');
    }
    if (
      !Number.isSafeInteger(input.product_id) ||
      typeof input.note !== 'string' ||
      input.note.length > MAX_NOTE_CHARS
    ) {
      return text(
        res,
        422,
        `expected {"product_id": <integer>, "note": <text of at most ${MAX_NOTE_CHARS} characters>}`,
      );
    }
    notes.set(session.installationId, input.product_id as number, input.note);
    json(res, 200, { product_id: input.product_id, note: input.note });
  }

  /**
   * `widget_data_url`: the storefront asks, server-side and signed with the lifecycle secret, for
   * the data of one widget on one page. Verify before trusting any of it, then answer JSON within
   * the platform's 1.5 s: the template gets it as `data`.
   */
  async function onWidgetData(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const result = verifyDelivery(await readBody(req), req.headers, options.lifecycleSecret);
    if (!result.ok) return text(res, 401, result.reason);
    const { name, payload } = result.envelope;
    if (name !== WIDGET_DATA_REQUEST) return text(res, 400, 'not a widget data request');
    const request = payload as {
      droplet_installation_id: string;
      shop: string;
      widget: string;
      resource_id: number | null;
    };
    const credentials = store.get(request.droplet_installation_id);
    // The signature proves the platform sent it; the installation must still be ours, and for this shop.
    if (!credentials || credentials.store !== request.shop) return text(res, 404, 'unknown installation');
    if (request.widget !== PRODUCT_NOTE_WIDGET) return text(res, 404, 'unknown widget');
    const note = request.resource_id === null ? undefined : notes.get(credentials.installationId, request.resource_id);
    json(res, 200, { note: note ?? null });
  }

  /** The package `extension_zip_url` names; the platform downloads it when the droplet is created or updated with that URL. */
  function onExtensionPackage(res: ServerResponse): void {
    extensionPackage ??= zipExtensionPackage();
    res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(extensionPackage));
  }

  /** `GET /api/company` with the installation's `dit_` token (the `settings` scope), through the typed client. */
  async function readCompany(credentials: InstallationCredentials): Promise<{ id: number; name: string }> {
    const api = createApiClient({ baseUrl: options.apiBaseUrl, token: credentials.installationToken });
    const { data, response } = await api.GET('/api/company');
    if (!data) throw new Error(`GET /api/company answered ${response.status}`);
    return { id: data.company.id, name: data.company.name };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://droplet.local');
    const route =
      req.method === 'POST' && url.pathname.startsWith('/lifecycle')
        ? onLifecycle(req, res)
        : req.method === 'GET' && url.pathname === '/app'
          ? onPage(url, res)
          : req.method === 'GET' && url.pathname === '/app/api/store'
            ? onStoreApi(req, res)
            : req.method === 'POST' && url.pathname === '/app/api/notes'
              ? onSaveNote(req, res)
              : req.method === 'POST' && url.pathname === '/widget-data'
                ? onWidgetData(req, res)
                : req.method === 'GET' && url.pathname === '/extension.zip'
                  ? Promise.resolve(onExtensionPackage(res))
                  : Promise.resolve(text(res, 404, 'not found'));
    route.catch((error: Error) => {
      console.error('[droplet]', error.message);
      if (!res.headersSent) text(res, 500, 'internal error');
    });
  });
  return { server, store, notes };
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
