import { updateHandler } from '../../../shared/storefront/engine/handlers';
import { media } from '../../../shared/storefront/families/media';

export const handler = updateHandler(media);
