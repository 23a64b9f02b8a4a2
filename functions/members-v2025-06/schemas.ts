import { z } from 'zod';
import { boundedText, storableId, storableIdParam } from '../../shared/platform/schema/storable';
import { memberTypeSlugs } from '../../shared/domains/members/member-types';
import { countryCode } from '../members/schemas';

// What the members v2025-06 route modules share.

export const view = { kind: 'bearer', permission: 'members.view' } as const;
export const manage = { kind: 'bearer', permission: 'members.manage' } as const;
export const base = '/api/v2025-06/members';

/** A member as the members v2025-06 surface shows it. */
export const memberDetailSchema = z
  .object({
    id: z.string().describe("The member's id"),
    email: z.string(),
    name: z.string().describe('First and last name'),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string().nullable().describe('Rep site username; null for customers without one'),
    member_type_slug: z.string().nullable().describe('`rep`, `retail_customer` or `preferred_customer`'),
    activity_status: z.enum(['active', 'inactive']),
    external_id: z.string().nullable().describe("The company's own id of the member, unique per company"),
    phone: z.string().nullable(),
    country_code: z.string(),
    sponsor_id: z.string().nullable().describe("The sponsor's member id; null for a root of the tree"),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'MemberDetail' });

export const memberResponse = z.object({ member: memberDetailSchema });

/** Path of one member. */
export const memberParams = z.object({ member_id: storableIdParam.describe("The member's id") });

/** A member id in a body or query: a decimal string or a number. */
export const memberIdValue = z.union([
  storableId,
  z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(storableId),
]);

/** An external id: the company's own identifier. */
export const externalId = boundedText(256).trim().min(1).max(128);

/** A member type slug; `customer` names the retail customer type. */
export const memberTypeSlug = z
  .enum([...memberTypeSlugs, 'customer'])
  .transform((slug) => (slug === 'customer' ? 'retail_customer' : slug));

export const nameText = boundedText(400).trim().max(100);
export const phoneText = boundedText(64).trim().max(32);
export const usernameText = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/,
    'must be 2-40 letters, digits, "_" or "-", starting with a letter or digit',
  )
  .transform((username) => username.toLowerCase());
export { countryCode };
