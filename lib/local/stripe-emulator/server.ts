import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { parse } from 'qs';
import type { EmulatorContext } from './context';
import { expandPaths } from './expand';
import { newId, randomToken, unixNow } from './ids';
import { type Params, stringArray } from './params';
import { matchRoute } from './routes';
import { serveStandIn } from './stand-in/serve';
import { type Account, EmulatorState, type StripeObject } from './state';
import { StripeError, invalidRequest } from './stripe-error';
import { WebhookDispatcher, type WebhookOptions } from './webhooks';

/** Largest request body the emulator reads. */
const MAX_BODY_BYTES = 1024 * 1024;
const KEY_PATTERN = /^(sk|rk|pk)_test_([A-Za-z0-9_]{1,200})$/;

/** Options of the emulator's HTTP server. */
export interface StripeEmulatorServerOptions {
  /** The origin clients reach the emulator at, for the 3-D Secure challenge URLs it hands out. */
  readonly publicUrl: () => string;
  /** A JSON file the state is restored from at start and saved to after each change; none keeps it in memory. */
  readonly dataFile?: string;
  readonly webhooks?: WebhookOptions;
}

/** The emulator's state, webhook dispatcher and request handling, behind one HTTP server. */
export class StripeEmulatorServer {
  readonly state = new EmulatorState();
  readonly webhooks: WebhookDispatcher;
  readonly server: Server;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: StripeEmulatorServerOptions) {
    this.webhooks = new WebhookDispatcher(options.webhooks);
    if (options.dataFile && existsSync(options.dataFile))
      this.state.restore(JSON.parse(readFileSync(options.dataFile, 'utf8')));
    this.server = createServer((request, response) => {
      this.serve(request, response).catch((error: unknown) => {
        console.error('[stripe-emulator] request failed', error);
        if (!response.headersSent)
          writeJson(response, 500, { error: { type: 'api_error', message: 'The emulator failed to answer.' } });
      });
    });
  }

  /** A handler context for `account`, as the API and the stand-in pages give it. */
  contextFor(
    account: Account,
    params: Params,
    options: {
      pathParams?: string[];
      keyKind?: 'secret' | 'publishable';
      requestId?: string;
      idempotencyKey?: string | null;
      apiVersion?: string | null;
    } = {},
  ): EmulatorContext {
    return {
      account,
      params,
      pathParams: options.pathParams ?? [],
      keyKind: options.keyKind ?? 'secret',
      publicUrl: this.options.publicUrl(),
      webhooks: this.webhooks,
      emit: (type, object, previousAttributes) => {
        const recipients = this.webhooks.recipients(account, type);
        const event: StripeObject = {
          id: newId('evt'),
          object: 'event',
          api_version: options.apiVersion ?? null,
          created: unixNow(),
          data: {
            object: structuredClone(object),
            ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
          },
          livemode: false,
          pending_webhooks: recipients.length,
          request: { id: options.requestId ?? null, idempotency_key: options.idempotencyKey ?? null },
          type,
        };
        account.objects.set(event.id, event);
        this.webhooks.dispatch(account, event, recipients);
      },
    };
  }

  /** Saves the state now (and cancels a pending save). */
  save(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (!this.options.dataFile) return;
    mkdirSync(dirname(this.options.dataFile), { recursive: true });
    writeFileSync(this.options.dataFile, JSON.stringify(this.state.snapshot()));
  }

  private scheduleSave(): void {
    if (!this.options.dataFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), 200);
    this.saveTimer.unref();
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator');
    if (url.pathname.startsWith('/stand-in/')) {
      await serveStandIn(this, request, response, url);
      this.scheduleSave();
      return;
    }
    const requestId = `req_${randomToken(14)}`;
    response.setHeader('request-id', requestId);
    const method = request.method ?? 'GET';
    const version = request.headers['stripe-version'];
    if (typeof version === 'string') response.setHeader('stripe-version', version);
    try {
      const body = await readBody(request);
      const account = this.authenticate(request);
      const matched = matchRoute(method, url.pathname);
      if (!matched.route)
        throw new StripeError(
          {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}). The emulator answers the endpoints its README lists.`,
          },
          matched.pathKnown ? 405 : 404,
        );
      const keyKind = account.keyKind;
      if (keyKind === 'publishable' && !matched.route.publishable)
        throw new StripeError(
          {
            type: 'invalid_request_error',
            message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
          },
          401,
        );
      const params = {
        ...(parse(url.search.slice(1), { depth: 8, arrayLimit: 100 }) as Params),
        ...(parse(body, { depth: 8, arrayLimit: 100 }) as Params),
      };
      const idempotencyKey = method === 'GET' ? null : headerValue(request, 'idempotency-key');
      if (idempotencyKey !== null) response.setHeader('idempotency-key', idempotencyKey);
      const fingerprint = JSON.stringify([method, url.pathname, canonical(params)]);
      if (idempotencyKey !== null) {
        if (idempotencyKey.length > 255)
          throw invalidRequest('Idempotency keys can be no longer than 255 characters.', 'idempotency_key');
        const stored = account.account.idempotency.get(idempotencyKey);
        if (stored) {
          if (stored.fingerprint !== fingerprint)
            throw new StripeError({
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          response.setHeader('idempotent-replayed', 'true');
          return writeJson(response, stored.status, stored.body);
        }
      }
      const context = this.contextFor(account.account, params, {
        pathParams: matched.pathParams,
        keyKind,
        requestId,
        idempotencyKey,
        apiVersion: typeof version === 'string' ? version : null,
      });
      let status = 200;
      let answer: unknown;
      try {
        answer = expandPaths(account.account, matched.route.handle(context), stringArray(params, 'expand') ?? []);
      } catch (error) {
        // A declined card changed state (the intent, its charge, events): its answer is kept for the key, as Stripe keeps it.
        if (!(error instanceof StripeError) || error.status !== 402) throw error;
        status = error.status;
        answer = { error: error.body };
      }
      if (idempotencyKey !== null)
        account.account.idempotency.set(idempotencyKey, { fingerprint, status, body: answer });
      if (method !== 'GET') this.scheduleSave();
      writeJson(response, status, answer);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      writeJson(response, error.status, { error: error.body });
    }
  }

  private authenticate(request: IncomingMessage): { account: Account; keyKind: 'secret' | 'publishable' } {
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
    if (!key)
      throw new StripeError(
        {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
        401,
      );
    const match = KEY_PATTERN.exec(key);
    if (!match)
      throw new StripeError(
        {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)} (the emulator takes test keys only: sk_test_..., pk_test_...)`,
        },
        401,
      );
    return { account: this.state.account(match[2]!), keyKind: match[1] === 'pk' ? 'publishable' : 'secret' };
  }
}

/** Writes a JSON answer as Stripe does. */
export function writeJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body, null, 2));
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Params)[key])]),
    );
  return value;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      size > MAX_BODY_BYTES
        ? reject(new StripeError({ type: 'invalid_request_error', message: 'Request body too large.' }, 413))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}
