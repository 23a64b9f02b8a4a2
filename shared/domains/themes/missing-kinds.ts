import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { parseSort, storefrontKeys } from '../storefront/engine/keys';
import type { FamilyDescriptor } from '../storefront/descriptors/family-descriptor';
import { familyTable } from '../storefront/family-table';
import { publishedTemplateNames } from './published-templates';
import { lookupName, type TemplateType } from './template-kinds';

/**
 * Page kinds every shop uses: its home page, and rep sites (a direct-selling shop's reps each have
 * one, and no index counts reps cheaply, so they are assumed rather than queried).
 */
const alwaysUsed: readonly TemplateType[] = ['home', 'rep'];

/** Kinds a live product brings with it: shoppers who add it to a cart reach these pages. */
const shoppingKinds: readonly TemplateType[] = ['cart', 'checkout', 'order'];

/**
 * Warnings for the page kinds the shop uses that a theme has no published default template for
 * (visitors would see the theme's 404). A kind is in use when its family's public `live` list has a
 * row: one Query with Limit 1 per family, so the cost does not grow with the catalog. Media that
 * only resolve by slug are not in that list and do not count.
 */
export async function missingKindWarnings(companyId: number, themeId: number): Promise<string[]> {
  const [published, liveFamilies] = await Promise.all([
    publishedTemplateNames(companyId, themeId),
    Promise.all(familyTable.map((family) => hasLiveItem(companyId, family))),
  ]);
  const used = new Set<TemplateType>(alwaysUsed);
  familyTable.forEach((family, index) => {
    if (!liveFamilies[index]) return;
    used.add(family.pageKind satisfies TemplateType);
    if ((family as FamilyDescriptor).page?.shopping) for (const kind of shoppingKinds) used.add(kind);
  });
  return [...used]
    .filter((kind) => !published.has(lookupName(kind, 'default')))
    .map(
      (kind) =>
        `The theme has no published default \`${kind}\` template, which this shop uses; visitors opening a ${kind} page will see the theme's 404 page until one is published`,
    );
}

/** Whether the family's public `live` list, ordered by its default sort's field, has a row. */
async function hasLiveItem(companyId: number, family: FamilyDescriptor): Promise<boolean> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: {
        ':pk': storefrontKeys.view(companyId, family.name, 'live', parseSort(family.defaultSort).field),
      },
      ProjectionExpression: 'pk',
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
}
