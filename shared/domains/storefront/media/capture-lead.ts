import { transactWrite } from '../../../platform/db/transact';
import { outboxPut } from '../../events/outbox';
import { Conflict, ValidationFailed } from '../../../platform/errors/domain-error';
import { newNumericId } from '../../../platform/ids';
import { findMember } from '../../members/member-store';
import { leadEntity, toLeadView, type Lead } from './lead-entity';
import { bumpStats } from './medium-stats';
import { normalizeEmail } from '../../../platform/schema/email';

/** What a share page sends (validated by the route). */
export interface LeadInput {
  name: string;
  email?: string | null;
  phone?: string | null;
  rep_id?: number | null;
}

/** The medium a lead is captured through (already resolved from the public slug). */
export interface SharedMedium {
  id: number;
  company_id: number;
  slug: string;
  title: string;
}

/**
 * Records a lead captured through a shared medium: the lead, the medium's `leads` counter and the
 * `lead_created` event commit in one transaction. A named rep must be an active rep of the
 * medium's company (422 naming `lead.rep_id` otherwise).
 */
export async function captureLead(medium: SharedMedium, input: LeadInput, now: Date = new Date()): Promise<Lead> {
  if (input.rep_id != null) await assertActiveRep(medium.company_id, input.rep_id);
  const lead: Lead = {
    id: newNumericId(now.getTime()),
    company_id: medium.company_id,
    medium_id: medium.id,
    rep_id: input.rep_id ?? null,
    name: input.name,
    email: input.email ? normalizeEmail(input.email) : null,
    phone: input.phone ?? null,
    captured_at: now.toISOString(),
  };
  const { failedIndex } = await transactWrite([
    { Put: { Item: leadEntity.toRecord(lead), ConditionExpression: 'attribute_not_exists(pk)' } },
    bumpStats(medium.company_id, medium.id, 'leads'),
    outboxPut({
      companyId: medium.company_id,
      resource: 'lead',
      event: 'created',
      data: { ...toLeadView(lead), medium: { id: medium.id, slug: medium.slug, title: medium.title } },
      occurredAt: now,
    }),
  ]);
  if (failedIndex !== undefined) throw new Conflict('Lead id collision; retry the request');
  return lead;
}

async function assertActiveRep(companyId: number, repId: number): Promise<void> {
  const member = await findMember(companyId, repId);
  if (member?.type !== 'rep' || !member.active)
    throw new ValidationFailed({ 'lead.rep_id': ['is not an active rep of this shop'] });
}
