import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from '../helpers/http';
import type { Tenant } from '../helpers/tenant';

export const MEMBERS = '/api/v2025-06/members';

/** Creates a rep (or the given type) through the members v2025-06 surface and answers its id. */
export async function createFieldMember(
  tenant: Tenant,
  fields: { sponsor_id?: string | null; member_type_slug?: string; external_id?: string; first_name?: string } = {},
): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const slug = fields.member_type_slug ?? 'rep';
  const res = await api('POST', MEMBERS, {
    token: tenant.token,
    body: {
      member: {
        email: `m-${suffix}@example.com`,
        member_type_slug: slug,
        first_name: fields.first_name ?? `M${suffix}`,
        last_name: 'Field',
        ...(slug === 'rep' && { username: `u${suffix}` }),
        ...(fields.external_id && { external_id: fields.external_id }),
        ...(fields.sponsor_id && { sponsor_id: fields.sponsor_id }),
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.member.id as string;
}

/** A chain of `length` reps under `sponsor` (or a new root), top first. */
export async function createChain(tenant: Tenant, length: number, sponsor: string | null = null): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < length; index++)
    ids.push(await createFieldMember(tenant, { sponsor_id: ids[index - 1] ?? sponsor }));
  return ids;
}

/** Counts per level 1..5 of a member, as the downline read answers them. */
export async function levelCounts(tenant: Tenant, memberId: string): Promise<number[]> {
  const res = await api('GET', `${MEMBERS}/${memberId}/downline?level=1`, { token: tenant.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.counts as { count: number }[]).map((entry) => entry.count);
}

/** Ids of a member's upline, nearest first (every page). */
export async function uplineIds(tenant: Tenant, memberId: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?page[limit]=2&page[cursor]=${encodeURIComponent(cursor)}` : '?page[limit]=2';
    const res = await api('GET', `${MEMBERS}/${memberId}/upline${query}`, { token: tenant.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...(res.body.members as { id: string }[]).map((member) => member.id));
    cursor = res.body.meta.pagination.next_cursor;
  } while (cursor);
  return ids;
}

/** Ids on one level of a member's downline (every page). */
export async function downlineIds(tenant: Tenant, memberId: string, level: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?level=${level}&page[limit]=50${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`;
    const res = await api('GET', `${MEMBERS}/${memberId}/downline${query}`, { token: tenant.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...(res.body.members as { id: string }[]).map((member) => member.id));
    cursor = res.body.meta.pagination.next_cursor;
  } while (cursor);
  return ids.sort();
}
