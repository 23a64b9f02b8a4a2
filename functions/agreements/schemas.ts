import { z } from 'zod';
import { agreementDefaults, agreementFields } from '../../shared/domains/agreements/agreement-fields';
import { MAX_BULK_CLONE_IDS } from '../../shared/domains/agreements/bulk-clone';
import { agreementPayloadSchema } from '../../shared/domains/events/payload-agreement';

// Missing objects say so plainly instead of zod's type message.
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined) };

/** Path of one agreement. */
export const agreementParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Fields of a new agreement: `title` required, the rest default as documented. */
export const agreementCreateInput = z
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

/** A partial update: absent fields keep their values; null clears `show_path` or `enrollment_pack_id`. */
export const agreementUpdateInput = z
  .object(Object.fromEntries(Object.entries(agreementFields).map(([name, schema]) => [name, schema.optional()])) as { [K in keyof typeof agreementFields]: z.ZodOptional<(typeof agreementFields)[K]> }, required)
  .strict()
  .meta({ id: 'AgreementUpdate' });

/** Body of create. */
export const createAgreementBody = z.object({ agreement: agreementCreateInput });
/** Body of update. */
export const updateAgreementBody = z.object({ agreement: agreementUpdateInput });

/** An agreement as the admin surface shows it. */
export const agreementSchema = agreementPayloadSchema.meta({ id: 'Agreement' });

/** `{agreement}` */
export const agreementResponse = z.object({ agreement: agreementSchema });
/** `{agreements}` with `meta.pagination`. */
export const listAgreementsResponse = z.object({ agreements: z.array(agreementSchema) });
/** `{id}` of a deleted agreement. */
export const deleteAgreementResponse = z.object({ id: z.number().int() });

/** Body of bulk clone: 1 to 100 agreement ids of the caller's company. */
export const bulkCloneBody = z.object({
  agreement_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), required)
    .min(1, 'must name at least one agreement')
    .max(MAX_BULK_CLONE_IDS, `must name at most ${MAX_BULK_CLONE_IDS} agreements`),
});

/** The clones, in request order (repeated ids cloned once). */
export const bulkCloneResponse = z.object({ agreements: z.array(agreementSchema) });
