import { z } from 'zod';
import { config } from '../config';
import { assertPublicUrl, MAX_TARGET_URL_LENGTH } from './assert-public-url';
import { UnsafeTargetError } from './unsafe-target-error';

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
        context.addIssue({ code: 'custom', message: error.message, params: { reason: error.reason } });
      }
    })
    .describe('Absolute https URL of a publicly reachable host');
}
