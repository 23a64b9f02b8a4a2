import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { shopIdentifier } from '../company/shop-identifier';
import { config } from '../platform/config';
import { openSecretOnDemand } from '../platform/crypto/secret-box';
import { newNumericId } from '../platform/ids';
import { logger } from '../platform/logger';
import type { LookupAll } from '../platform/net/resolve-public-address';
import { signatureHeaders } from '../webhooks/signature';
import { CALLBACK_CONNECT_TIMEOUT_MS, CALLBACK_TIMEOUT_MS, callbackDefinitions, type CallbackDefinitionName } from './callback-definitions';
import type { CallbackRegistration } from './registration-entity';
import { admitCall, recordFailure, recordSuccess } from './circuit-breaker';
import { chooseRegistration } from './choose-registration';
import { findRegistrationsFor } from './registration-store';

type Definitions = typeof callbackDefinitions;
type RequestOf<N extends CallbackDefinitionName> = z.input<ReturnType<Definitions[N]['request']>>;
type ResponseOf<N extends CallbackDefinitionName> = z.output<ReturnType<Definitions[N]['response']>>;

/** Why the fallback was used. */
export type FallbackReason =
  | 'not_registered'
  | 'inactive'
  | 'country_excluded'
  | 'circuit_open'
  /** Too little of the request's time budget was left to call it (see InvokeCallbackOptions.deadline). */
  | 'no_time_left'
  /** Asked once already in this request, about a cart that has changed since (see CallbackSession). */
  | 'already_asked'
  /** Its verification token could not be opened to sign the call (the sealing keys unreadable, or no longer holding the key it was sealed under): not the receiver's fault. */
  | 'signing_failed'
  | 'unsafe_target'
  | 'connect_timeout'
  | 'timeout'
  | 'network_error'
  | 'http_status'
  | 'invalid_response';

/** The decision, and where it came from. */
export type CallbackOutcome<N extends CallbackDefinitionName> =
  | { source: 'callback'; response: ResponseOf<N>; registrationUuid: string; latencyMs: number; owner: CallbackAnswerer }
  | { source: 'fallback'; response: ResponseOf<N>; reason: FallbackReason; registrationUuid: string | null; detail?: string };

/** Who answered a call: the chosen registration's owner (a company's name is its own, known to the caller). */
export interface CallbackAnswerer {
  type: CallbackRegistration['owner_type'];
  name: string | null;
}

/** What the caller (cart totals) asks. */
export interface InvokeCallbackInput<N extends CallbackDefinitionName> {
  companyId: number;
  definition: N;
  /** Destination country (ISO alpha-2) checked against the registration's `country_codes`. */
  countryCode: string;
  /** The envelope payload, per the definition's request schema. */
  payload: RequestOf<N>;
  /** The platform's own answer (its documented fallback), used whenever the callback is not. */
  fallback: ResponseOf<N>;
}

/** A call given less time than this would only add latency: the fallback answers at once. */
export const MIN_CALLBACK_MS = 250;

/** Time limits of a call; production uses the defaults plus the request's deadline. */
export interface InvokeCallbackOptions {
  /** @default 2000 */
  connectTimeoutMs?: number;
  /** @default 5000 */
  timeoutMs?: number;
  /**
   * Epoch ms by which the answer must be in (the caller's time budget): the timeouts are cut to
   * it, and with less than MIN_CALLBACK_MS left the fallback answers without a call.
   * @default - no deadline beyond the timeouts
   */
  deadline?: number;
  /** DNS override (tests). */
  lookup?: LookupAll;
  /** @default new Date() */
  now?: Date;
}

/**
 * Asks the company's registered callback for a decision: reads the definition's registrations (one
 * Query), chooses the one that answers for the country (choose-registration.ts), applies its circuit
 * breaker, POSTs the signed envelope `{id, identifier, name, timestamp,
 * payload}` (X-Service-Signature/X-Service-Timestamp keyed with the verification token, as webhooks;
 * receivers can use `verifyDelivery`), and validates the 2xx JSON answer against the definition's
 * response schema. Any failure (timeout, non-2xx, invalid answer, unsafe target) counts against the
 * breaker and answers the caller's `fallback`, so a cart never waits more than the timeout, nor
 * past the caller's `deadline`.
 *
 * @example const { response, source } = await invokeCallback({ companyId, definition: 'tax_calculation', countryCode: 'US', payload, fallback: platformTaxes });
 */
