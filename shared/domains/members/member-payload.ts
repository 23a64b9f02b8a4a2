import { z } from 'zod';
import { memberTypeSlugs } from './member-types';
import { attributedRepSchema } from './attribution-payload';

/** Kinds of member: admins run the company's dashboard, reps sell, customers joined through an enrollment pack to buy. */
export const memberKinds = ['rep', 'admin', 'customer'] as const;

/** A member type as members and carts show it (shared/domains/members/member-types.ts). */
export const memberTypePayloadSchema = z.object({ id: z.uuid(), slug: z.enum(memberTypeSlugs), name: z.string() });

/** A member (admin, rep or enrolled customer) as `member_*` webhook payloads carry it under `member`. */
export const memberPayloadSchema = z.object({
  id: z.number().int().describe('Member id'),
  type: z.enum(memberKinds).describe('Kind of member: `customer` members joined through an enrollment pack'),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string().describe('First and last name joined by a space'),
  username: z.string().nullable().describe('Rep username, unique per company; null for admins without one'),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166-1 alpha-2 country'),
  role: z.string().nullable().describe('Role key the member holds; null when none'),
  active: z.boolean(),
  member_type: memberTypePayloadSchema
    .nullable()
    .describe('The member type (retail customer, preferred customer, rep); null for admins'),
  sponsor: attributedRepSchema
    .nullable()
    .describe('The rep who enrolled the member (the rep the enrollment cart was attributed to); null when none'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** A realistic member, used as the catalog's example and in the schema endpoints. */
export const memberExample: z.input<typeof memberPayloadSchema> = {
  id: 4_503_599_627_370_495,
  type: 'rep',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  full_name: 'Ada Lovelace',
  username: 'ada',
  country_code: 'GB',
  role: null,
  active: true,
  member_type: { id: 'e9397f08-5d41-418c-b18c-150a12a79441', slug: 'rep', name: 'Rep' },
  sponsor: { id: 4_503_599_627_370_800, email: 'jane@example.com', full_name: 'Jane Rep', username: 'jane' },
  created_at: '2026-04-01T09:30:00.000Z',
  updated_at: '2026-04-01T09:30:00.000Z',
};
