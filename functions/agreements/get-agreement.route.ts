import { defineRoute } from '../../shared/edge/http/route';
import { agreementParams, agreementResponse } from './schemas';
import { view } from './route-common';

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
