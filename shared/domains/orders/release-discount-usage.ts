import type { WriteItem } from '../../platform/db/transact';
import { discountEntity } from '../discounts/discount-entity';
import { findDiscountByCode } from '../discounts/discount-store';
import type { GuardedWrite } from '../../platform/db/transact';
import { StaleWrite } from '../../platform/db/retry-stale-write';
import { customerUsageKey } from '../checkout/discount-usage';
import type { Order } from './order-entity';

/**
 * The transaction items giving back the uses a cancelled order consumed: one use of each of its
 * codes (total counter, and the buyer's counter when the code limits uses per customer). A code
 * deleted since is skipped; one deleted between this read and the commit fails the condition and
 * the cancel is decided again from a fresh read. One Query on gsi1 per code.
 */
export async function releaseDiscountUsage(order: Order): Promise<GuardedWrite[]> {
  const writes: GuardedWrite[] = [];
  for (const code of order.discount_codes) {
    const discount = await findDiscountByCode(order.company_id, code);
    if (!discount) continue;
    const items: WriteItem[] = [
      {
        Update: {
          Key: discountEntity.key(discount),
          UpdateExpression: 'SET usage_count = usage_count - :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ];
    if (discount.usage_limit_per_customer !== null) {
      // Without a condition: a counter missing (the limit was set after this order) simply starts at 0.
      items.push({
        Update: {
          Key: customerUsageKey(discount, order.email),
          UpdateExpression: 'SET uses = if_not_exists(uses, :one) - :one, entity = :entity',
          ExpressionAttributeValues: { ':one': 1, ':entity': 'discount_usage' },
        },
      });
    }
    writes.push(...items.map((item) => ({ item, refusal: () => new StaleWrite() })));
  }
  return writes;
}
