import { z } from 'zod';
import { config } from '../config';
import { assertPublicUrl, MAX_TARGET_URL_LENGTH } from './assert-public-url';
import { UnsafeTargetError, type UnsafeTargetReason } from './unsafe-target-error';

/** Refusals that ALLOW_PRIVATE_TARGETS lifts: a developer pointing a hook at a local receiver meets these first. */
const LIFTED_LOCALLY: ReadonlySet<UnsafeTargetReason> = new Set([
  'scheme_not_allowed',
  'private_address',
  'local_hostname',
]);

/** Appended to those refusals when the setting is off, so the refusal says how to test against a local receiver. */
export const ALLOW_PRIVATE_TARGETS_HINT =
  'to deliver to a receiver on your machine, start the local API with ALLOW_PRIVATE_TARGETS=1 (local development only; deployed stacks never allow it)';

/**
 * A request field holding a webhook or callback target: `assertPublicUrl` under the deployment's
 * ALLOW_PRIVATE_TARGETS setting, read when the request is validated, so a refusal is a 422 on the field.
 */
export function publicUrlField() {
  return z
    .string()
    .max(MAX_TARGET_URL_LENGTH)
    .superRefine((url, context) => {
      try {
        assertPublicUrl(url, { allowPrivate: config().allowPrivateTargets });
      } catch (error) {
        if (!(error instanceof UnsafeTargetError)) throw error;
        const message =
          !config().allowPrivateTargets && LIFTED_LOCALLY.has(error.reason)
            ? `${error.message}; ${ALLOW_PRIVATE_TARGETS_HINT}`
            : error.message;
        context.addIssue({ code: 'custom', message, params: { reason: error.reason } });
      }
    })
    .describe('Absolute https URL of a publicly reachable host');
}
