import { defineRoute } from '../../shared/edge/http/route';
import { agreementResponse, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import { agreementDefaults, agreementFields } from '../../shared/domains/agreements/agreement-fields';

/** Fields of a new agreement: `title` required, the rest default as documented. */
const agreementCreateInput = z
  .object(
    {
      title: agreementFields.title,
      body: agreementFields.body.default(agreementDefaults.body),
      show_at_checkout: agreementFields.show_at_checkout.default(agreementDefaults.show_at_checkout),
      default_checked: agreementFields.default_checked.default(agreementDefaults.default_checked),
      subscription_only: agreementFields.subscription_only.default(agreementDefaults.subscription_only),
      standalone_on_checkout: agreementFields.standalone_on_checkout.default(agreementDefaults.standalone_on_checkout),
      show_path: agreementFields.show_path.default(agreementDefaults.show_path),
      enrollment_pack_id: agreementFields.enrollment_pack_id.default(agreementDefaults.enrollment_pack_id),
      required: agreementFields.required.default(agreementDefaults.required),
      active: agreementFields.active.default(agreementDefaults.active),
    },
    required,
  )
  .strict()
  .meta({ id: 'AgreementInput' });

/** Body of create. */
const createAgreementBody = z.object({ agreement: agreementCreateInput });

/** POST /api/agreements */
export const createAgreementRoute = defineRoute({
  id: 'createAgreement',
  method: 'POST',
  path: '/api/agreements',
  handler: 'agreements/create-agreement',
  surface: 'admin',
  auth: manage,
  summary: 'Create an agreement',
  description:
    'Only `title` is required; new agreements are active, shown at checkout, unchecked and optional unless told otherwise. Emits `agreement_created`.',
  request: { body: createAgreementBody },
  response: { status: 201, body: agreementResponse },
});
