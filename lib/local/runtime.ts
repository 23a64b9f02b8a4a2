import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { resetConfig } from '../../shared/config';
import { logger } from '../../shared/logger';
import { createApiGateway, writeJson, type LocalRoute } from './api-gateway';
import { ensureTable } from './create-table';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { freePort } from './free-port';
import { RateLimiter } from './rate-limiter';
import { seedDemo, type DemoCredentials } from './seed';
import { localServices } from './services';

/** Options of the local runtime; every field has an embedded default so `npm start` needs none. */
export interface LocalRuntimeOptions {
  /** HTTP port; 0 picks a free one. @default 3000 */
  readonly port?: number;
  /** Address to bind. @default '127.0.0.1' */
  readonly host?: string;
  /** Folder for DynamoDB data, credentials and local artefacts; null keeps everything in memory. @default '.local' */
  readonly dataDir?: string | null;
  /** Use an already running DynamoDB instead of starting DynamoDB Local. */
  readonly dynamodbEndpoint?: string;
  /** Table name. @default 'commerce-platform' */
  readonly tableName?: string;
  /** Requests per second per client before 429. @default 50 */
  readonly rateLimitPerSecond?: number;
  /** Burst size of the per-client bucket. @default 100 */
  readonly rateLimitBurst?: number;
  /** Key signing pagination cursors. @default a fixed local development key */
  readonly cursorSigningKey?: string;
  /** One line per request to stdout. @default false */
  readonly logRequests?: boolean;
}

/** A started local runtime. */
export interface LocalRuntime {
  readonly baseUrl: string;
  readonly dataDir: string | null;
  readonly credentials: DemoCredentials;
  stop(): Promise<void>;
}

/**
 * Starts the whole platform on this machine: DynamoDB Local, the table from the shared definition,
 * the demo seed and the API Gateway emulator running the manifest's handlers.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const dataDir = options.dataDir === null ? null : resolve(options.dataDir ?? '.local');
  const host = options.host ?? '127.0.0.1';
  const stack: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stack.reverse()) await step().catch((error) => console.error('[local] stop step failed', error));
  };

  try {
    // Bind the port first: a second `npm start` must fail before it touches DATA_DIR.
    let ready = false;
    const localRoutes = new Map<string, LocalRoute>([['/health', (_req, res) => writeJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'starting' })]]);
    const server = createApiGateway({
      rateLimiter: new RateLimiter({ ratePerSecond: options.rateLimitPerSecond ?? 50, burst: options.rateLimitBurst ?? 100 }),
      localRoutes,
      isReady: () => ready,
      onRequest: options.logRequests
        ? (line) => console.log(`[api] ${line.method} ${line.path} → ${line.status} (${line.ms.toFixed(1)} ms)`)
        : undefined,
    });
    const port = await listen(server, options.port ?? 3000, host);
    stack.push(() => closeServer(server));
    if (dataDir) mkdirSync(dataDir, { recursive: true });

    let dynamo: DynamoDbLocal | undefined;
    if (!options.dynamodbEndpoint) {
      dynamo = await startDynamoDbLocal({ port: await freePort(), dataDir: dataDir ? join(dataDir, 'dynamodb') : undefined });
      stack.push(() => dynamo!.stop());
    }
    const endpoint = options.dynamodbEndpoint ?? dynamo!.endpoint;
    const tableName = options.tableName ?? 'commerce-platform';
    configureEnvironment({ endpoint, tableName, cursorSigningKey: options.cursorSigningKey });

    const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION });
    await ensureTable(client, tableName);
    client.destroy();

    const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    process.env.PUBLIC_BASE_URL = baseUrl;
    resetConfig();
    const services = new Map<string, unknown>();
    for (const service of localServices) {
      const started = await service.start({
        dynamodbEndpoint: endpoint,
        tableName,
        dataDir,
        baseUrl,
        addRoute: (path, route) => localRoutes.set(path, route),
        services,
      });
      stack.push(() => started.stop());
    }
    const credentials = await seedDemo(baseUrl, dataDir ? join(dataDir, 'credentials.json') : undefined);
    ready = true;
    return { baseUrl, dataDir, credentials, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function configureEnvironment(env: { endpoint: string; tableName: string; cursorSigningKey?: string }): void {
  process.env.DYNAMODB_ENDPOINT = env.endpoint;
  process.env.TABLE_NAME = env.tableName;
  process.env.AWS_REGION ??= 'us-east-1';
  // DynamoDB Local accepts any credentials; fixed ones keep every client on the same shared database.
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.CURSOR_SIGNING_KEY = env.cursorSigningKey ?? process.env.CURSOR_SIGNING_KEY ?? 'local-development-cursor-key';
  process.env.SECRETS_ENCRYPTION_KEY ??= 'local-development-secrets-key';
  process.env.VALIDATE_RESPONSES ??= '1';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  // The logger may have been created (by an import) before this ran; apply the level now.
  logger.setLogLevel(process.env.POWERTOOLS_LOG_LEVEL as Parameters<typeof logger.setLogLevel>[0]);
  resetConfig();
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is already in use; stop the other process or set PORT.`) : error),
    );
    server.listen(port, host, () => resolve((server.address() as { port: number }).port));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
