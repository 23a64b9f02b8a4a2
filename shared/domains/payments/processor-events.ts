import { DomainError } from '../../platform/errors/domain-error';
import type { Gateway } from './gateway-entity';
import { openCredentials } from './gateway-credentials';

/** A refund the processor made of a payment, with who asked for it. */
export interface ProcessorRefundFact {
  id: string;
  amount: number;
  /** Made through this platform's API (recorded by the call that made it), not in the processor's dashboard. */
  byPlatform: boolean;
}

/** A dispute (chargeback) of a payment: `open` while the bank decides, then `won` or `lost`. */
export interface DisputeFact {
  id: string;
  amount: number;
  reason: string;
  outcome: 'open' | 'won' | 'lost';
  /** The processor's own status (`needs_response`, `under_review`, `won`, `lost`…). */
  status: string;
}

/**
 * A processor event in the platform's words, verified. Only what changes an order or a cart's
 * payment is read; every other type is `ignored` (still acknowledged, so the processor stops
 * retrying it).
 */
export type ProcessorEvent = { id: string; type: string } & (
  | { kind: 'payment_succeeded'; paymentId: string; captured: boolean; cartId: number | null }
  | { kind: 'payment_failed'; paymentId: string; decline: { code: string; message: string }; cartId: number | null }
  | { kind: 'refunded'; paymentId: string; refunds: ProcessorRefundFact[]; cartId: number | null }
  | { kind: 'dispute'; paymentId: string; dispute: DisputeFact; cartId: number | null }
  | { kind: 'ignored' }
);

/**
 * The verifier and reader of one processor's events. It answers a refusal as a value (`invalid`:
 * why the signature does not verify), never as a thrown project error: a reader is a lazy module,
 * whose copy of the error classes is not the caller's.
 */
export interface EventReader {
  read(
    payload: string,
    headers: Record<string, string | undefined>,
    secrets: ReaderSecrets,
  ): Promise<ProcessorEvent | { invalid: string }>;
}

/** The gateway's secrets an event reader uses: the signing secret to verify, the secret key to look related objects up. */
export interface ReaderSecrets {
  webhookSigningSecret: string;
  secretKey: string | undefined;
}

/** A payload whose signature does not verify (forged, altered, replayed after the tolerance window, or signed with another secret): 400. */
function signatureInvalid(reason: string): DomainError {
  return new DomainError('signature_invalid', { message: `The processor signature does not verify: ${reason}` });
}

/** Readers by processor, lazy like the adapters (the SDK loads only where events arrive). */
const readers: Partial<Record<Gateway['integration_type'], () => Promise<EventReader>>> = {
  stripe: async () => (await import('./adapters/stripe-events')).stripeEventReader,
};

/** Whether a gateway's processor sends events (the built-in test processor sends none). */
export function receivesEvents(gateway: Pick<Gateway, 'integration_type'>): boolean {
  return readers[gateway.integration_type] !== undefined;
}

/**
 * Verifies `payload` as an event of the gateway's processor, signed with the gateway's own webhook
 * signing secret (opened here, never logged), and reads it. Throws `signature_invalid` (400) when it does
 * not verify or the gateway has no signing secret to verify it with.
 */
export async function readProcessorEvent(
  gateway: Gateway,
  payload: string,
  headers: Record<string, string | undefined>,
): Promise<ProcessorEvent> {
  const reader = readers[gateway.integration_type];
  if (!reader) throw signatureInvalid('this gateway’s processor sends no events');
  const secrets = await openCredentials(gateway);
  if (!secrets.webhook_signing_secret)
    throw signatureInvalid('the gateway has no webhook signing secret (set credentials.webhook_signing_secret)');
  const read = await (await reader()).read(payload, headers, {
    webhookSigningSecret: secrets.webhook_signing_secret,
    secretKey: secrets.secret_key,
  });
  if ('invalid' in read) throw signatureInvalid(read.invalid);
  return read;
}
