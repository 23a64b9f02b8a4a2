import { getCompanyHandler } from '../../../shared/edge/storefront/handlers';
import { media } from '../../../shared/storefront/families/media';

export const handler = getCompanyHandler(media);
