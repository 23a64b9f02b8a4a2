import { getCompanyHandler } from '../../../shared/storefront/engine/handlers';
import { pages } from '../../../shared/storefront/families/pages';

export const handler = getCompanyHandler(pages);
