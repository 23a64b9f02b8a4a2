import { z } from 'zod';

/** A lead as `lead_created` webhook payloads carry it under `lead`. */
export const leadPayloadSchema = z.object({
  id: z.number().int(),
  medium_id: z.number().int().describe('The shared medium the lead came through'),
  rep_id: z.number().int().nullable().describe('The member who shared the medium, when the share page named one'),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  captured_at: z.iso.datetime(),
  medium: z
    .object({ id: z.number().int(), slug: z.string(), title: z.string() })
    .describe('The medium as it was when the lead was captured'),
});

/** A realistic lead, used as the catalog's example. */
export const leadExample: z.input<typeof leadPayloadSchema> = {
  id: 4_503_599_627_370_201,
  medium_id: 4_503_599_627_370_150,
  rep_id: 4_503_599_627_370_007,
  name: 'Dana Buyer',
  email: 'dana@example.com',
  phone: '+15555550123',
  captured_at: '2026-04-02T10:15:00.000Z',
  medium: { id: 4_503_599_627_370_150, slug: 'spring-collection-video', title: 'Spring collection video' },
};
