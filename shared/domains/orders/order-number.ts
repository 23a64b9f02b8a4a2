import { orderNumberCounterEntity } from './order-number-counter';

/** The first order of a company is #1001 (numbers below look like test data to merchants). */
const FIRST_NUMBER = 1001;

/**
 * Allocates a company's next order number: one atomic `ADD` on its counter item, sent just before
 * the order's transaction and outside it, because an item inside transactions serializes them
 * while a plain counter takes ~1,000 increments/s (well above any shop's peak). Numbers are unique
 * and increase with time; a checkout refused after the allocation leaves a gap, as Shopify's do.
 */
export async function allocateOrderNumber(companyId: number): Promise<number> {
  const updated = await orderNumberCounterEntity.updateNow(
    { company_id: companyId },
    { set: { company_id: companyId }, add: { allocated: 1 } },
    { upsert: true, returns: 'UPDATED_NEW' },
  );
  return FIRST_NUMBER - 1 + Number(updated!.allocated);
}

/** The display form of an order number. */
export function formatOrderNumber(orderNumber: number): string {
  return `#${orderNumber}`;
}
