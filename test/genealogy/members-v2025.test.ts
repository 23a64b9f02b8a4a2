import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { createFieldMember, MEMBERS } from './field-members';

const unique = () => randomUUID().slice(0, 8);

describe('members v2025-06', () => {
  it('creates reps and customers with external ids unique per company (422 naming the field)', async () => {
    const tenant = await createTenant();
    const email = `ext-${unique()}@example.com`;
    const created = await api('POST', MEMBERS, {
      token: tenant.token,
      body: {
        member: {
          email,
          member_type_slug: 'rep',
          first_name: 'Ann',
          last_name: 'Lee',
          username: `ann${unique()}`,
          external_id: 'EXT-1',
          phone: '+1 555 0100',
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.member).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      email,
      name: 'Ann Lee',
      member_type_slug: 'rep',
      activity_status: 'active',
      external_id: 'EXT-1',
      phone: '+1 555 0100',
      country_code: 'US',
      sponsor_id: null,
    });
    const sameExternal = await api('POST', MEMBERS, {
      token: tenant.token,
      body: { member: { email: `other-${unique()}@example.com`, member_type_slug: 'customer', external_id: 'EXT-1' } },
    });
    expect(sameExternal.status).toBe(422);
    expect(sameExternal.body.errors).toEqual({ 'member.external_id': ['already exists'] });
    const sameEmail = await api('POST', MEMBERS, {
      token: tenant.token,
      body: { member: { email, member_type_slug: 'customer' } },
    });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.errors.existing_member).toMatchObject({ id: created.body.member.id, email });
    const repWithoutUsername = await api('POST', MEMBERS, {
      token: tenant.token,
      body: { member: { email: `r-${unique()}@example.com`, member_type_slug: 'rep' } },
    });
    expect(repWithoutUsername.status).toBe(422);

    const otherCompany = await createTenant();
    const elsewhere = await api('POST', MEMBERS, {
      token: otherCompany.token,
      body: { member: { email: `x-${unique()}@example.com`, member_type_slug: 'customer', external_id: 'EXT-1' } },
    });
    expect(elsewhere.status).toBe(201);
    const foreign = await api('GET', `${MEMBERS}/${elsewhere.body.member.id}`, { token: tenant.token });
    expect(foreign.status).toBe(404);
  });

  it('finds by email, username or external id; none given is 422, nobody 404', async () => {
    const tenant = await createTenant();
    const id = await createFieldMember(tenant, { external_id: 'E-42' });
    const shown = await api('GET', `${MEMBERS}/${id}`, { token: tenant.token });
    expect(shown.status).toBe(200);
    const byExternal = await api('GET', `${MEMBERS}/find?external_id=E-42`, { token: tenant.token });
    expect(byExternal.body.member).toEqual(shown.body.member);
    const byEmail = await api('GET', `${MEMBERS}/find?email=${encodeURIComponent(shown.body.member.email)}`, {
      token: tenant.token,
    });
    expect(byEmail.body.member.id).toBe(id);
    const byUsername = await api('GET', `${MEMBERS}/find?username=${shown.body.member.username}`, {
      token: tenant.token,
    });
    expect(byUsername.body.member.id).toBe(id);
    expect((await api('GET', `${MEMBERS}/find`, { token: tenant.token })).status).toBe(422);
    expect((await api('GET', `${MEMBERS}/find?external_id=nobody`, { token: tenant.token })).status).toBe(404);
  });

  it('lists by cursor with filters, and changes type and profile', async () => {
    const tenant = await createTenant();
    const root = await createFieldMember(tenant);
    const children = [
      await createFieldMember(tenant, { sponsor_id: root, member_type_slug: 'customer' }),
      await createFieldMember(tenant, { sponsor_id: root }),
      await createFieldMember(tenant, { sponsor_id: root, member_type_slug: 'preferred_customer', external_id: 'P-1' }),
    ];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?page[limit]=2${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`;
      const page = await api('GET', `${MEMBERS}${query}`, { token: tenant.token });
      expect(page.status).toBe(200);
      expect(page.body.members.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.members.map((member: { id: string }) => member.id));
      cursor = page.body.meta.pagination.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual([root, ...children].sort());

    const sponsored = await api('GET', `${MEMBERS}?filter[sponsor_member_id]=${root}`, { token: tenant.token });
    expect(sponsored.body.members.map((member: { id: string }) => member.id).sort()).toEqual([...children].sort());
    const customers = await api('GET', `${MEMBERS}?filter[member_type_slug]=customer`, { token: tenant.token });
    expect(customers.body.members.map((member: { id: string }) => member.id).sort()).toEqual(
      [children[0], children[2]].sort(),
    );
    const external = await api('GET', `${MEMBERS}?filter[external_id]=P-1`, { token: tenant.token });
    expect(external.body.members.map((member: { id: string }) => member.id)).toEqual([children[2]]);

    const typed = await api('PUT', `${MEMBERS}/${children[0]}/member-type`, {
      token: tenant.token,
      body: { member_type_slug: 'preferred_customer' },
    });
    expect(typed.status).toBe(200);
    expect(typed.body.member.member_type_slug).toBe('preferred_customer');
    const unknownType = await api('PUT', `${MEMBERS}/${children[0]}/member-type`, {
      token: tenant.token,
      body: { member_type_slug: 'wizard' },
    });
    expect(unknownType.status).toBe(422);

    const patched = await api('PATCH', `${MEMBERS}/${children[1]}`, {
      token: tenant.token,
      body: { member: { first_name: 'Renamed', external_id: 'R-9' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.member).toMatchObject({ first_name: 'Renamed', external_id: 'R-9' });
    expect(patched.body.sponsor_change_job).toBeNull();
    const taken = await api('PATCH', `${MEMBERS}/${children[0]}`, {
      token: tenant.token,
      body: { member: { external_id: 'R-9' } },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ 'member.external_id': ['already exists'] });
  });

  it('answers 403 without members.view or members.manage', async () => {
    const tenant = await createTenant();
    const id = await createFieldMember(tenant);
    const viewer = await tenant.tokenWith({ permissions: ['members.view'] });
    expect((await api('GET', `${MEMBERS}/${id}`, { token: viewer })).status).toBe(200);
    const patch = await api('PATCH', `${MEMBERS}/${id}`, { token: viewer, body: { member: { first_name: 'X' } } });
    expect(patch.status).toBe(403);
    const none = await tenant.tokenWith({ permissions: ['events.view'] });
    expect((await api('GET', MEMBERS, { token: none })).status).toBe(403);
  });
});
