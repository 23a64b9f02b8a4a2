import { z } from 'zod';
import { memberExample, memberPayloadSchema } from '../members/member-payload';

const rankRef = z.object({ id: z.string(), name: z.string(), order: z.number().int() });

/** A rank change as `member_rank_changed` carries it under `member.rank_change`. */
export const rankChangePayloadSchema = z.object({
  period: z.string().describe('The volume period (`YYYY-MM`, company time zone) whose rank changed'),
  from_rank: rankRef.nullable().describe('The rank held before; null when none'),
  to_rank: rankRef.nullable().describe('The rank held now; null when none'),
  changed_at: z.iso.datetime(),
  cause: z.enum(['volume', 'period_close']).describe('A volume change, or the evaluation at period close'),
});

/** `member_rank_changed`: the member, and its rank change in a period. */
export const memberRankChangedPayloadSchema = memberPayloadSchema.extend({ rank_change: rankChangePayloadSchema });

export const memberRankChangedExample: z.input<typeof memberRankChangedPayloadSchema> = {
  ...memberExample,
  rank_change: {
    period: '2026-06',
    from_rank: { id: '4503599627370700', name: 'Consultant', order: 1 },
    to_rank: { id: '4503599627370701', name: 'Manager', order: 2 },
    changed_at: '2026-06-12T09:30:00.000Z',
    cause: 'volume',
  },
};
