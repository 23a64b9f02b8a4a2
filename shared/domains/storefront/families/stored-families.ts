import type { StoredFamily } from '../engine/family';

/**
 * How products and enrollment packs are stored, apart from their family definitions
 * (products.ts, enrollment-packs.ts spread these): the cart, checkout and renewal paths read these
 * items by key and test whether they are live, and bundle neither definition (issue 25 §2).
 */
export const productRecords = { name: 'product', switchField: 'public' } as const satisfies StoredFamily;

export const enrollmentPackRecords = { name: 'enrollment_pack', switchField: 'active' } as const satisfies StoredFamily;
