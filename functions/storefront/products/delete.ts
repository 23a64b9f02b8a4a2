import { deleteHandler } from '../../../shared/storefront/engine/handlers';
import { products } from '../../../shared/storefront/families/products';

export const handler = deleteHandler(products);
