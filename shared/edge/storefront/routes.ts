import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route';
import { builtOnce } from '../../platform/schema/built-once';
import type { FamilyDefinition } from '../../domains/storefront/engine/family';
import {
  idParams,
  listQuerySchema,
  lookupQuerySchema,
  slugParams,
  viewSchema,
  writeBodySchema,
} from '../../domains/storefront/engine/schemas';
import { sortValues } from '../../domains/storefront/engine/keys';

const BASE = '/api/v202604';
const view = { kind: 'bearer', permission: 'storefront.view' } as const;
const update = { kind: 'bearer', permission: 'storefront.update' } as const;
const shop = { kind: 'shop' } as const;

/** How a family's item goes live, for its write routes' descriptions (README "How to publish each resource"). */
const publishing = (family: FamilyDefinition) =>
  `Live when \`status\` is \`published\` (or \`scheduled\` and past \`publish_at\`) and the switch \`${family.switchField}\` is true` +
  (family.switchField === 'public'
    ? ' (products use `public`; every other family `active`).'
    : ' (products use `public` instead).') +
  ` Saving it published or scheduled with \`${family.switchField}: false\` succeeds and says why it is not live in \`meta.warnings\`.` +
  (family.warningsNote ? ` ${family.warningsNote}` : '');

/** How public routes identify the shop; repeated in every public route's description. */
export const SHOP_IDENTIFICATION =
  'No token needed. The shop is named by the `X-Service-Shop` header (its shop identifier), or the `Host` subdomain of the storefront domain (`<shop>.<STOREFRONT_DOMAIN>`), or a public token (`Authorization: Bearer pub_…`); an unknown shop is a 404.';

const pascal = (value: string) => value.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());

/**
 * Ids of a family's public list and of an owner's member list, apart from the routes: callers that
 * only name the list (the rendered storefront's catalog objects bind their cursors to it) need not
 * build the routes' schemas.
 */
export const publicListRouteId = (family: FamilyDefinition) => `list${pascal(family.plural)}`;
export const memberListRouteId = (owner: FamilyDefinition, member: FamilyDefinition) =>
  `list${pascal(owner.name)}${pascal(member.plural)}`;

const builtRoutes = new WeakMap<FamilyDefinition, FamilyRoutes>();

/**
 * The routes the engine generates for a family, keyed by what they do. Each route, and the schemas
 * it shares with the others (the item view, each surface's list query), is built the first time it
 * is read, once per family: a handler file reads its own route only, so a function builds one
 * route's schemas at import instead of seven (cold starts); the manifest reads them all.
 */
export function familyRoutes(family: FamilyDefinition): FamilyRoutes {
  let routes = builtRoutes.get(family);
  if (!routes) {
    routes = lazyProperties(routeBuilders(family));
    builtRoutes.set(family, routes);
  }
  return routes;
}

/** An object whose properties are built on first read (enumerable, so `Object.values` builds them all). */
function lazyProperties<B extends Record<string, () => unknown>>(
  builders: B,
): { readonly [K in keyof B]: ReturnType<B[K]> } {
  const target = {} as { [K in keyof B]: ReturnType<B[K]> };
  for (const [key, build] of Object.entries(builders))
    Object.defineProperty(target, key, { get: builtOnce(build), enumerable: true });
  return target;
}

