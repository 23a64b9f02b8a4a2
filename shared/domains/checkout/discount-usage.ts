import { companyPartition } from '../company/company-entity';
import type { WriteItem } from '../../platform/db/transact';
import { discountEntity, type DiscountCode } from '../discounts/discount-entity';
import { sortableId } from '../../platform/ids';
import { normalizeEmail } from '../../platform/schema/email';

/** Key of the counter of one customer's (email's) orders with one code. */
export function customerUsageKey(
  discount: Pick<DiscountCode, 'company_id' | 'id'>,
  email: string,
): { pk: string; sk: string } {
  return {
    pk: `${companyPartition(discount.company_id)}#DISCOUNT_USAGE#${sortableId(discount.id)}`,
    sk: `CUSTOMER#${normalizeEmail(email)}`,
  };
}

/**
 * The transaction items consuming one use of a code at order placement: the total counter and the
 * customer's counter each go up by one only while under their limit, and the code must still be
 * active, so of two orders racing for the last use exactly one commits.
 */
export function consumeUsage(discount: DiscountCode, email: string): WriteItem[] {
  const items: WriteItem[] = [
    {
      Update: {
        Key: discountEntity.key(discount),
        UpdateExpression: 'SET usage_count = usage_count + :one',
        ConditionExpression:
          discount.usage_limit === null ? 'active = :true' : 'active = :true AND usage_count < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':true': true,
          ...(discount.usage_limit === null ? {} : { ':limit': discount.usage_limit }),
        },
      },
    },
  ];
  if (discount.usage_limit_per_customer !== null) {
    items.push({
      Update: {
        Key: customerUsageKey(discount, email),
        UpdateExpression: 'SET uses = if_not_exists(uses, :zero) + :one, entity = :entity',
        ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit',
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':limit': discount.usage_limit_per_customer,
          ':entity': 'discount_usage',
        },
      },
    });
  }
  return items;
}
