import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { categories } from '../../../shared/storefront/families/categories';

export const handler = storefrontHandlers(categories).update;