function routeBuilders(family: FamilyDefinition) {
  const name = pascal(family.name);
  const plural = pascal(family.plural);
  const item = builtOnce(() => viewSchema(family));
  const list = builtOnce(() => z.object({ [family.plural]: z.array(item()) }));
  const single = builtOnce(() => z.object({ [family.bodyKey]: item() }));
  const query = {
    company: builtOnce(() => listQuerySchema(family, 'company')),
    public: builtOnce(() => listQuerySchema(family, 'public')),
  };
  const sorts = () =>
    `Sorts: ${sortValues(family)
      .map((s) => `\`${s}\``)
      .join(', ')}; default \`${family.defaultSort}\`.`;
  const filters = (surface: 'company' | 'public') =>
    `Filters: ${
      Object.keys(query[surface]().shape.filter.unwrap().shape)
        .map((f) => `\`filter[${f}]\``)
        .join(', ') || 'none'
    }${family.countryScoped ? '' : '; `country` prices the answer and leaves out items not sold there'}.`;
  const handler = (verb: string) => `storefront/${family.plural}/${verb}`;
  return {
    listCompany: () =>
      defineRoute({
        id: `listCompany${plural}`,
        method: 'GET',
        path: `${BASE}/company/${family.plural}`,
        handler: handler('list-company'),
        surface: 'storefront',
        auth: view,
        ownership: { kind: 'none' },
        summary: `List the company's ${family.plural}`,
        description: `Every status. ${filters('company')} ${sorts()}`,
        request: { query: query.company() },
        response: { status: 200, body: list() },
        pagination: 'cursor',
      }),
    create: () =>
      defineRoute({
        id: `create${name}`,
        method: 'POST',
        path: `${BASE}/company/${family.plural}`,
        handler: handler('create'),
        surface: 'storefront',
        auth: update,
        uses: family.writeUses,
        summary: `Create a ${family.name.replaceAll('_', ' ')}`,
        description: `Body wrapped in \`${family.bodyKey}\`. The slug is generated from the title unless given; a taken slug is a 422 naming \`${family.bodyKey}.slug\`. ${publishing(family)} Emits \`${family.name}_created\`.`,
        request: { body: writeBodySchema(family, 'create') },
        response: { status: 201, body: single() },
      }),
    getCompany: () =>
      defineRoute({
        id: `getCompany${name}`,
        method: 'GET',
        path: `${BASE}/company/${family.plural}/{id}`,
        handler: handler('get-company'),
        surface: 'storefront',
        auth: view,
        ownership: { kind: 'none' },
        summary: `Show a ${family.name.replaceAll('_', ' ')} by id`,
        request: { params: idParams },
        response: { status: 200, body: single() },
      }),
    update: () =>
      defineRoute({
        id: `update${name}`,
        method: 'PUT',
        path: `${BASE}/company/${family.plural}/{id}`,
        handler: handler('update'),
        surface: 'storefront',
        auth: update,
        uses: family.writeUses,
        summary: `Update a ${family.name.replaceAll('_', ' ')}`,
        description: `Partial: absent fields keep their values. ${family.slug.followsTitle ? 'Renaming changes the slug unless it is pinned.' : 'The slug stays stable on rename.'} Last writer wins: an update that loses a race is re-applied on the current item, or, when concurrent updates already changed every field it sends, answers the current item. ${publishing(family)} Emits \`${family.name}_updated\`.`,
        request: { params: idParams, body: writeBodySchema(family, 'update') },
        response: { status: 200, body: single() },
      }),
    delete: () =>
      defineRoute({
        id: `delete${name}`,
        method: 'DELETE',
        path: `${BASE}/company/${family.plural}/{id}`,
        handler: handler('delete'),
        surface: 'storefront',
        auth: update,
        summary: `Delete a ${family.name.replaceAll('_', ' ')}`,
        description: `Answers its last state. Emits \`${family.name}_deleted\`.`,
        request: { params: idParams },
        response: { status: 200, body: single() },
      }),
    listPublic: () =>
      defineRoute({
        id: publicListRouteId(family),
        method: 'GET',
        path: `${BASE}/${family.plural}`,
        handler: handler('list-public'),
        surface: 'storefront',
        auth: shop,
        summary: `List live ${family.plural}`,
        description: `${SHOP_IDENTIFICATION} Published (or scheduled and past the publish time) and switched on. ${filters('public')} ${sorts()}`,
        request: { query: query.public() },
        response: { status: 200, body: list(), exact: true },
        pagination: 'cursor',
      }),
    getPublic: () =>
      defineRoute({
        id: `get${name}BySlug`,
        method: 'GET',
        path: `${BASE}/${family.plural}/{slug}`,
        handler: handler('get-public'),
        surface: 'storefront',
        auth: shop,
        summary: `Look up a live ${family.name.replaceAll('_', ' ')} by slug`,
        description: `${SHOP_IDENTIFICATION} Includes the fields list rows leave out.`,
        request: { params: slugParams, query: lookupQuerySchema(family) },
        response: { status: 200, body: single(), exact: true },
      }),
  };
}

/** Public member-list routes of a family (`/categories/{slug}/products`), one per family in `memberLists`. */
export function memberRoutes(owner: FamilyDefinition): RouteDefinition[] {
  return (owner.memberLists ?? []).map((member) =>
    defineRoute({
      id: memberListRouteId(owner, member),
      method: 'GET',
      path: `${BASE}/${owner.plural}/{slug}/${member.plural}`,
      handler: `storefront/${owner.plural}/list-${member.plural}`,
      surface: 'storefront',
      auth: shop,
      summary: `List the live ${member.plural} of a live ${owner.name}`,
      description: `${SHOP_IDENTIFICATION} Ordered by the ${member.plural}' default sort (\`${member.defaultSort}\`, or its reverse).`,
      request: { params: slugParams, query: listQuerySchema(member, 'public', { sortable: false }) },
      response: { status: 200, body: z.object({ [member.plural]: z.array(viewSchema(member)) }), exact: true },
      pagination: 'cursor',
    }),
  );
}

export type FamilyRoutes = {
  readonly [K in keyof ReturnType<typeof routeBuilders>]: ReturnType<ReturnType<typeof routeBuilders>[K]>;
};
