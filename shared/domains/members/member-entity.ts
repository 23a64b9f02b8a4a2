import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import { attributedRepSchema } from './attribution-payload';
import { memberTypeSlugs } from './member-types';
import { memberKinds } from './member-payload';

export { memberKinds };
export type MemberKind = (typeof memberKinds)[number];

/**
 * An admin, rep or enrolled customer of a company. Patterns: the company's members (table, newest id last), members
 * by country (gsi1: notifications and the country filter), and members by email across companies
 * (gsi2: sign-in link requests).
 */
export const memberEntity = defineEntity({
  name: 'member',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      type: z.enum(memberKinds),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      username: z.string().nullable(),
      country_code: z.string(),
      role: z.string().nullable(),
      active: z.boolean(),
      /** The member type it enrolled as (shared/domains/members/member-types.ts); null for members created by an admin. */
      member_type: z.enum(memberTypeSlugs).nullable().default(null),
      /** The rep who enrolled it, copied when it enrolled (the cart's attributed rep); null when none. */
      sponsor: attributedRepSchema.nullable().default(null),
      /** The company's own identifier of the member (an import's key), unique per company; null when not set. */
      external_id: z.string().nullable().default(null),
      phone: z.string().nullable().default(null),
      /** Lower-case email, names and username: what the `q` filter searches. */
      search_text: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (m) => companyPartition(m.company_id), sk: (m) => memberSortKey(m.id) },
    byCountry: {
      index: 'gsi1',
      pk: (m) => `${companyPartition(m.company_id)}#MEMBERS#${m.country_code}`,
      sk: (m) => memberSortKey(m.id),
    },
    byEmail: {
      index: 'gsi2',
      pk: (m) => `MEMBER_EMAIL#${m.email}`,
      sk: (m) => `${companyPartition(m.company_id)}#${memberSortKey(m.id)}`,
    },
  },
});

export type Member = z.infer<typeof memberEntity.schema>;

/** Sort key of a member in its company's partition; also the prefix of the company's member list. */
export function memberSortKey(id?: number): string {
  return id === undefined ? 'MEMBER#' : `MEMBER#${sortableId(id)}`;
}

/** The `search_text` of a member, computed in this one place. */
export function memberSearchText(member: Pick<Member, 'email' | 'first_name' | 'last_name' | 'username'>): string {
  return [member.email, member.first_name, member.last_name, member.username ?? ''].join(' ').toLowerCase();
}
