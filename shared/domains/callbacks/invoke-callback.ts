import type { z } from 'zod';
import type { LookupAll } from '../../platform/net/resolve-public-address';
import { CALLBACK_TIMEOUT_MS, type callbackDefinitions, type CallbackDefinitionName } from './callback-definitions';
import type { CallbackRegistration } from './registration-entity';
import { callRegistration } from './call-registration';
import { chooseRegistration } from './choose-registration';
import { findRegistrationsFor } from './registration-store';

type Definitions = typeof callbackDefinitions;
export type RequestOf<N extends CallbackDefinitionName> = z.input<Definitions[N]['request']>;
export type ResponseOf<N extends CallbackDefinitionName> = z.output<Definitions[N]['response']>;

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
  | {
      source: 'callback';
      response: ResponseOf<N>;
      registrationUuid: string;
      latencyMs: number;
      owner: CallbackAnswerer;
    }
  | {
      source: 'fallback';
      response: ResponseOf<N>;
      reason: FallbackReason;
      registrationUuid: string | null;
      detail?: string;
    };

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
 * Asks the company's registered callback for a decision: chooses the registration for the country
 * (choose-registration.ts), applies its circuit breaker, POSTs the envelope signed as webhooks are
 * (receivers can use `verifyDelivery`) and validates the 2xx JSON answer against the definition's
 * schema. Any failure counts against the breaker and answers the caller's `fallback`, so a cart
 * never waits past the timeout or the caller's `deadline`.
 *
 * @example const { response, source } = await invokeCallback({ companyId, definition: 'tax_calculation', countryCode: 'US', payload, fallback: platformTaxes });
 */
export async function invokeCallback<N extends CallbackDefinitionName>(
  input: InvokeCallbackInput<N>,
  options: InvokeCallbackOptions = {},
): Promise<CallbackOutcome<N>> {
  const now = options.now ?? new Date();
  const choice = chooseRegistration(
    await findRegistrationsFor(input.companyId, input.definition),
    input.countryCode,
    now,
  );
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
  if (budgetMs < MIN_CALLBACK_MS)
    return fallback('no_time_left', `${Math.max(0, Math.round(budgetMs))} ms left of the request's budget`);
  return callRegistration(
    registration,
    input,
    { ...options, timeoutMs: Math.min(options.timeoutMs ?? CALLBACK_TIMEOUT_MS, budgetMs), now },
    fallback,
  );
}
