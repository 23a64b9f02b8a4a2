import { updateHandler } from '../../../shared/edge/storefront/handlers';
import { collections } from '../../../shared/domains/storefront/families/collections';

export const handler = updateHandler(collections);
