import type { WriteItem } from './transact';

/** Attributes a changed-fields update never compares or sets: the key, and the version it bumps. */
const KEY_ATTRIBUTES = new Set(['pk', 'sk', 'version']);

/**
 * The UpdateItem of a last-writer-wins change from `before` (as read) to `after`: SETs what
 * differs, REMOVEs what `after` drops, adds 1 to `version`, conditioned on every *other* attribute
 * still being as read. Concurrent writers of the same fields never fail each other, while a
 * concurrent change of another field does (ALL_OLD hands back that state to re-apply on), because
 * what the transaction carries besides the item (outbox payload, derived fields) was computed from
 * the other fields.
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

/**
 * `ref` still holds `read`. A null is compared by type (NULL equals nothing) or absence: an
 * attribute removed from the item reads back as its schema's null default.
 */
function condition(ref: string, placeholder: string, read: unknown, values: Record<string, unknown>): string {
  if (read === null) {
    values[':null'] = 'NULL';
    return `(attribute_not_exists(${ref}) OR attribute_type(${ref}, :null))`;
  }
  values[`${placeholder}was`] = read;
  return `${ref} = ${placeholder}was`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
