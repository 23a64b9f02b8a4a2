import { listPublicHandler } from '../../../shared/edge/storefront/handlers';
import { publicCategories } from '../../../shared/storefront/families/public-categories';

export const handler = listPublicHandler(publicCategories);
