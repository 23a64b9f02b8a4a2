import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { products } from '../../../shared/storefront/families/products';

export const handler = storefrontHandlers(products).create;
