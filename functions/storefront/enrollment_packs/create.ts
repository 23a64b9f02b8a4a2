import { createHandler } from '../../../shared/storefront/engine/handlers';
import { enrollmentPacks } from '../../../shared/storefront/families/enrollment-packs';

export const handler = createHandler(enrollmentPacks);
