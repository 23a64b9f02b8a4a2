import { defineRoute } from '../../shared/edge/http/route';
import { agreementResponse, createAgreementBody } from './schemas';
import { manage } from './route-common';

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
