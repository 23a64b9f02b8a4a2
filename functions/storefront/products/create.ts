import { createHandler } from '../../../shared/edge/storefront/handlers';
import { products } from '../../../shared/storefront/families/products';

export const handler = createHandler(products);
