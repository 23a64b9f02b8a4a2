import { updateHandler } from '../../../shared/edge/storefront/handlers';
import { media } from '../../../shared/domains/storefront/families/media';

export const handler = updateHandler(media);
