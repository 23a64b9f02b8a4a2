import { defineRoute } from '../../shared/edge/http/route';
import { agreementSchema, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import { MAX_BULK_CLONE_IDS } from '../../shared/domains/agreements/bulk-clone';

/** Body of bulk clone: 1 to 100 agreement ids of the caller's company. */
const bulkCloneBody = z.object({
  agreement_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), required)
    .min(1, 'must name at least one agreement')
    .max(MAX_BULK_CLONE_IDS, `must name at most ${MAX_BULK_CLONE_IDS} agreements`),
});

/** The clones, in request order (repeated ids cloned once). */
const bulkCloneResponse = z.object({ agreements: z.array(agreementSchema) });

/** POST /api/agreements/bulk_clone */
export const bulkCloneAgreementsRoute = defineRoute({
  id: 'bulkCloneAgreements',
  method: 'POST',
  path: '/api/agreements/bulk_clone',
  handler: 'agreements/bulk-clone-agreements',
  surface: 'admin',
  auth: manage,
  summary: 'Clone several agreements',
  description: [
    'Clones each named agreement: fresh id, title suffixed ` (copy)`, inactive, same text and settings, `cloned_from_id` set; answers the clones in request order (a repeated id is cloned once). Each clone emits `agreement_created`.',
    "All or nothing on input: when any id is not an agreement of the caller's company (another company's ids included) the answer is 404 listing those ids under `errors.agreement_ids` and nothing is cloned. Up to 50 ids commit in one transaction; larger requests commit in transactions of 50.",
    'Errors use the five-key form `{message, error, error_message, errors, meta}` (`error` is the stable code); more than 100 ids → 422.',
  ].join('\n\n'),
  request: { body: bulkCloneBody },
  response: { status: 201, body: bulkCloneResponse },
  errorShape: 'full',
});
