import type { CompanyEvent } from './event-entity';
import { listCompanyEvents } from './event-store';
import { toEventResponse, type EventResponse } from './event-view';

/** Filters of the event list; all optional and combined with AND. */
export interface EventListFilters {
  /** Derived list status. */
  status?: 'active' | 'draft' | 'out_of_date';
  /** Only events available in this country. */
  country?: string;
  /** Case-insensitive substring of the title. */
  q?: string;
}

const LABELS = { active: 'Active', draft: 'Draft', out_of_date: 'Out of Date' } as const;

/** One page of the company's events in start order (ties by id), with the total matching count. */
export async function listEvents(
  companyId: number,
  filters: EventListFilters,
  page: { page: number; perPage: number },
  now: Date = new Date(),
): Promise<{ events: EventResponse[]; totalCount: number }> {
  const matching = (await listCompanyEvents(companyId))
    .map((event) => toEventResponse(event, now))
    .filter((view) => matches(view, filters));
  const start = (page.page - 1) * page.perPage;
  return { events: matching.slice(start, start + page.perPage), totalCount: matching.length };
}

function matches(view: EventResponse & Pick<CompanyEvent, 'available_countries'>, filters: EventListFilters): boolean {
  if (filters.status && view.status_label !== LABELS[filters.status]) return false;
  if (filters.country && !view.available_countries.includes(filters.country)) return false;
  if (filters.q && !view.title.toLowerCase().includes(filters.q.toLowerCase())) return false;
  return true;
}
