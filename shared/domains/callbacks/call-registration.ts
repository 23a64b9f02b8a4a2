import { randomBytes } from 'node:crypto';
import { shopIdentifier } from '../company/shop-identifier';
import { config } from '../../platform/config';
import { openSecretOnDemand } from '../../platform/crypto/secret-box';
import { newNumericId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { signatureHeaders } from '../../platform/crypto/signature';
import { CALLBACK_CONNECT_TIMEOUT_MS, callbackDefinitions, type CallbackDefinitionName } from './callback-definitions';
import { admitCall, recordFailure, recordSuccess } from './circuit-breaker';
import type {
  CallbackOutcome,
  FallbackReason,
  InvokeCallbackInput,
  InvokeCallbackOptions,
  ResponseOf,
} from './invoke-callback';
import type { CallbackRegistration } from './registration-entity';

/** The options of one call: the caller's, with the timeout already cut to the request's budget and the clock read once. */
export type CallOptions = InvokeCallbackOptions & { readonly timeoutMs: number; readonly now: Date };

/**
 * Calls the registration invokeCallback chose: applies its circuit breaker, POSTs the signed
 * envelope and validates the answer; any failure counts against the breaker and answers the
 * `fallback`.
 */
export async function callRegistration<N extends CallbackDefinitionName>(
  registration: CallbackRegistration,
  input: InvokeCallbackInput<N>,
  options: CallOptions,
  fallback: (reason: FallbackReason, detail?: string) => CallbackOutcome<N>,
): Promise<CallbackOutcome<N>> {
  const { now, timeoutMs } = options;
  if (!(await admitCall(registration, now))) return fallback('circuit_open');

  const definition = callbackDefinitions[input.definition];
  const shop = await shopIdentifier(input.companyId);
  const body = JSON.stringify({
    id: newNumericId(now.getTime()),
    identifier: `cbr_${randomBytes(12).toString('base64url')}`,
    name: input.definition,
    timestamp: now.toISOString(),
    payload: definition.request.parse(input.payload),
  });
  const failed = async (reason: FallbackReason, detail: string) => {
    await recordFailure(registration, now);
    logger.warn('callback failed; using fallback', {
      company_id: input.companyId,
      definition: input.definition,
      registration: registration.uuid,
      reason,
      detail,
    });
    return fallback(reason, detail);
  };

  // The secret and the outbound HTTP stack load on a container's first call, not at its cold start:
  // most cart writes ask no callback (lazy module: pinned-request-outcome.ts).
  const [secret, { pinnedRequestOutcome }] = await Promise.all([
    openSecretOnDemand(registration.verification_token_sealed).catch((error: unknown) => {
      logger.error('callback not signed: its verification token does not open; using fallback', {
        company_id: input.companyId,
        registration: registration.uuid,
        error: error as Error,
      });
      return undefined;
    }),
    import('../../platform/net/pinned-request-outcome'),
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
  if ('failure' in outcome)
    return failed(outcome.failure.kind === 'network' ? 'network_error' : outcome.failure.kind, outcome.failure.message);
  const answer = outcome.response;
  if (answer.status < 200 || answer.status >= 300) return failed('http_status', `answered ${answer.status}`);
  if (answer.truncated) return failed('invalid_response', 'response body over 64 KB');
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return failed('invalid_response', 'response body is not JSON');
  }
  const parsed = definition.response.safeParse(json);
  if (!parsed.success)
    return failed(
      'invalid_response',
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  await recordSuccess(registration);
  return {
    source: 'callback',
    response: parsed.data as ResponseOf<N>,
    registrationUuid: registration.uuid,
    latencyMs: Math.round(answer.latencyMs),
    owner: { type: registration.owner_type, name: registration.owner_name },
  };
}
