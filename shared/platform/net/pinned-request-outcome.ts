import { OutboundRequestError, pinnedRequest, type PinnedRequestOptions, type PinnedResponse } from './pinned-request';
import { UnsafeTargetError } from './unsafe-target-error';

/** Why a pinned request got no response: refused before connecting (`unsafe_target`), or an OutboundRequestError's kind. */
export interface PinnedRequestFailure {
  readonly kind: 'unsafe_target' | OutboundRequestError['kind'];
  readonly message: string;
}

/** A pinned request's response, or why there is none. */
export type PinnedRequestOutcome = { readonly response: PinnedResponse } | { readonly failure: PinnedRequestFailure };

/**
 * pinnedRequest with its refusal and failures answered as data: a lazy module
 * (lib/bundling/lazy-modules.ts) for code that calls out rarely, so its function does not load the
 * outbound HTTP stack at cold start. Errors cross as values because the lazy module's error classes
 * are not the caller's.
 */
export async function pinnedRequestOutcome(options: PinnedRequestOptions): Promise<PinnedRequestOutcome> {
  try {
    return { response: await pinnedRequest(options) };
  } catch (error) {
    if (error instanceof UnsafeTargetError) return { failure: { kind: 'unsafe_target', message: error.message } };
    if (error instanceof OutboundRequestError) return { failure: { kind: error.kind, message: error.message } };
    throw error;
  }
}