export async function invokeCallback<N extends CallbackDefinitionName>(input: InvokeCallbackInput<N>, options: InvokeCallbackOptions = {}): Promise<CallbackOutcome<N>> {
  const now = options.now ?? new Date();
  const choice = chooseRegistration(await findRegistrationsFor(input.companyId, input.definition), input.countryCode, now);
  const registration = 'chosen' in choice ? choice.chosen : undefined;
  const fallback = (reason: FallbackReason, detail?: string): CallbackOutcome<N> => ({
    source: 'fallback',
    response: input.fallback,
    reason,
    registrationUuid: registration?.uuid ?? null,
    detail,
  });
  if (!registration) return fallback('none' in choice ? choice.none : 'not_registered');
  const budgetMs = (options.deadline ?? Infinity) - Date.now();
  // Not the receiver's fault: nothing counts against its breaker.
  if (budgetMs < MIN_CALLBACK_MS) return fallback('no_time_left', `${Math.max(0, Math.round(budgetMs))} ms left of the request's budget`);
  const timeoutMs = Math.min(options.timeoutMs ?? CALLBACK_TIMEOUT_MS, budgetMs);
  if (!(await admitCall(registration, now))) return fallback('circuit_open');

  const definition = callbackDefinitions[input.definition];
  const shop = await shopIdentifier(input.companyId);
  const body = JSON.stringify({
    id: newNumericId(now.getTime()),
    identifier: `cbr_${randomBytes(12).toString('base64url')}`,
    name: input.definition,
    timestamp: now.toISOString(),
    payload: definition.request().parse(input.payload),
  });
  const failed = async (reason: FallbackReason, detail: string) => {
    await recordFailure(registration, now);
    logger.warn('callback failed; using fallback', { company_id: input.companyId, definition: input.definition, registration: registration.uuid, reason, detail });
    return fallback(reason, detail);
  };

  // The secret and the outbound HTTP stack load on a container's first call, not at its cold start:
  // most cart writes ask no callback (lazy module: pinned-request-outcome.ts).
  const [secret, { pinnedRequestOutcome }] = await Promise.all([
    openSecretOnDemand(registration.verification_token_sealed).catch((error: unknown) => {
      logger.error('callback not signed: its verification token does not open; using fallback', { company_id: input.companyId, registration: registration.uuid, error: error as Error });
      return undefined;
    }),
    import('../platform/net/pinned-request-outcome'),
  ]);
  // An operator's fault, not the receiver's: the cart is priced with the fallback and nothing counts against the breaker.
  if (secret === undefined) return fallback('signing_failed', 'the verification token could not be opened');
  const outcome = await pinnedRequestOutcome({
    url: registration.url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': `${config().serviceName}-callbacks/1.0`,
      'x-service-shop': shop,
      ...signatureHeaders(secret, body, now),
    },
    body,
    connectTimeoutMs: Math.min(options.connectTimeoutMs ?? CALLBACK_CONNECT_TIMEOUT_MS, timeoutMs),
    timeoutMs,
    allowPrivate: config().allowPrivateTargets,
    lookup: options.lookup,
  });
  if ('failure' in outcome) return failed(outcome.failure.kind === 'network' ? 'network_error' : outcome.failure.kind, outcome.failure.message);
  const answer = outcome.response;
  if (answer.status < 200 || answer.status >= 300) return failed('http_status', `answered ${answer.status}`);
  if (answer.truncated) return failed('invalid_response', 'response body over 64 KB');
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return failed('invalid_response', 'response body is not JSON');
  }
  const parsed = definition.response().safeParse(json);
  if (!parsed.success) return failed('invalid_response', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  await recordSuccess(registration);
  return {
    source: 'callback',
    response: parsed.data as ResponseOf<N>,
    registrationUuid: registration.uuid,
    latencyMs: Math.round(answer.latencyMs),
    owner: { type: registration.owner_type, name: registration.owner_name },
  };
}
