import { z } from 'zod';
import { DOWNLINE_LEVELS } from '../../shared/domains/genealogy/tree-levels';

/** A background move of a downline. */
export const treeJobSchema = z
  .object({
    id: z.string(),
    kind: z.literal('sponsor_change'),
    member_id: z.string().describe('The member whose downline moves'),
    status: z.enum(['running', 'completed']),
    total: z
      .number()
      .int()
      .describe(
        'Members on the first five levels of the moving downline (the counts the tree keeps); deeper members move too',
      ),
    done: z.number().int().describe('Members moved so far, at most `total` until the job completes'),
    progress: z.number().describe('`done / total`, 0..1'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TreeJob' });

/** A member in a tree listing: who, and how large their own downline is. */
export const treeMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  member_type_slug: z.string().nullable(),
  active: z.boolean(),
  sponsor_id: z.string().nullable(),
  level: z.number().int().describe('Levels below the member read (upline: above it)'),
});

/** Counts of a member's downline per level, 1..DOWNLINE_LEVELS. */
export const levelCountsSchema = z
  .array(z.object({ level: z.number().int(), count: z.number().int() }))
  .describe(`Members on each level 1..${DOWNLINE_LEVELS} below the member`);
