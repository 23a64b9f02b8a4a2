import { memberListHandlers } from '../../../shared/edge/storefront/handlers';
import { collections } from '../../../shared/storefront/families/collections';

export const handler = memberListHandlers(collections).products!;
