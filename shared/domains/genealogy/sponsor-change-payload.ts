import { z } from 'zod';
import { memberExample, memberPayloadSchema } from '../members/member-payload';

/** A sponsor change as `member_sponsor_changed` carries it under `member.sponsor_change`. */
export const sponsorChangePayloadSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  from_sponsor_id: z.string().nullable().describe('The sponsor before; null when the member was a root'),
  to_sponsor_id: z.string().nullable().describe('The sponsor after; null when the member became a root'),
  changed_by: z.object({ token_id: z.string(), member_id: z.string().nullable() }),
  changed_at: z.iso.datetime(),
  job_id: z.string().nullable().describe('The background move of the downline; null when it moved with the change'),
});

/** `member_sponsor_changed`: the member after the change, and the change. */
export const memberSponsorChangedPayloadSchema = memberPayloadSchema.extend({
  sponsor_change: sponsorChangePayloadSchema,
});

export const memberSponsorChangedExample: z.input<typeof memberSponsorChangedPayloadSchema> = {
  ...memberExample,
  sponsor_change: {
    id: '4503599627370900',
    member_id: String(memberExample.id),
    from_sponsor_id: '4503599627370800',
    to_sponsor_id: '4503599627370801',
    changed_by: { token_id: '4503599627370123', member_id: null },
    changed_at: '2026-06-01T12:00:00.000Z',
    job_id: null,
  },
};
