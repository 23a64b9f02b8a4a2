import { memberListHandlers } from '../../../shared/edge/storefront/handlers';
import { collections } from '../../../shared/domains/storefront/families/collections';

export const handler = memberListHandlers(collections).products!;
