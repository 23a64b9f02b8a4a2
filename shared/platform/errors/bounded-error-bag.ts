import type { ErrorBag, ErrorValue } from './domain-error';

/** Most problems an error envelope lists; the rest are counted in `meta.errors_omitted`. */
export const MAX_LISTED_ERRORS = 50;

/**
 * The first MAX_LISTED_ERRORS problems of a bag, in order, and how many were left out, so one
 * request cannot make an answer of megabytes (a 6 MB Lambda response would become a 5xx). A problem
 * is one message of a field's list, one element of a list, or one object value.
 */
export function boundErrorBag(bag: ErrorBag): { errors: ErrorBag; omitted: number } {
  if (bag === null || typeof bag === 'string') return { errors: bag, omitted: 0 };
  let room = MAX_LISTED_ERRORS;
  let omitted = 0;
  const take = (value: ErrorValue): ErrorValue | undefined => {
    if (!Array.isArray(value)) {
      if (room === 0) {
        omitted += 1;
        return undefined;
      }
      room -= 1;
      return value;
    }
    const kept = value.slice(0, room);
    room -= kept.length;
    omitted += value.length - kept.length;
    return kept.length > 0 ? kept : undefined;
  };
  if (Array.isArray(bag)) {
    const errors = bag.map(take).filter((value) => value !== undefined);
    return { errors, omitted };
  }
  // No prototype, as the validation's bags: a field named like an Object member stays a field.
  const errors: Record<string, ErrorValue> = Object.create(null);
  for (const [field, value] of Object.entries(bag)) {
    const kept = take(value);
    if (kept !== undefined) errors[field] = kept;
  }
  return { errors, omitted };
}
