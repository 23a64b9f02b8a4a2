import { defineRoute } from '../../shared/edge/http/route';
import { bulkCloneBody, bulkCloneResponse } from './schemas';
import { manage } from './route-common';

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
    'All or nothing on input: when any id is not an agreement of the caller\'s company (another company\'s ids included) the answer is 404 listing those ids under `errors.agreement_ids` and nothing is cloned. Up to 50 ids commit in one transaction; larger requests commit in transactions of 50.',
    'Errors use the five-key form `{message, error, error_message, errors, meta}` (`error` is the stable code); more than 100 ids → 422.',
  ].join('\n\n'),
  request: { body: bulkCloneBody },
  response: { status: 201, body: bulkCloneResponse },
  errorShape: 'full',
});
