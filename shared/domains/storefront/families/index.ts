import { behaviourModuleOf } from '../descriptors/family-descriptor';
import type { FamilyDefinition } from '../engine/family';
import { familyTable } from '../family-table';

/**
 * Every family of the table (../family-table.ts) with its behaviour, each loaded from its module by
 * the descriptor's plural (descriptors/family-descriptor.ts): what the manifest, the event catalog
 * and the rendered storefront read. A function serving one family imports that family's module
 * alone. The build replaces this module with static imports of the same modules, generated from
 * the same table (lib/bundling/family-entries.ts `staticFamilyRegistry`): keep it a pure function
 * of the table, with no other export.
 */
export const storefrontFamilies: readonly FamilyDefinition[] = await Promise.all(
  familyTable.map(async (descriptor) => {
    const { file, exportName } = behaviourModuleOf(descriptor);
    // Resolved at run time from the table; vite need not analyse it.
    const module = (await import(/* @vite-ignore */ `./${file}.ts`)) as Record<string, FamilyDefinition | undefined>;
    const family = module[exportName];
    if (family?.name !== descriptor.name)
      throw new Error(
        `shared/domains/storefront/families/${file}.ts must export the ${descriptor.name} family as \`${exportName}\``,
      );
    return family;
  }),
);
