import { getPublicHandler } from '../../../shared/edge/storefront/handlers';
import { enrollmentPacks } from '../../../shared/domains/storefront/families/enrollment-packs';

export const handler = getPublicHandler(enrollmentPacks);
