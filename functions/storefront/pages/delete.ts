import { deleteHandler } from '../../../shared/edge/storefront/handlers';
import { pages } from '../../../shared/domains/storefront/families/pages';

export const handler = deleteHandler(pages);
