import { deleteHandler } from '../../../shared/storefront/engine/handlers';
import { pages } from '../../../shared/storefront/families/pages';

export const handler = deleteHandler(pages);
