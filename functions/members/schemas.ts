import { z } from 'zod';
import { isCountryCode } from '../../shared/domains/company/country-data';
import { boundedText, storableIdParam } from '../../shared/platform/schema/storable';
import { memberKinds, memberTypePayloadSchema } from '../../shared/domains/members/member-payload';
import { attributedRepSchema } from '../../shared/domains/members/attribution-payload';
import { emailAddress } from '../../shared/platform/schema/email';

/** A member (admin, rep or enrolled customer) as the admin surface and the `member_*` webhook payloads show it. */
export const memberSchema = z
  .object({
    id: z.number().int(),
    type: z
      .enum(memberKinds)
      .describe('`customer`: joined through an enrollment pack of a customer member type (never created here)'),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    username: z
      .string()
      .nullable()
      .describe("Rep username (unique among the company's reps, case-insensitive); null when not set"),
    country_code: z.string().describe("ISO 3166-1 alpha-2; one of the company's countries"),
    role: z.string().nullable().describe('Role key (admins only): built-in or custom, see /api/company/roles'),
    active: z.boolean(),
    member_type: memberTypePayloadSchema
      .nullable()
      .describe('Retail customer, preferred customer or rep (README "Enrollment"); null for admins'),
    sponsor: attributedRepSchema
      .nullable()
      .describe('The rep who enrolled the member; null when none (members created here have none)'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Member' });

export const countryCode = z
  .string()
  .length(2)
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, 'is not an ISO 3166-1 alpha-2 country code');

/** Writable member fields with their limits. Emails and usernames are stored lower-case. */
export const memberFields = z.object({
  type: z.enum(['rep', 'admin']),
  email: emailAddress(),
  first_name: boundedText(400).trim().min(1).max(100),
  last_name: boundedText(400).trim().max(100).default(''),
  username: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/,
      'must be 2-40 letters, digits, "_" or "-", starting with a letter or digit',
    )
    .transform((username) => username.toLowerCase())
    .nullish()
    .describe('Required for reps'),
  country_code: countryCode,
  role: boundedText(256)
    .max(64)
    .nullish()
    .describe(
      "Admins only: the role's key (`catalog_editor`) or the name GET /api/company/roles shows (`Catalog Editor`); the key is stored. Defaults to `admin`",
    ),
  active: z.boolean().optional(),
});

/** Path of one member. */
export const memberParams = z.object({ id: storableIdParam });

export const memberResponse = z.object({ member: memberSchema });
