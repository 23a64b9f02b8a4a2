import { familyRoutes, memberRoutes } from '../../shared/edge/storefront/routes';
import { storefrontFamilies } from '../../shared/domains/storefront/families';

/** Every storefront v2026-04 route, generated from the family table. */
export const storefrontRoutes = storefrontFamilies.flatMap((family) => [
  ...Object.values(familyRoutes(family)),
  ...memberRoutes(family),
]);
