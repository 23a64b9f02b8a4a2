import type { CallbackDefinitionName } from './callback-definitions';
import {
  invokeCallback,
  type CallbackOutcome,
  type InvokeCallbackInput,
  type InvokeCallbackOptions,
} from './invoke-callback';

/** Properties of {@link CallbackSession}. */
export interface CallbackSessionProps {
  /**
   * Milliseconds the invocation has left (Lambda's `context.getRemainingTimeInMillis`).
   * @default - unbounded: only the callbacks' own timeouts apply
   */
  readonly remainingMs?: () => number;
  /**
   * Milliseconds kept back from every call for the work that follows the callbacks (the write,
   * its stale-write retries, the answer), so a slow receiver can never make the invocation time out.
   * @default 0
   */
  readonly reserveMs?: number;
  /** Timeouts and DNS overrides (tests). @default {} */
  readonly options?: InvokeCallbackOptions;
}

interface Asked {
  readonly payload: string;
  readonly outcome: CallbackOutcome<CallbackDefinitionName>;
}

/**
 * The callbacks of one request. Each call gets a deadline of the invocation's remaining time less
 * the reserve, and each definition is asked at most once: a stale-write retry that re-prices the
 * cart gets the first answer back when it asks the same question, and the fallback when the cart
 * changed in between (its totals are then stale and checked again at the next write), so a slow
 * receiver costs a request its timeout once, never once per retry.
 *
 * @example const callbacks = new CallbackSession({ remainingMs: () => context.getRemainingTimeInMillis(), reserveMs: 3000 });
 */
export class CallbackSession {
  private readonly asked = new Map<CallbackDefinitionName, Asked>();

  constructor(private readonly props: CallbackSessionProps = {}) {}

  /** invokeCallback within the request's budget, or the first outcome of this definition again. */
  async invoke<N extends CallbackDefinitionName>(input: InvokeCallbackInput<N>): Promise<CallbackOutcome<N>> {
    const payload = JSON.stringify(input.payload);
    const earlier = this.asked.get(input.definition) as { payload: string; outcome: CallbackOutcome<N> } | undefined;
    if (earlier) return reuse(earlier, payload, input);
    const { remainingMs, reserveMs = 0, options = {} } = this.props;
    const deadline = remainingMs ? Date.now() + remainingMs() - reserveMs : undefined;
    const outcome = await invokeCallback(input, { ...options, deadline });
    this.asked.set(input.definition, { payload, outcome });
    return outcome;
  }
}

function reuse<N extends CallbackDefinitionName>(
  earlier: { payload: string; outcome: CallbackOutcome<N> },
  payload: string,
  input: InvokeCallbackInput<N>,
): CallbackOutcome<N> {
  const { outcome } = earlier;
  // A fallback keeps its reason (not registered is still not stale, a failure still is) but answers for this cart.
  if (outcome.source === 'fallback') return { ...outcome, response: input.fallback };
  if (earlier.payload === payload) return outcome;
  return {
    source: 'fallback',
    response: input.fallback,
    reason: 'already_asked',
    registrationUuid: outcome.registrationUuid,
  };
}
