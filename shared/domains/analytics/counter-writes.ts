import type { WriteItem } from '../../platform/db/transact';

/** An update adding `deltas` to the counters of the item at `key` (created at zero when absent). */
export function addCounters(
  key: { pk: string; sk: string },
  deltas: Record<string, number>,
  set: Record<string, string | number> = {},
): WriteItem {
  const names: Record<string, string> = {};
  const values: Record<string, string | number> = {};
  const adds = Object.entries(deltas).map(([name, delta], index) => {
    names[`#a${index}`] = name;
    values[`:a${index}`] = delta;
    return `#a${index} :a${index}`;
  });
  const sets = Object.entries(set).map(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  return {
    Update: {
      Key: key,
      UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : '']
        .filter(Boolean)
        .join(' '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The marker of a counted fact, written with its counters and refused when it exists. */
export function markApplied(key: { pk: string; sk: string }, at: string): WriteItem {
  return {
    Put: {
      Item: { ...key, entity: 'analytics_applied', applied_at: at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
