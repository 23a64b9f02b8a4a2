import { getPublicHandler } from '../../../shared/edge/storefront/handlers';
import { publicCategories } from '../../../shared/domains/storefront/families/public-categories';

export const handler = getPublicHandler(publicCategories);
