import { updateHandler } from '../../../shared/edge/storefront/handlers';
import { pages } from '../../../shared/domains/storefront/families/pages';

export const handler = updateHandler(pages);
