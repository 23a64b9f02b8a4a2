import { deleteHandler } from '../../../shared/edge/storefront/handlers';
import { products } from '../../../shared/domains/storefront/families/products';

export const handler = deleteHandler(products);
