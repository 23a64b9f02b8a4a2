import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import {
  agreementParams,
  agreementResponse,
  bulkCloneBody,
  bulkCloneResponse,
  createAgreementBody,
  deleteAgreementResponse,
  listAgreementsResponse,
  updateAgreementBody,
} from './schemas';

const view = { kind: 'bearer', permission: 'agreements.view' } as const;
const manage = { kind: 'bearer', permission: 'agreements.manage' } as const;

/** GET /api/agreements */
export const listAgreementsRoute = defineRoute({
  id: 'listAgreements',
  method: 'GET',
  path: '/api/agreements',
  handler: 'agreements/list-agreements',
  surface: 'admin',
  auth: view,
  summary: 'List agreements',
  description: 'Oldest first.',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: listAgreementsResponse },
  pagination: 'offset',
});

/** POST /api/agreements */
export const createAgreementRoute = defineRoute({
  id: 'createAgreement',
  method: 'POST',
  path: '/api/agreements',
  handler: 'agreements/create-agreement',
  surface: 'admin',
  auth: manage,
  summary: 'Create an agreement',
  description: 'Only `title` is required; new agreements are active, shown at checkout, unchecked and optional unless told otherwise. Emits `agreement_created`.',
  request: { body: createAgreementBody },
  response: { status: 201, body: agreementResponse },
});

/** GET /api/agreements/{id} */
export const getAgreementRoute = defineRoute({
  id: 'getAgreement',
  method: 'GET',
  path: '/api/agreements/{id}',
  handler: 'agreements/get-agreement',
  surface: 'admin',
  auth: view,
  summary: 'Show an agreement',
  request: { params: agreementParams },
  response: { status: 200, body: agreementResponse },
});

/** PUT /api/agreements/{id} */
export const updateAgreementRoute = defineRoute({
  id: 'updateAgreement',
  method: 'PUT',
  path: '/api/agreements/{id}',
  handler: 'agreements/update-agreement',
  surface: 'admin',
  auth: manage,
  summary: 'Update an agreement',
  description: 'Partial: absent fields keep their values, null clears `show_path` or `enrollment_pack_id`. 409 when another request changed it meanwhile. Emits `agreement_updated`.',
  request: { params: agreementParams, body: updateAgreementBody },
  response: { status: 200, body: agreementResponse },
});

/** DELETE /api/agreements/{id} */
export const deleteAgreementRoute = defineRoute({
  id: 'deleteAgreement',
  method: 'DELETE',
  path: '/api/agreements/{id}',
  handler: 'agreements/delete-agreement',
  surface: 'admin',
  auth: manage,
  summary: 'Delete an agreement',
  description: 'Emits `agreement_deleted` carrying its last state.',
  request: { params: agreementParams },
  response: { status: 200, body: deleteAgreementResponse },
});

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

/** Every agreement route, for the manifest. */
export const agreementRoutes = [listAgreementsRoute, createAgreementRoute, getAgreementRoute, updateAgreementRoute, deleteAgreementRoute, bulkCloneAgreementsRoute];
