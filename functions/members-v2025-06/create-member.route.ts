import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import {
  base,
  countryCode,
  externalId,
  manage,
  memberIdValue,
  memberResponse,
  memberTypeSlug,
  nameText,
  phoneText,
  usernameText,
} from './schemas';

const createBody = z.object({
  member: z.object({
    email: z
      .email()
      .max(254)
      .transform((email) => email.toLowerCase()),
    member_type_slug: memberTypeSlug.describe('`rep`, `customer` (a retail customer) or a customer type slug'),
    first_name: nameText.nullish().transform((value) => value ?? ''),
    last_name: nameText.nullish().transform((value) => value ?? ''),
    phone: phoneText.nullish().transform((value) => value ?? null),
    username: usernameText
      .nullish()
      .transform((value) => value ?? null)
      .describe('Required for reps'),
    external_id: externalId.nullish().transform((value) => value ?? null),
    country_code: countryCode
      .nullish()
      .transform((value) => value ?? undefined)
      .describe("Defaults to the company's country"),
    active: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
    sponsor_id: memberIdValue
      .nullish()
      .transform((value) => value ?? null)
      .describe('The sponsor (a rep or customer); absent: a root of the tree'),
  }),
});

/** POST /api/v2025-06/members */
export const createMemberV2025Route = defineRoute({
  id: 'createMemberV2025',
  method: 'POST',
  path: base,
  handler: 'members-v2025-06/create-member',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Create a member',
  description:
    'Creates a rep or customer and places it in the sponsor tree under `sponsor_id` (or as a root), in one transaction with `member_created`. A taken email, username or external id answers 422 naming the field; a taken email also names the holder (`errors.existing_member`). While a downline move job runs the placement waits, then answers 409.',
  request: { body: createBody },
  response: { status: 201, body: memberResponse },
  errors: ['conflict'],
});
