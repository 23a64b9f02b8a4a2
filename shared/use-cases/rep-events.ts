import { listEvents } from '../domains/company-events/list-events';
import { getMember } from '../domains/members/member-store';

/** One page of the company's active events available in the rep's own country (its member record's). */
export async function repEvents(companyId: number, memberId: number, page: { page: number; perPage: number }) {
  const member = await getMember(companyId, memberId);
  return listEvents(companyId, { status: 'active', country: member.country_code }, page);
}
