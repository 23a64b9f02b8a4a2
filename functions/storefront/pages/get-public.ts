import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { pages } from '../../../shared/storefront/families/pages';

export const handler = storefrontHandlers(pages).getPublic;
