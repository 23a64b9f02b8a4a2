import { listPublicHandler } from '../../../shared/edge/storefront/handlers';
import { enrollmentPacks } from '../../../shared/domains/storefront/families/enrollment-packs';

export const handler = listPublicHandler(enrollmentPacks);
