import { z } from 'zod';

/** A member import as the API shows it. */
export const memberImportSchema = z
  .object({
    id: z.string(),
    status: z.enum(['running', 'completed']),
    total: z.number().int().describe('Rows posted'),
    created: z.number().int().describe('Members created so far'),
    skipped: z.number().int().describe('Rows whose external id the company already held (a re-run creates nothing)'),
    progress: z.number().describe('`(created + skipped) / total`, 0..1'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MemberImport' });
