import { deleteHandler } from '../../../shared/storefront/engine/handlers';
import { posts } from '../../../shared/storefront/families/posts';

export const handler = deleteHandler(posts);
