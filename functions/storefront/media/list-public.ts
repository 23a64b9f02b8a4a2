import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { media } from '../../../shared/storefront/families/media';

export const handler = storefrontHandlers(media).listPublic;
