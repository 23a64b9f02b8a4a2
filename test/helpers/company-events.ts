import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { permissions } from '../../shared/domains/auth/permissions';
import type { Principal } from '../../shared/domains/auth/principal';
import { addCompanyCountry } from '../../shared/domains/company/company-countries';
import { reminderScheduleName } from '../../shared/domains/company-events/reminder-schedule';
import { createMember } from '../../shared/domains/members/create-member';
import { getLocalSchedule } from '../../shared/platform/scheduler/local-scheduler';
import { scheduleGroupName } from '../../shared/platform/scheduler/scheduler';
import { api } from './http';
import type { Tenant } from './tenant';

/** A valid event body (fields as the API takes them), far enough ahead that it is Upcoming. */
export function eventInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Spring kickoff',
    description: 'Quarterly kickoff for the field team.',
    time_zone: 'America/New_York',
    start_date: '2030-05-04',
    end_date: '2030-05-04',
    start_time: '18:00',
    end_time: '20:00',
    ...overrides,
  };
}

/** Creates an event over HTTP and returns the response's `event` (fails the test on a non-201). */
export async function createEvent(tenant: Tenant, overrides: Record<string, unknown> = {}): Promise<any> {
  const res = await api('POST', '/api/company/events', { token: tenant.token, body: { event: eventInput(overrides) } });
  if (res.status !== 201) throw new Error(`create event → ${res.status}: ${res.text}`);
  return res.body.event;
}

/** Adds countries to the tenant's company (its home country is always one). */
export async function addCountries(tenant: Tenant, codes: readonly string[]): Promise<void> {
  for (const code of codes) await addCompanyCountry(tenant.company.id, code, {});
}

/** Creates a member of the tenant's company through the members domain module. */
export async function addMember(
  tenant: Tenant,
  input: { type: 'rep' | 'admin'; country_code: string; active?: boolean },
): Promise<{ id: number; type: string; country_code: string }> {
  const suffix = randomUUID().slice(0, 8);
  const principal: Principal = {
    companyId: tenant.company.id,
    tokenId: 0,
    kind: 'company',
    permissions: new Set(permissions),
    isRootAdmin: false,
  };
  return createMember(principal, {
    type: input.type,
    email: `${input.type}-${suffix}@example.com`,
    first_name: 'Test',
    last_name: suffix,
    username: input.type === 'rep' ? `rep${suffix}` : null,
    country_code: input.country_code,
    role: input.type === 'admin' ? 'admin' : null,
    active: input.active ?? true,
  });
}

/** The stored local reminder schedule of an event, or undefined. */
export function reminderScheduleOf(companyId: number, eventId: number) {
  return getLocalSchedule(scheduleGroupName(), reminderScheduleName(companyId, eventId));
}

/** Fires the local scheduler at a chosen instant, limited to one event's reminder schedule. */
export async function fireReminder(companyId: number, eventId: number, now: string): Promise<any[]> {
  const name = reminderScheduleName(companyId, eventId);
  const res = await fetch(`${inject('baseUrl')}/_local/scheduler/fire?now=${encodeURIComponent(now)}&name=${name}`, {
    method: 'POST',
  });
  if (res.status !== 200) throw new Error(`fire → ${res.status}`);
  return ((await res.json()) as { fired: any[] }).fired;
}
