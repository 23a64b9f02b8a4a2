import { deleteHandler } from '../../../shared/edge/storefront/handlers';
import { enrollmentPacks } from '../../../shared/storefront/families/enrollment-packs';

export const handler = deleteHandler(enrollmentPacks);
