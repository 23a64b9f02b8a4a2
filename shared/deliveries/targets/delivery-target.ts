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
  onDelivered(envelope: { id: number; identifier: string; name: string; timestamp: string; payload: Record<string, unknown> }): Promise<void>;
  onFailed(now: Date): Promise<void>;
  /** The receiver answered 410 Gone. */
  onGone(): Promise<void>;
}

/** A kind of receiver (webhook subscriptions, droplet lifecycle URLs): a row of the target registry. */
export interface DeliveryTargetKind {
  /** Prefix of this kind's target ids, e.g. `subscription:`. */
  readonly prefix: string;
  /** Target ids that should receive `event` (one Query at most). */
  targetsFor(event: PipelineEventDetail): Promise<string[]>;
  /** The endpoint behind a stored target id, or undefined when it no longer exists. */
  endpointFor(companyId: number, targetId: string): Promise<DeliveryEndpoint | undefined>;
}
