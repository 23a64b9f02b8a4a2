import { NotFound } from '../../platform/errors/domain-error';
import { companyEventEntity, type CompanyEvent } from './event-entity';
import { queryAll } from '../../platform/db/query-all';

/** Reads one event of the company (GetItem), or undefined. */
export async function findEvent(companyId: number, eventId: number): Promise<CompanyEvent | undefined> {
  return companyEventEntity.get({ company_id: companyId, id: eventId });
}

/** Reads one event of the company; 404 when it does not exist. */
export async function getEvent(companyId: number, eventId: number): Promise<CompanyEvent> {
  const event = await findEvent(companyId, eventId);
  if (!event) throw new NotFound('Company event');
  return event;
}

/**
 * Every event of the company in start order (Query on `byStart`, following pages). The list's
 * filters depend on the clock (status labels), so they are applied to this in code; cost is one
 * read of the company's calendar per list request, which is bounded per company.
 */
export async function listCompanyEvents(companyId: number): Promise<CompanyEvent[]> {
  return (await queryAll(companyEventEntity.query('byStart', { company_id: companyId }))).map((item) =>
    companyEventEntity.fromRecord(item),
  );
}
