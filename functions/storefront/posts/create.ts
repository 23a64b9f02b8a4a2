import { createHandler } from '../../../shared/edge/storefront/handlers';
import { posts } from '../../../shared/domains/storefront/families/posts';

export const handler = createHandler(posts);
