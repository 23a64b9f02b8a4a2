import { defineRoute } from '../../shared/edge/http/route';
import { agreementParams, deleteAgreementResponse } from './schemas';
import { manage } from './route-common';

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
