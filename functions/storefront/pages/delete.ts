import { deleteHandler } from '../../../shared/edge/storefront/handlers';
import { pages } from '../../../shared/storefront/families/pages';

export const handler = deleteHandler(pages);
