import { createHandler } from '../../../shared/edge/storefront/handlers';
import { categories } from '../../../shared/storefront/families/categories';

export const handler = createHandler(categories);
