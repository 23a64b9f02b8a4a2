import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { posts } from '../../../shared/storefront/families/posts';

export const handler = storefrontHandlers(posts).listPublic;
