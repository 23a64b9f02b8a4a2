import { defineRoute } from '../../shared/edge/http/route';
import { agreementParams, agreementResponse, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import { agreementFields } from '../../shared/domains/agreements/agreement-fields';

/** A partial update: absent fields keep their values; null clears `show_path` or `enrollment_pack_id`. */
const agreementUpdateInput = z
  .object(
    Object.fromEntries(Object.entries(agreementFields).map(([name, schema]) => [name, schema.optional()])) as {
      [K in keyof typeof agreementFields]: z.ZodOptional<(typeof agreementFields)[K]>;
    },
    required,
  )
  .strict()
  .meta({ id: 'AgreementUpdate' });

/** Body of update. */
const updateAgreementBody = z.object({ agreement: agreementUpdateInput });

/** PUT /api/agreements/{id} */
export const updateAgreementRoute = defineRoute({
  id: 'updateAgreement',
  method: 'PUT',
  path: '/api/agreements/{id}',
  handler: 'agreements/update-agreement',
  surface: 'admin',
  auth: manage,
  summary: 'Update an agreement',
  description:
    'Partial: absent fields keep their values, null clears `show_path` or `enrollment_pack_id`. 409 when another request changed it meanwhile. Emits `agreement_updated`.',
  request: { params: agreementParams, body: updateAgreementBody },
  response: { status: 200, body: agreementResponse },
});
