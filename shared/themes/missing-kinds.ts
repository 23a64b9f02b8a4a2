import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../platform/db/client';
import { parseSort, storefrontKeys } from '../storefront/engine/keys';
import type { FamilyDefinition } from '../storefront/engine/family';
import { storefrontFamilies } from '../storefront/families';
import { products } from '../storefront/families/products';
import { loadTheme } from './theme-loader';
import type { TemplateType } from './template-kinds';

/**
 * Page kinds every shop uses: its home page, and rep sites (a direct-selling shop's reps each have
 * one, and no index counts reps cheaply, so they are assumed rather than queried).
 */
const alwaysUsed: readonly TemplateType[] = ['home', 'rep'];

/** Kinds a live product brings with it: shoppers who add it to a cart reach these pages. */
const shoppingKinds: readonly TemplateType[] = ['cart', 'checkout', 'order'];

/**
 * Warnings for the page kinds the shop uses that a theme has no published default template for:
 * visitors opening such a page see the theme's 404 (shared/edge/site/render-storefront.ts). A family's
 * kind is in use when its public `live` list has a row: one Query with Limit 1 per family (eight,
 * in parallel), so the cost is known whatever the catalog's size; the theme's templates come from
 * the loader's one GetItem and one Query. Media that only resolve by slug (restricted or rep
 * uploads) are not in that list and do not count.
 */
export async function missingKindWarnings(companyId: number, themeId: number): Promise<string[]> {
  const [theme, liveFamilies] = await Promise.all([loadTheme(companyId, themeId), Promise.all(storefrontFamilies.map((family) => hasLiveItem(companyId, family)))]);
  const used = new Set<TemplateType>(alwaysUsed);
  storefrontFamilies.forEach((family, index) => {
    if (!liveFamilies[index]) return;
    used.add(family.bodyKey as TemplateType);
    if (family === products) for (const kind of shoppingKinds) used.add(kind);
  });
  return [...used]
    .filter((kind) => !theme?.has(kind, 'default'))
    .map((kind) => `The theme has no published default \`${kind}\` template, which this shop uses; visitors opening a ${kind} page will see the theme's 404 page until one is published`);
}

async function hasLiveItem(companyId: number, family: FamilyDefinition): Promise<boolean> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': storefrontKeys.view(companyId, family.name, 'live', parseSort(family.defaultSort).field) },
      ProjectionExpression: 'pk',
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
}
