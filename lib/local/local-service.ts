import type { LocalRoute } from './api-gateway';

/** What a local emulator (mailbox, stream poller, bus, queues, scheduler) gets when it starts. */
export interface LocalServiceContext {
  /** DynamoDB endpoint the API uses. */
  readonly dynamodbEndpoint: string;
  readonly tableName: string;
  /** Folder for local artefacts; null in in-memory mode. */
  readonly dataDir: string | null;
  readonly baseUrl: string;
  /** Registers a local-only HTTP endpoint (never deployed), by exact path. */
  addRoute(path: string, route: LocalRoute): void;
  /** Shared registry so emulators can find each other (e.g. the bus finds the queues). */
  readonly services: Map<string, unknown>;
}

/** A started emulator. */
export interface StartedLocalService {
  stop(): Promise<void>;
}

/** An emulator of one AWS service around the handlers, started by the local runtime in order. */
export interface LocalService {
  readonly name: string;
  start(context: LocalServiceContext): Promise<StartedLocalService>;
}
