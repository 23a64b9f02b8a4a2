import { updateHandler } from '../../../shared/edge/storefront/handlers';
import { products } from '../../../shared/domains/storefront/families/products';

export const handler = updateHandler(products);
