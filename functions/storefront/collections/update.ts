import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { collections } from '../../../shared/storefront/families/collections';

export const handler = storefrontHandlers(collections).update;
