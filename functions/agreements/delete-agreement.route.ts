import { defineRoute } from '../../shared/edge/http/route';
import { agreementParams } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';

/** `{id}` of a deleted agreement. */
const deleteAgreementResponse = z.object({ id: z.number().int() });

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
