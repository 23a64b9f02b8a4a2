import { updateHandler } from '../../../shared/edge/storefront/handlers';
import { media } from '../../../shared/storefront/families/media';

export const handler = updateHandler(media);
