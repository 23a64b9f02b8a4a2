import { defineHandler } from '../../http/define-handler';
import { NotFound } from '../../http/errors';
import { reply } from '../../http/reply';
import { resolveShop } from '../resolve-shop';
import { storefrontNow } from './clock';
import type { FamilyDefinition, ViewContext } from './family';
import { listItems, type ListControls } from './list';
import { presentItem } from './present';
import { familyRoutes, memberRoutes } from './routes';
import { findItemBySlug, getItem } from './store';
import { isPubliclyVisible } from './visibility';
import { createItem, deleteItem, updateItem } from './writes';

const page = (limit: number, nextCursor: string | null) => ({ meta: { pagination: { next_cursor: nextCursor, limit } } });

/**
 * The Lambda handlers of a family's generated routes (the service factory's HTTP face): each
 * route's one-line handler file exports one of these.
 *
 * @example export const handler = storefrontHandlers(products).listPublic;
 */
export function storefrontHandlers(family: FamilyDefinition) {
  const routes = familyRoutes(family);
  const company = (companyId: number): ViewContext => ({ companyId, now: storefrontNow(companyId), kind: 'company' });
  return {
    listCompany: defineHandler(routes.listCompany, async ({ principal, query }) => {
      const { items, nextCursor } = await listItems(family, principal.companyId, routes.listCompany.id, { surface: 'company' }, query as ListControls);
      return reply({ [family.plural]: items }, page(query.page.limit, nextCursor));
    }),
    create: defineHandler(routes.create, async ({ principal, body }) => {
      const item = await createItem(family, principal.companyId, body[family.bodyKey] as Record<string, unknown>);
      return { [family.bodyKey]: await presentItem(family, item, company(principal.companyId)) };
    }),
    getCompany: defineHandler(routes.getCompany, async ({ principal, params }) => ({
      [family.bodyKey]: await presentItem(family, await getItem(family, principal.companyId, params.id), company(principal.companyId)),
    })),
    update: defineHandler(routes.update, async ({ principal, params, body }) => {
      const item = await updateItem(family, principal.companyId, params.id, body[family.bodyKey] as Record<string, unknown>);
      return { [family.bodyKey]: await presentItem(family, item, company(principal.companyId)) };
    }),
    delete: defineHandler(routes.delete, async ({ principal, params }) => {
      const item = await deleteItem(family, principal.companyId, params.id);
      return { [family.bodyKey]: await presentItem(family, item, company(principal.companyId)) };
    }),
    listPublic: defineHandler(routes.listPublic, async ({ event, query }) => {
      const { companyId } = await resolveShop(event);
      const { items, nextCursor } = await listItems(family, companyId, routes.listPublic.id, { surface: 'public' }, query as ListControls);
      return reply({ [family.plural]: items }, page(query.page.limit, nextCursor));
    }),
    getPublic: defineHandler(routes.getPublic, async ({ event, params, query }) => {
      const { companyId } = await resolveShop(event);
      const context: ViewContext = { companyId, now: storefrontNow(companyId), kind: 'detail', ...(query as { lang?: string; country?: string }) };
      return { [family.bodyKey]: await presentItem(family, await findLive(family, companyId, params.slug, context), context) };
    }),
  };
}

/** Handlers of a family's public member lists (`/categories/{slug}/products`), by member family plural. */
export function memberListHandlers(owner: FamilyDefinition) {
  return Object.fromEntries(
    memberRoutes(owner).map((route, index) => {
      const member = owner.memberLists![index]!;
      return [
        member.plural,
        defineHandler(route, async ({ event, params, query }) => {
          const { companyId } = await resolveShop(event);
          const controls = query as unknown as ListControls;
          const ownerItem = await findLive(owner, companyId, params.slug as string, { companyId, now: storefrontNow(companyId), kind: 'detail', lang: controls.lang });
          const source = { surface: 'members', ownerFamily: owner.name, ownerId: ownerItem.id } as const;
          const { items, nextCursor } = await listItems(member, companyId, route.id, source, controls);
          return reply({ [member.plural]: items }, page(controls.page.limit, nextCursor));
        }),
      ];
    }),
  );
}

/** A publicly visible item by slug; 404 when missing, not live, or not sold in the requested country. */
async function findLive(family: FamilyDefinition, companyId: number, slug: string, context: ViewContext) {
  const item = await findItemBySlug(family, companyId, slug);
  if (!item || !isPubliclyVisible(family, item, context)) throw new NotFound(family.label);
  return item;
}
