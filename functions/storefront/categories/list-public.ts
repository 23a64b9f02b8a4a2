import { listPublicHandler } from '../../../shared/edge/storefront/handlers';
import { categories } from '../../../shared/domains/storefront/families/categories';

export const handler = listPublicHandler(categories);
