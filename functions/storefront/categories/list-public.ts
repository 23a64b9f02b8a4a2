import { listPublicHandler } from '../../../shared/storefront/engine/handlers';
import { categories } from '../../../shared/storefront/families/categories';

export const handler = listPublicHandler(categories);
