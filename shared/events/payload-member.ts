import { z } from 'zod';

/** A member (admin or rep) as `member_*` webhook payloads carry it under `member`. */
export const memberPayloadSchema = z.object({
  id: z.number().int().describe('Member id'),
  type: z.enum(['rep', 'admin']).describe('Kind of member'),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string().describe('First and last name joined by a space'),
  username: z.string().nullable().describe('Rep username, unique per company; null for admins without one'),
  country_code: z.string().regex(/^[A-Z]{2}$/).describe('ISO 3166-1 alpha-2 country'),
  role: z.string().nullable().describe('Role key the member holds; null when none'),
  active: z.boolean(),
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
  created_at: '2026-04-01T09:30:00.000Z',
  updated_at: '2026-04-01T09:30:00.000Z',
};
