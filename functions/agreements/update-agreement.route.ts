import { defineRoute } from '../../shared/edge/http/route';
import { agreementParams, agreementResponse, updateAgreementBody } from './schemas';
import { manage } from './route-common';

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
