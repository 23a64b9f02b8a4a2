import { z } from 'zod';

/** No answered message is longer than this: a pattern or a list of values is cut short, never echoed at length. */
export const MAX_ISSUE_MESSAGE = 240;

/** Listed values of an enum beyond this are summarised ("… (30 in all)"). */
const MAX_LISTED_VALUES = 12;

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
  date: 'a date',
  record: 'an object',
  tuple: 'an array',
  literal: 'a fixed value',
};

const FORMATS: Record<string, string> = {
  datetime: 'an ISO 8601 date and time, e.g. 2026-05-01T09:40:00Z',
  date: 'a date written YYYY-MM-DD',
  time: 'a time written hh:mm:ss',
  email: 'an email address',
  url: 'an absolute URL',
  uuid: 'a UUID',
  guid: 'a UUID',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  base64: 'base64 text',
  base64url: 'base64url text',
  duration: 'an ISO 8601 duration',
};

/**
 * The message the API answers for one zod issue: the schema's own message when it has one, else a
 * sentence that reads after the field name (the ErrorBag key) and says what is expected, e.g.
 * `must be a string, not a number`, `must be one of \`draft\`, \`published\``, `is required`.
 * Zod's default English ("Invalid input: expected string, received number") never reaches a
 * client. `received` is the value sent at the issue's path (undefined when absent).
 */
export function issueMessage(issue: z.core.$ZodIssue, received: unknown): string {
  if (!isDefaultMessage(issue)) return bounded(issue.message);
  return bounded(plainMessage(issue, received));
}

function plainMessage(issue: z.core.$ZodIssue, received: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (received === undefined) return 'is required';
      return `must be ${expected(issue.expected)}, not ${kindOf(received)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${quoted(issue.values[0])}` : `must be one of ${list(issue.values)}`;
    case 'too_small':
      return sizeMessage(issue.origin, 'least', issue.minimum, issue.inclusive, issue.exact);
    case 'too_big':
      return sizeMessage(issue.origin, 'most', issue.maximum, issue.inclusive, issue.exact);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return unionMessage(issue, received);
    case 'invalid_key':
      return 'has a key that is not accepted';
    case 'invalid_element':
      return 'has an element that is not accepted';
    case 'unrecognized_keys':
      return `has unknown keys: ${list(issue.keys)}`;
    default:
      return 'is not accepted';
  }
}

/** True when the message is zod's own wording (no schema gave one). */
function isDefaultMessage(issue: z.core.$ZodIssue): boolean {
  // Zod's wording of a wrong type depends on the input, which a finished issue no longer carries.
  if (issue.code === 'invalid_type') return issue.message.startsWith('Invalid input');
  const localeError = z.core.config().localeError;
  if (!localeError) return false;
  const fallback = localeError(issue as never);
  const text = typeof fallback === 'string' ? fallback : fallback?.message;
  return text === issue.message;
}

function sizeMessage(
  origin: string,
  bound: 'least' | 'most',
  limit: number | bigint | Date | string,
  inclusive: boolean | undefined,
  exact: boolean | undefined,
): string {
  const n = limit instanceof Date ? limit.toISOString() : String(limit);
  const unit = origin === 'string' ? 'characters long' : origin === 'array' || origin === 'set' ? 'items' : '';
  if (unit) {
    const count = Number(limit);
    const noun = unit === 'items' ? (count === 1 ? 'item' : 'items') : count === 1 ? 'character long' : unit;
    const verb = unit === 'items' ? 'have' : 'be';
    if (exact) return `must ${verb} exactly ${n} ${noun}`;
    return `must ${verb} at ${bound} ${n} ${noun}`;
  }
  if (origin === 'date') return bound === 'least' ? `must be on or after ${n}` : `must be on or before ${n}`;
  if (exact) return `must be ${n}`;
  if (inclusive === false) return bound === 'least' ? `must be greater than ${n}` : `must be less than ${n}`;
  return `must be at ${bound} ${n}`;
}

function formatMessage(issue: z.core.$ZodIssue & { code: 'invalid_format' }): string {
  const format = issue.format;
  if (format === 'regex' && 'pattern' in issue && typeof issue.pattern === 'string')
    return `must match the pattern ${issue.pattern}`;
  if (format === 'starts_with' && 'prefix' in issue) return `must start with ${quoted(issue.prefix)}`;
  if (format === 'ends_with' && 'suffix' in issue) return `must end with ${quoted(issue.suffix)}`;
  if (format === 'includes' && 'includes' in issue) return `must contain ${quoted(issue.includes)}`;
  if (format === 'lowercase') return 'must be lowercase';
  if (format === 'uppercase') return 'must be uppercase';
  return `must be ${FORMATS[format] ?? `a valid ${format}`}`;
}

function unionMessage(issue: z.core.$ZodIssue & { code: 'invalid_union' }, received: unknown): string {
  if ('options' in issue && Array.isArray(issue.options) && issue.options.length > 0)
    return `must be one of ${list(issue.options)}`;
  // Every branch wanted a type the value is not: name the types (`a string or null`).
  const branches = issue.errors.map((branch) => branch[0]);
  if (branches.length > 0 && branches.every((first) => first?.code === 'invalid_type' && first.path.length === 0)) {
    const kinds = [...new Set(branches.map((first) => expected((first as z.core.$ZodIssueInvalidType).expected)))];
    const wanted = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0];
    return received === undefined ? 'is required' : `must be ${wanted}, not ${kindOf(received)}`;
  }
  return 'does not match any accepted form (see the operation’s schema)';
}

function expected(kind: string): string {
  return EXPECTED[kind] ?? `a ${kind}`;
}

/** What a JSON value is, in words: `a number`, `null`, `an array`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return 'a boolean';
  return expected(typeof value);
}

function quoted(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function list(values: readonly unknown[]): string {
  const shown = values.slice(0, MAX_LISTED_VALUES).map(quoted).join(', ');
  return values.length > MAX_LISTED_VALUES ? `${shown}, … (${values.length} in all)` : shown;
}

function bounded(message: string): string {
  return message.length > MAX_ISSUE_MESSAGE ? `${message.slice(0, MAX_ISSUE_MESSAGE - 1)}…` : message;
}
