import { z } from 'zod';

/** An agreement as `agreement_*` webhook payloads carry it under `agreement`. */
export const agreementPayloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  show_at_checkout: z.boolean(),
  default_checked: z.boolean(),
  subscription_only: z.boolean(),
  standalone_on_checkout: z.boolean(),
  show_path: z.string().nullable(),
  enrollment_pack_id: z.number().int().nullable(),
  required: z.boolean(),
  active: z.boolean(),
  cloned_from_id: z.number().int().nullable().describe('The agreement this one was bulk-cloned from'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** A realistic agreement, used as the catalog's example. */
export const agreementExample: z.input<typeof agreementPayloadSchema> = {
  id: 4_503_599_627_370_101,
  title: 'Terms of sale',
  body: 'By placing this order you agree to our terms of sale.',
  show_at_checkout: true,
  default_checked: false,
  subscription_only: false,
  standalone_on_checkout: false,
  show_path: '/pages/terms-of-sale',
  enrollment_pack_id: null,
  required: true,
  active: true,
  cloned_from_id: null,
  created_at: '2026-04-01T09:30:00.000Z',
  updated_at: '2026-04-01T09:30:00.000Z',
};
