import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors/domain-error';
import { savedMethodEntity, savedMethodPrefix, type SavedMethod } from './saved-method-entity';

/** A customer's saved methods, oldest first (a customer has a handful). */
export function listSavedMethods(companyId: number, customerId: number): Promise<SavedMethod[]> {
  return savedMethodEntity.queryAll(
    'primary',
    { company_id: companyId },
    { skPrefix: savedMethodPrefix(customerId), consistent: true },
  );
}

/** One saved method of the customer; 404 when the customer has no such method. */
export async function getSavedMethod(companyId: number, customerId: number, id: number): Promise<SavedMethod> {
  const method = await savedMethodEntity.get(
    { company_id: companyId, customer_id: customerId, id },
    { consistent: true },
  );
  if (!method) throw new NotFound('Payment method');
  return method;
}

/** The Put of a newly saved method (inside the order's transaction): a retried checkout writes it once. */
export function savedMethodPut(method: SavedMethod): WriteItem {
  return { Put: { Item: savedMethodEntity.toRecord(method), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Makes `id` the customer's default and every other method not, in one transaction. */
export async function setDefaultSavedMethod(
  companyId: number,
  customerId: number,
  id: number,
  at: string,
): Promise<SavedMethod> {
  const methods = await listSavedMethods(companyId, customerId);
  const chosen = methods.find((method) => method.id === id);
  if (!chosen) throw new NotFound('Payment method');
  const changed = methods.filter((method) => method.is_default !== (method.id === id));
  if (changed.length > 0) {
    const { failedIndex } = await transactWrite(
      changed.map((method) => ({
        Put: {
          Item: savedMethodEntity.toRecord({ ...method, is_default: method.id === id, updated_at: at }),
          ConditionExpression: 'attribute_exists(pk)',
        },
      })),
    );
    if (failedIndex !== undefined) throw new NotFound('Payment method');
  }
  return { ...chosen, is_default: true, updated_at: chosen.is_default ? chosen.updated_at : at };
}

/**
 * Removes a saved method; when it was the default, the newest remaining method becomes the
 * default, so a customer with methods always has one.
 */
export async function deleteSavedMethod(method: SavedMethod, remaining: readonly SavedMethod[], at: string) {
  const heir = method.is_default ? remaining.at(-1) : undefined;
  const { failedIndex } = await transactWrite([
    { Delete: { Key: savedMethodEntity.key(method), ConditionExpression: 'attribute_exists(pk)' } },
    ...(heir
      ? [{ Put: { Item: savedMethodEntity.toRecord({ ...heir, is_default: true, updated_at: at }) } } as WriteItem]
      : []),
  ]);
  if (failedIndex !== undefined) throw new NotFound('Payment method');
}
