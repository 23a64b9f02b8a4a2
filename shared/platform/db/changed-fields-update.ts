import type { WriteItem } from './transact';

/** Attributes a changed-fields update never compares or sets: the key, and the version it bumps. */
const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'version']);

/**
 * The UpdateItem of a last-writer-wins change from `before` (the record as read) to `after`: it
 * SETs the attributes whose value differs, REMOVEs the ones `after` drops and adds 1 to `version`,
 * conditioned on the item existing with every *other* attribute still as read. So concurrent
 * writers of the same fields never fail each other (the last to commit wins, as the caller asked
 * by sending no precondition), while a concurrent change of another field does fail the write
 * (`ReturnValuesOnConditionCheckFailure: ALL_OLD` hands the caller that state to re-apply on):
 * whatever the transaction carries besides the item (the outbox record's payload, derived fields)
 * was computed from the other fields, and must describe the state the write leaves.
 *
 * @example transactWrite([changedFieldsUpdate(entity.toRecord(current), entity.toRecord(next)), outboxPut(...)])
 */
export function changedFieldsUpdate(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Required<Pick<WriteItem, 'Update'>> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':one': 1 };
  const set: string[] = [];
  const remove: string[] = [];
  const unchanged: string[] = ['attribute_exists(pk)'];
  const attributes = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => !KEY_ATTRIBUTES.has(name),
  );
  attributes.forEach((name, index) => {
    const ref = `#a${index}`;
    const value = `:a${index}`;
    names[ref] = name;
    if (name in after && after[name] !== undefined) {
      if (sameValue(before[name], after[name])) {
        unchanged.push(condition(ref, value, before[name], values));
        return;
      }
      values[value] = after[name];
      set.push(`${ref} = ${value}`);
    } else if (name in before && before[name] !== undefined) {
      remove.push(ref);
    }
  });
  return {
    Update: {
      Key: { pk: before.pk, sk: before.sk },
      UpdateExpression: `SET ${[...set, '#version = #version + :one'].join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: unchanged.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** `ref` still holds `read` (a stored null is compared by type: NULL equals nothing). */
function condition(ref: string, placeholder: string, read: unknown, values: Record<string, unknown>): string {
  if (read === null) {
    values[':null'] = 'NULL';
    return `attribute_type(${ref}, :null)`;
  }
  values[`${placeholder}was`] = read;
  return `${ref} = ${placeholder}was`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
