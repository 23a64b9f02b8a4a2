import { getPublicHandler } from '../../../shared/edge/storefront/handlers';
import { posts } from '../../../shared/domains/storefront/families/posts';

export const handler = getPublicHandler(posts);
