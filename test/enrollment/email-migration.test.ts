import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeStoredEmails, type ScanCursor } from '../../scripts/normalize-stored-emails';
import { buildMember } from '../../shared/domains/members/create-member';
import { memberEntity, memberSearchText } from '../../shared/domains/members/member-entity';
import { claimChanges, memberClaims } from '../../shared/domains/members/member-guards';
import { transactWrite } from '../../shared/platform/db/transact';
import { readUniqueClaim } from '../../shared/platform/db/unique';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { latestSignInPath, mailbox } from '../identity/support';

const address = {
  name: 'Lee Legacy',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
  country_code: 'US',
};

let shop: Tenant;

beforeAll(async () => {
  shop = await createShop();
  const kit = await createProduct(shop, 'Legacy kit', [{ prices: { US: { price: 5000, shipping: 0 } } }]);
  await createItem(shop, 'enrollment_packs', 'enrollment_pack', {
    title: 'Legacy kit pack',
    slug: 'legacy-kit',
    status: 'published',
    active: true,
    member_type: 'rep',
    products: [{ product_id: kit.id, quantity: 1 }],
  });
});

/** A member written as the store wrote them before normalization: email, claim and index key as typed. */
async function seedLegacyMember(typed: string) {
  const built = buildMember(
    shop.company.id,
    { type: 'rep', email: typed, first_name: 'Lee', last_name: 'Legacy', username: null, country_code: 'US' },
    new Date(),
  );
  const legacy = {
    ...built,
    type: 'customer' as const,
    email: typed,
    search_text: memberSearchText({ ...built, email: typed }),
  };
  const { failedIndex } = await transactWrite([
    memberEntity.create(legacy),
    ...claimChanges([], memberClaims(legacy), legacy.id).items,
  ]);
  expect(failedIndex).toBeUndefined();
  return legacy;
}

const requestLink = (email: string) => apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });

describe('the email migration rewrites stored emails and their lookup keys to the normalized spelling', () => {
  it('a mixed-case legacy member can sign in and cannot enroll again once migrated; a re-run and a resumed run change nothing more', {
    timeout: 180_000,
  }, async () => {
    const local = `legacy-${randomUUID().slice(0, 8)}`;
    const normalized = `${local}@example.com`;
    const legacy = await seedLegacyMember(`${local.toUpperCase()}@Example.COM`);
    // One mailbox enrolled twice before normalization: the second spelling cannot take the email.
    const twice = `twice-${randomUUID().slice(0, 8)}`;
    const holder = await seedLegacyMember(`${twice}@example.com`);
    const duplicate = await seedLegacyMember(`${twice.toUpperCase()}@example.com`);

    // Before: the lookups (normalized) miss the legacy spelling.
    expect((await requestLink(normalized)).status).toBe(202);
    expect(await mailbox(normalized)).toEqual([]);

    // An interrupted run (stopped after its first page) resumes from the cursor it saved.
    let saved: ScanCursor | undefined;
    const interrupted = await normalizeStoredEmails({
      onPage: (cursor) => {
        saved = cursor;
        throw new Error('interrupted');
      },
    }).catch((error: Error) => error);
    expect(interrupted).toBeInstanceOf(Error);
    // A table of one page leaves no cursor: the run then had nothing left to resume.
    const resumed = saved ? await normalizeStoredEmails({ from: saved }) : { conflicts: [] };
    const conflicts = [...resumed.conflicts].filter((conflict) => conflict.company_id === shop.company.id);
    // The first page may have held them: then the interrupted run handled them, and the re-run below reports the conflict.
    const rerun = await normalizeStoredEmails();
    const reported = [...conflicts, ...rerun.conflicts.filter((conflict) => conflict.company_id === shop.company.id)];
    expect(reported).toContainEqual({
      company_id: shop.company.id,
      member_id: duplicate.id,
      email: `${twice}@example.com`,
      held_by_member_id: holder.id,
    });
    expect(new Set(reported.map((conflict) => conflict.member_id))).toEqual(new Set([duplicate.id]));
    expect(await memberEntity.get({ company_id: shop.company.id, id: duplicate.id })).toMatchObject({
      email: duplicate.email,
    });

    const migrated = await memberEntity.get({ company_id: shop.company.id, id: legacy.id }, { consistent: true });
    expect(migrated).toMatchObject({ email: normalized, search_text: expect.stringContaining(normalized) });
    expect(await readUniqueClaim(`member_email#${shop.company.id}`, legacy.email)).toBeUndefined();
    expect(await readUniqueClaim(`member_email#${shop.company.id}`, normalized)).toMatchObject({
      member_id: legacy.id,
    });

    // Idempotent: the re-run found the member normalized and left it as it was.
    expect(migrated!.updated_at).toBe(legacy.updated_at);

    // Sign-in works, whatever case the member types.
    expect((await requestLink(` ${local.toUpperCase()}@EXAMPLE.com`)).status).toBe(202);
    const redeemed = await api('GET', await latestSignInPath(normalized));
    expect(redeemed.status).toBe(200);

    // The same mailbox cannot enroll again.
    const { token } = await createCart(shop, {
      country_code: 'US',
      email: normalized,
      enrollment_pack_slug: 'legacy-kit',
    });
    const ready = await cartCall(shop, 'PATCH', `/${token}`, {
      shipping_address: address,
      shipping_method_id: 'standard',
    });
    expect(ready.status).toBe(200);
    const again = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('email');
  });
});
