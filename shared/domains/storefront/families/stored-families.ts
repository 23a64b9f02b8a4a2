import { enrollmentPacksDescriptor } from '../descriptors/enrollment-packs';
import { productsDescriptor } from '../descriptors/products';
import type { StoredFamily } from '../engine/family';

/**
 * How products and enrollment packs are stored, from their descriptors: the cart, checkout and
 * renewal paths read these items by key and test whether they are live, and bundle neither
 * family's behaviour.
 */
export const productRecords: StoredFamily = productsDescriptor;

export const enrollmentPackRecords: StoredFamily = enrollmentPacksDescriptor;
