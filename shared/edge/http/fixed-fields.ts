import { ValidationFailed } from '../../platform/errors/domain-error';

/**
 * Refuses a write that changes a field fixed after creation (422 keyed `<bodyKey>.<field>`). The
 * field's current value, as a read answers it, is accepted and changes nothing, so a resource read
 * and written back unchanged round-trips (docs/api.md "Round trips").
 */
export function refuseChangedFixedFields<T extends object>(
  bodyKey: string,
  sent: Partial<Record<keyof T, unknown>>,
  current: T,
  message: string,
): void {
  const changed = (Object.keys(sent) as (keyof T)[]).filter(
    (field) => sent[field] !== undefined && sent[field] !== current[field],
  );
  if (changed.length > 0)
    throw new ValidationFailed(Object.fromEntries(changed.map((field) => [`${bodyKey}.${String(field)}`, [message]])));
}
