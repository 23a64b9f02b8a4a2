import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { queryOffsetPage } from '../../platform/db/paginate';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { supersededBy } from '../../platform/db/superseded-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { uniqueGuard, uniqueKey } from '../../platform/db/unique';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { codeGuardScope, codeKey, DISCOUNT_SK_PREFIX, discountEntity, type DiscountCode } from './discount-entity';

/** What a company writes on a discount code (validated by the route). */
export type DiscountInput = Omit<
  DiscountCode,
  'id' | 'company_id' | 'code_key' | 'usage_count' | 'created_at' | 'updated_at'
>;

const taken = (code: string) =>
  new ValidationFailed({
    'discount_code.code': [`${code} is already a discount code of this company (codes are case-insensitive)`],
  });

/** Creates a code; its case-insensitive uniqueness guard commits in the same transaction. */
export async function createDiscount(companyId: number, input: DiscountInput, now = new Date()): Promise<DiscountCode> {
  const at = now.toISOString();
  const discount: DiscountCode = {
    ...input,
    id: newNumericId(now.getTime()),
    company_id: companyId,
    code_key: codeKey(input.code),
    usage_count: 0,
    created_at: at,
    updated_at: at,
  };
  assertRules(discount);
  const { failedIndex } = await transactWrite([
    { Put: { Item: discountEntity.toRecord(discount), ConditionExpression: 'attribute_not_exists(pk)' } },
    uniqueGuard(codeGuardScope(companyId), discount.code_key, { company_id: companyId, discount_id: discount.id }),
  ]);
  if (failedIndex === 1) throw taken(discount.code);
  return discount;
}

/** One code of the company by id; 404 when it does not exist. */
export async function getDiscount(companyId: number, id: number): Promise<DiscountCode> {
  const found = await discountEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!found) throw new NotFound('Discount code');
  return found;
}

/** The company's code matching `code` case-insensitively (one Query on the index), or undefined. */
export async function findDiscountByCode(companyId: number, code: string): Promise<DiscountCode | undefined> {
  const key = codeKey(code);
  if (key.length === 0 || key.length > 64) return undefined;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...discountEntity.query('byCode', { company_id: companyId, code_key: key }),
      Limit: 1,
    }),
  );
  return Items?.[0] ? discountEntity.fromRecord(Items[0]) : undefined;
}

/** One offset page of the company's codes, oldest first. */
export async function listDiscountsPage(companyId: number, page: { page: number; perPage: number }) {
  const { items, totalCount } = await queryOffsetPage(
    discountEntity.query('primary', { company_id: companyId }, { skPrefix: DISCOUNT_SK_PREFIX }),
    page,
  );
  return { discounts: items.map((item) => discountEntity.fromRecord(item)), totalCount };
}

/** Changes the fields sent; renaming a code moves its guard in the same transaction (usage_count is never written here). */
export async function updateDiscount(
  companyId: number,
  id: number,
  changes: Partial<DiscountInput>,
  now = new Date(),
): Promise<DiscountCode> {
  // A concurrent update is re-read and the change re-applied (last writer wins); usage counts move on their own attribute.
  return retryStaleWrites(() => attemptUpdate(companyId, id, changes, now), {
    conflictMessage: 'The discount code is being changed by many requests at once; retry',
  });
}

async function attemptUpdate(
  companyId: number,
  id: number,
  changes: Partial<DiscountInput>,
  now: Date,
): Promise<DiscountCode> {
  const current = await getDiscount(companyId, id);
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const next: DiscountCode = {
    ...current,
    ...given,
    code_key: codeKey(changes.code ?? current.code),
    updated_at: now.toISOString(),
  };
  assertRules(next);
  const { usage_count: _kept, ...written } = discountEntity.toRecord(next);
  const renamed = next.code_key !== current.code_key;
  const guards: WriteItem[] = renamed
    ? [
        uniqueGuard(codeGuardScope(companyId), next.code_key, { company_id: companyId, discount_id: id }),
        { Delete: { Key: uniqueKey(codeGuardScope(companyId), current.code_key) } },
      ]
    : [];
  const names = Object.keys(written).filter((name) => !['pk', 'sk'].includes(name));
  const { failedIndex } = await transactWrite([
    {
      Update: {
        Key: discountEntity.key(next),
        UpdateExpression: `SET ${names.map((_name, index) => `#a${index} = :v${index}`).join(', ')}`,
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, index) => [`:v${index}`, written[name]])),
          ':seen': current.updated_at,
        },
      },
    },
    ...guards,
  ]);
  if (failedIndex === 0) {
    // Superseded when the winners changed every field sent (supersededBy): answer what they left.
    const winner = await getDiscount(companyId, id);
    const fields = Object.keys(given) as (keyof DiscountCode)[];
    if (
      supersededBy(
        fields.map((field) => current[field]),
        fields.map((field) => winner[field]),
      )
    )
      return winner;
    throw new StaleWrite();
  }
  if (failedIndex === 1) throw taken(next.code);
  return { ...next, usage_count: current.usage_count };
}

/** Deletes a code and releases its guard; carts holding it drop it at their next pricing. */
export async function deleteDiscount(companyId: number, id: number): Promise<DiscountCode> {
  const discount = await getDiscount(companyId, id);
  await transactWrite([
    { Delete: { Key: discountEntity.key(discount), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { Key: uniqueKey(codeGuardScope(companyId), discount.code_key) } },
  ]);
  return discount;
}

/** Cross-field rules a schema cannot see alone (422 naming the field). */
function assertRules(discount: DiscountCode): void {
  const errors: Record<string, string[]> = {};
  if (discount.kind === 'percentage' && discount.percentage === null)
    errors['discount_code.percentage'] = ['is required for a percentage code'];
  if (discount.kind !== 'percentage' && discount.percentage !== null)
    errors['discount_code.percentage'] = ['is only for percentage codes'];
  if (discount.kind === 'fixed_amount' && Object.keys(discount.amounts).length === 0)
    errors['discount_code.amounts'] = ['needs an amount in at least one currency for a fixed_amount code'];
  if (discount.kind !== 'fixed_amount' && Object.keys(discount.amounts).length > 0)
    errors['discount_code.amounts'] = ['is only for fixed_amount codes'];
  if (discount.applies_to === 'cart' && discount.target_ids.length > 0)
    errors['discount_code.target_ids'] = ['must be empty when applies_to is cart'];
  if (discount.applies_to !== 'cart' && discount.target_ids.length === 0)
    errors['discount_code.target_ids'] = [`must list the ${discount.applies_to} the code applies to`];
  if (discount.starts_at && discount.ends_at && discount.ends_at <= discount.starts_at)
    errors['discount_code.ends_at'] = ['must be after starts_at'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}
