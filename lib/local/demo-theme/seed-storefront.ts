import type { FamilyDefinition } from '../../../shared/domains/storefront/engine/family';
import { writeBodySchema } from '../../../shared/domains/storefront/engine/schemas';
import { findItemBySlug } from '../../../shared/domains/storefront/engine/store';
import { createItem } from '../../../shared/domains/storefront/engine/writes';
import { collections } from '../../../shared/domains/storefront/families/collections';
import { pages } from '../../../shared/domains/storefront/families/pages';
import { products } from '../../../shared/domains/storefront/families/products';
import { createPlan, listAllPlans } from '../../../shared/domains/storefront/plans/plan-store';
import { createTemplate, publishVersion } from '../../../shared/domains/themes/template-store';
import type { TemplateType } from '../../../shared/domains/themes/template-kinds';
import { activateTheme, createTheme, findActiveThemeId } from '../../../shared/domains/themes/theme-store';
import { demoCollections, demoPages, demoPlans, demoProducts, demoThemeFiles, demoThemeName } from './files';

/**
 * Gives the demo company a storefront a newcomer can open: the demo subscription plan, the demo
 * catalog and a collection of it (through the storefront engine, validated as the company API
 * validates it) and the demo theme, every file published and the theme active. Idempotent: plans
 * are created only when no plan has their name, items only when their slug is free, the theme only
 * when the company has no active theme (a merchant's own theme is never replaced).
 */
export async function seedDemoStorefront(companyId: number): Promise<void> {
  const planIds = await ensurePlans(companyId);
  for (const { art: _art, plan_names, ...product } of demoProducts) {
    const subscription_plan_ids = plan_names.map((name) => planIds.get(name)!);
    await ensureItem(products, companyId, { ...product, subscription_plan_ids, status: 'published', public: true });
  }
  for (const { product_slugs, ...collection } of demoCollections) {
    const members = await Promise.all(product_slugs.map((slug) => findItemBySlug(products, companyId, slug)));
    const productIds = members.flatMap((item) => (item ? [item.id] : []));
    await ensureItem(collections, companyId, { ...collection, product_ids: productIds, status: 'published', active: true });
  }
  for (const page of demoPages) await ensureItem(pages, companyId, { ...page, status: 'published', active: true });
  if ((await findActiveThemeId(companyId)) !== undefined) return;
  const theme = await createTheme(companyId, demoThemeName);
  for (const [file, source] of Object.entries(demoThemeFiles)) {
    const [type, name] = file.split('/') as [TemplateType, string];
    const template = await createTemplate(companyId, theme.id, { type, name, source });
    await publishVersion(companyId, theme.id, template.id, 1);
  }
  await activateTheme(companyId, theme.id);
}

/** The demo plans' ids by name, creating those the company does not have. */
async function ensurePlans(companyId: number): Promise<Map<string, number>> {
  const ids = new Map((await listAllPlans(companyId)).map((plan) => [plan.name, plan.id]));
  for (const plan of demoPlans) if (!ids.has(plan.name)) ids.set(plan.name, (await createPlan(companyId, plan)).id);
  return ids;
}

async function ensureItem(family: FamilyDefinition, companyId: number, fields: Record<string, unknown> & { slug: string }): Promise<void> {
  if (await findItemBySlug(family, companyId, fields.slug)) return;
  const body = writeBodySchema(family, 'create').parse({ [family.bodyKey]: fields });
  await createItem(family, companyId, body[family.bodyKey] as Record<string, unknown>);
}
