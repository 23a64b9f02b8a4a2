import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { PERIOD_PATTERN } from '../../shared/domains/field-ledger/volume-period';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { base, countryCode, externalId, memberDetailSchema, memberIdValue, view } from './schemas';

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

const listQuery = z.object({
  page: cursorPageQuery().shape.page,
  sort: z.enum(['created_at', '-created_at']).default('created_at'),
  filter: z
    .object({
      active: z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
      member_type_slug: z
        .string()
        .max(64)
        .optional()
        .describe('`rep`, `customer` (every customer type) or a type slug'),
      search: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .optional()
        .describe('Case-insensitive part of the email, names or username'),
      country_iso: countryCode.optional(),
      external_id: externalId.optional().describe('The member holding this external id (0 or 1 member)'),
      sponsor_member_id: memberIdValue.optional().describe("The sponsor's first level: members it sponsors"),
      rank_id: memberIdValue.optional().describe('Members holding this rank in `filter[period]`'),
      period: z
        .string()
        .regex(PERIOD_PATTERN)
        .optional()
        .describe('`YYYY-MM` of `filter[rank_id]` (default: the current month in the company’s time zone)'),
      created_at_from: instant.optional(),
      created_at_to: instant.optional(),
    })
    .strict()
    .refine(
      (filter) =>
        filter.rank_id === undefined || (filter.external_id === undefined && filter.sponsor_member_id === undefined),
      { message: 'rank_id combines with neither external_id nor sponsor_member_id', path: ['rank_id'] },
    )
    .default({}),
});

/** GET /api/v2025-06/members */
export const listMembersV2025Route = defineRoute({
  id: 'listMembersV2025',
  method: 'GET',
  path: base,
  handler: 'members-v2025-06/list-members',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List members',
  description:
    'Cursor pagination, oldest first (`sort=-created_at`: newest first). One Query of one access pattern: `filter[external_id]` reads its uniqueness claim; `filter[sponsor_member_id]` the sponsor’s first level of closure rows (key order); `filter[rank_id]` the rank’s holders in the period (member id order); `filter[country_iso]` that country’s members; otherwise the company’s members. The other filters apply while reading that pattern.',
  request: { query: listQuery },
  response: { status: 200, body: z.object({ members: z.array(memberDetailSchema) }) },
  pagination: 'cursor',
});
