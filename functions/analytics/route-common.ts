// What the analytics dashboard route modules share.
import { z } from 'zod';
import { MAX_RANGE_DAYS, daysInRange } from '../../shared/domains/analytics/dashboard-range';

export const auth = { kind: 'bearer', permission: 'analytics.view' } as const;

export const ownership = { kind: 'none' } as const;

export const DASHBOARD_BASE = '/api/v202604/analytics/dashboard';

const day = z.iso.date();

/** The window of a dashboard read: a preset, or `from`/`to` (UTC days, both included), and a country. */
export const dashboardQuery = z
  .object({
    range: z
      .enum(['today', 'month', 'custom'])
      .default('month')
      .describe('`today`, the month to date (UTC), or `custom` with `from` and `to`'),
    from: day.optional().describe('First UTC day of a `custom` range (YYYY-MM-DD)'),
    to: day.optional().describe(`Last UTC day of a \`custom\` range, at most ${MAX_RANGE_DAYS} days after \`from\``),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .describe('ISO alpha-2 country; omitted: every country'),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.range !== 'custom') {
      if (query.from !== undefined || query.to !== undefined)
        context.addIssue({ code: 'custom', path: ['range'], message: '`from` and `to` need `range=custom`' });
      return;
    }
    if (query.from === undefined || query.to === undefined) {
      context.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], message: 'Required with `range=custom`' });
      return;
    }
    const days = daysInRange(query.from, query.to);
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: '`to` is before `from`' });
    else if (days > MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_RANGE_DAYS} days` });
  });

/** The window the response covers. */
export const rangeSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  country: z.string().nullable().describe('The country read; null: every country'),
});
