import { z } from 'zod';
import { companyPartition } from '../../company/company-entity';
import { defineEntity } from '../../../platform/db/entity';
import { sortableId } from '../../../platform/ids';

/**
 * A contact captured through a shared medium's page. Lives in the company partition under
 * `LEAD#<id>`; `byMedium` on gsi1 lists one medium's leads newest first (the leads endpoint).
 */
export const leadEntity = defineEntity({
  name: 'lead',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      medium_id: z.number().int(),
      /** The rep who shared the medium (a member of the company), when the share page named one. */
      rep_id: z.number().int().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      captured_at: z.string(),
    }),
  keys: {
    primary: { pk: (l) => companyPartition(l.company_id), sk: (l) => `LEAD#${sortableId(l.id)}` },
    byMedium: {
      index: 'gsi1',
      pk: (l) => `${companyPartition(l.company_id)}#MEDIUM#${sortableId(l.medium_id)}#LEADS`,
      sk: (l) => `LEAD#${sortableId(l.id)}`,
    },
  },
});

/** A stored lead. */
export type Lead = z.infer<typeof leadEntity.schema>;

/** A lead as the API and the `lead_created` webhook payload show it. */
export function toLeadView(lead: Lead): Omit<Lead, 'company_id'> {
  const { company_id: _company, ...view } = lead;
  return view;
}
