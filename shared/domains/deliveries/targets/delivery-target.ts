import type { PipelineEventDetail } from '../../events/event-bus';

/** Where a delivery goes, resolved at send time (so URL, secret and state changes apply to retries). */
export interface DeliveryEndpoint {
  url: string;
  /** HTTP method in lowercase (`post`, `put`). */
  method: string;
  /** Key of the `X-Service-Signature` HMAC. */
  secret: string;
  /** During a secret rotation's overlap: the previous key, signing `X-Service-Signature-Previous`. */
  previousSecret?: string;
  /** Raw token for `X-Service-Token`/`AUTH_TOKEN`, only when the receiver registered its own. */
  authToken: string | null;
  /** Sent events pass through; inactive endpoints skip pending deliveries. */
  active: boolean;
  /** Resource under which a delivery to it becomes the company's last delivered event (the inspect endpoint); null for none. */
  lastDeliveryResource: string | null;
  /** After a batch in which at least one delivery to it succeeded. */
  onDelivered(): Promise<void>;
  /** After a batch in which at least one attempt to it failed (and none answered 410). */
  onFailed(now: Date): Promise<void>;
  /** The receiver answered 410 Gone. */
  onGone(): Promise<void>;
}

/** A receiver an event goes to: its target id and, when the kind versions its targets, the version read. */
export interface EventTarget {
  readonly id: string;
  readonly version?: string;
}

/** A stored target to resolve; `version` (from the queue message) lets a kind answer from its cache. */
export interface TargetRequest {
  readonly targetId: string;
  readonly version?: string;
}

/**
 * How fan-out finds one kind of receiver (webhook subscriptions, droplet lifecycle URLs): a row of the
 * target registry. Finding and resolving (EndpointResolver) are separate objects so that fan-out,
 * which only finds, bundles none of the resolving code (opening sealed secrets, and with it the
 * Secrets Manager client).
 */
export interface TargetFinder {
  /** Prefix of this kind's target ids, e.g. `subscription:`. */
  readonly prefix: string;
  /**
   * Events with equal keys have the same targets of this kind, so a fan-out batch asks once per
   * key; without it, once per event.
   */
  batchKey?(event: PipelineEventDetail): string;
  /** Targets that should receive `event` (one Query at most). */
  targetsFor(event: PipelineEventDetail): Promise<EventTarget[]>;
}

/** How the deliver consumer resolves the stored targets of one kind into endpoints. */
export interface EndpointResolver {
  /** Prefix of this kind's target ids, the same as its TargetFinder's. */
  readonly prefix: string;
  /** The endpoints behind stored targets of one company, by target id (absent when gone), read together. */
  endpointsFor(companyId: number, requests: readonly TargetRequest[]): Promise<Map<string, DeliveryEndpoint>>;
}
