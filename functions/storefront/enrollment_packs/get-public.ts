import { storefrontHandlers } from '../../../shared/storefront/engine/handlers';
import { enrollmentPacks } from '../../../shared/storefront/families/enrollment-packs';

export const handler = storefrontHandlers(enrollmentPacks).getPublic;
