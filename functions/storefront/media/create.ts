import { createHandler } from '../../../shared/edge/storefront/handlers';
import { media } from '../../../shared/storefront/families/media';

export const handler = createHandler(media);
