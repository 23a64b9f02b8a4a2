import { defineHandler } from '../http/define-handler';
import { NotFound } from '../../platform/errors/domain-error';
import { reply } from '../http/reply';
import { resolveShop } from '../../domains/storefront/resolve-shop';
import { storefrontNow } from '../../domains/storefront/engine/clock';
import type { FamilyDefinition, ViewContext } from '../../domains/storefront/engine/family';
import { listItems, type ListControls } from '../../domains/storefront/engine/list';
import { notLiveWarnings } from '../../domains/storefront/engine/not-live-warning';
import { presentItem } from '../../domains/storefront/engine/present';
import { homePriceCountry } from '../../domains/storefront/engine/price-country';
import { familyRoutes, memberRoutes } from './routes';
import { findLiveItem } from '../../domains/storefront/engine/public-lookup';
import { getItem } from '../../domains/storefront/engine/store';
import { createItem, deleteItem, updateItem } from '../../domains/storefront/engine/writes';

const page = (limit: number, nextCursor: string | null) => ({
  meta: { pagination: { next_cursor: nextCursor, limit } },
});

const companyView = (companyId: number): ViewContext => ({ companyId, now: storefrontNow(companyId), kind: 'company' });

/** Meta of a write's answer: `warnings` when what was saved will not be live or sell as the caller may expect. */
const writeMeta = async (family: FamilyDefinition, item: Parameters<typeof notLiveWarnings>[1]) => {
  const warnings = [...notLiveWarnings(family, item), ...((await family.hooks?.warnings?.(item)) ?? [])];
  return warnings.length > 0 ? { meta: { warnings } } : {};
};

/*
 * The Lambda handlers of a family's generated routes (the service factory's HTTP face), one
 * factory per operation so each function reaches only its own code (what it can throw stays per
 * route in test/openapi/declared-errors.unit.test.ts). The build generates each function's entry, the
 * factory bound to one family (lib/bundling/family-entries.ts).
 */

/** GET /company/<plural>: every status, company filters. */
export function listCompanyHandler(family: FamilyDefinition) {
  const route = familyRoutes(family).listCompany;
  return defineHandler(route, async ({ principal, query }) => {
    const { items, nextCursor } = await listItems(
      family,
      principal.companyId,
      route.id,
      { surface: 'company' },
      query as ListControls,
    );
    return reply({ [family.plural]: items }, page(query.page.limit, nextCursor));
  });
}

/** POST /company/<plural>. */
export function createHandler(family: FamilyDefinition) {
  return defineHandler(familyRoutes(family).create, async ({ principal, body }) => {
    const item = await createItem(family, principal.companyId, body[family.bodyKey] as Record<string, unknown>);
    return reply(
      { [family.bodyKey]: await presentItem(family, item, companyView(principal.companyId)) },
      await writeMeta(family, item),
    );
  });
}

/** GET /company/<plural>/{id}. */
export function getCompanyHandler(family: FamilyDefinition) {
  return defineHandler(familyRoutes(family).getCompany, async ({ principal, params }) => ({
    [family.bodyKey]: await presentItem(
      family,
      await getItem(family, principal.companyId, params.id),
      companyView(principal.companyId),
    ),
  }));
}

/** PUT /company/<plural>/{id}. */
export function updateHandler(family: FamilyDefinition) {
  return defineHandler(familyRoutes(family).update, async ({ principal, params, body }) => {
    const item = await updateItem(
      family,
      principal.companyId,
      params.id,
      body[family.bodyKey] as Record<string, unknown>,
    );
    return reply(
      { [family.bodyKey]: await presentItem(family, item, companyView(principal.companyId)) },
      await writeMeta(family, item),
    );
  });
}

/** DELETE /company/<plural>/{id}. */
export function deleteHandler(family: FamilyDefinition) {
  return defineHandler(familyRoutes(family).delete, async ({ principal, params }) => {
    const item = await deleteItem(family, principal.companyId, params.id);
    return { [family.bodyKey]: await presentItem(family, item, companyView(principal.companyId)) };
  });
}

/** GET /<plural>: the live items of the shop. */
export function listPublicHandler(family: FamilyDefinition) {
  const route = familyRoutes(family).listPublic;
  return defineHandler(route, async ({ event, query }) => {
    const { companyId } = await resolveShop(event);
    const controls = query as ListControls;
    const { items, nextCursor } = await listItems(
      family,
      companyId,
      route.id,
      { surface: 'public' },
      controls,
      await homePriceCountry(family, companyId, controls.country),
    );
    return reply({ [family.plural]: items }, page(query.page.limit, nextCursor));
  });
}

/** GET /<plural>/{slug}: one live item. */
export function getPublicHandler(family: FamilyDefinition) {
  return defineHandler(familyRoutes(family).getPublic, async ({ event, params, query }) => {
    const { companyId } = await resolveShop(event);
    const { lang, country } = query as { lang?: string; country?: string };
    const context: ViewContext = {
      companyId,
      now: storefrontNow(companyId),
      kind: 'detail',
      lang,
      country,
      priceCountry: await homePriceCountry(family, companyId, country),
    };
    const { item, readById } = await findLive(family, companyId, params.slug, context);
    return { [family.bodyKey]: await presentItem(family, item, context, readById) };
  });
}

/** GET /<plural>/{slug}/<member plural>: the live members of a live item (`/categories/{slug}/products`). */
export function memberListHandler(owner: FamilyDefinition, memberPlural: string) {
  const index = (owner.memberLists ?? []).findIndex((member) => member.plural === memberPlural);
  if (index === -1) throw new Error(`${owner.plural} lists no ${memberPlural}`);
  const member = owner.memberLists![index]!;
  const route = memberRoutes(owner)[index]!;
  return defineHandler(route, async ({ event, params, query }) => {
    const { companyId } = await resolveShop(event);
    const controls = query as unknown as ListControls;
    const { item: ownerItem } = await findLive(owner, companyId, params.slug as string, {
      companyId,
      now: storefrontNow(companyId),
      kind: 'detail',
      lang: controls.lang,
    });
    const source = { surface: 'members', ownerFamily: owner.name, ownerId: ownerItem.id } as const;
    const { items, nextCursor } = await listItems(
      member,
      companyId,
      route.id,
      source,
      controls,
      await homePriceCountry(member, companyId, controls.country),
    );
    return reply({ [member.plural]: items }, page(controls.page.limit, nextCursor));
  });
}

/** A publicly visible item by slug; 404 when missing, not live, or not sold in the requested country. */
async function findLive(family: FamilyDefinition, companyId: number, slug: string, context: ViewContext) {
  const found = await findLiveItem(family, companyId, slug, context);
  if (!found) throw new NotFound(family.label);
  return found;
}
