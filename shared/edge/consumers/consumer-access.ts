import type { RouteResource } from '../../platform/route-resources';

/** Resources no route may use: only a consumer names them in its access. */
export type ConsumerOnlyResource = 'event-bus';

/**
 * What a consumer's function may touch beyond what its trigger brings: the trigger's own access
 * (stream read, queue receive, delete and visibility changes, the Scheduler role) comes with it.
 */
export interface ConsumerAccess {
  /**
   * Item access on the table.
   * @default - none
   */
  readonly table?: 'read' | 'readWrite';
  /**
   * AWS resources beyond the table the function uses, as a route's `uses`.
   * @default []
   */
  readonly uses?: readonly RouteResource[];
  /**
   * Resources no route may use.
   * @default []
   */
  readonly consumerOnly?: readonly ConsumerOnlyResource[];
  /**
   * Concurrency reserved for (and capping) the function: an API traffic spike cannot take the
   * pipeline's share of the account, and a pipeline backlog cannot take the API's. A queue
   * consumer's must cover its mapping's `maxConcurrency` (checked at synthesis).
   */
  readonly reservedConcurrency: number;
  /**
   * Whether the function reads the service's key secrets (it awaits `serviceKeysReady`); only
   * then does it get their ARNs and the right to read them.
   * @default false
   */
  readonly serviceKeys?: boolean;
}

/** Every resource a consumer uses: its `uses` and its consumer-only resources. */
export function consumerResources(access: ConsumerAccess): (RouteResource | ConsumerOnlyResource)[] {
  return [...(access.uses ?? []), ...(access.consumerOnly ?? [])];
}
