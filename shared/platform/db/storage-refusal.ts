import { DomainError } from '../errors/domain-error';

/**
 * DynamoDB refusals caused by the values written, not by our code: number range and precision,
 * item size, nesting depth, empty key attributes; plus the SDK marshaller's refusal of numbers
 * beyond Number.MAX_SAFE_INTEGER. Anything else (expression syntax, missing table) stays a 500.
 */
const refusals: ReadonlyArray<{ pattern: RegExp; code: 'value_not_storable' | 'item_too_large'; message: string }> = [
  {
    pattern:
      /Number (underflow|overflow)|more than 38 significant digits|is (greater|lesser) than Number\.(MAX|MIN)_SAFE_INTEGER/i,
    code: 'value_not_storable',
    message:
      'A number is outside the range that can be stored (magnitudes from 1E-130 up to 2^53-1, at most 38 significant digits)',
  },
  {
    pattern: /Item size (to update )?has exceeded the maximum allowed size/i,
    code: 'item_too_large',
    message: 'The resource would exceed the 400 KB storage limit',
  },
  {
    pattern: /Nesting Levels have exceeded supported limits/i,
    code: 'value_not_storable',
    message: 'A value is nested too deeply to be stored (at most 32 levels)',
  },
  {
    pattern: /key attribute cannot contain an empty string value/i,
    code: 'value_not_storable',
    message: 'A value used to identify the resource is empty',
  },
];

interface AwsLikeError {
  name?: string;
  message?: string;
  CancellationReasons?: Array<{ Code?: string; Message?: string }>;
}

/**
 * The 422/413 an input-caused DynamoDB refusal becomes, or undefined for any other error. The
 * store's own message goes only to the log: it can name internal key attributes.
 *
 * @example const refusal = storageRefusal(error); if (refusal) return refusal;
 */
export function storageRefusal(error: unknown): DomainError | undefined {
  for (const message of refusalMessages(error as AwsLikeError)) {
    const match = refusals.find((refusal) => refusal.pattern.test(message));
    if (match)
      return new DomainError(match.code, { message: match.message, errors: { body: [match.message] }, cause: error });
  }
  return undefined;
}

function refusalMessages(error: AwsLikeError | undefined): string[] {
  if (!error || typeof error !== 'object') return [];
  if (error.name === 'ValidationException') return [error.message ?? ''];
  if (error.name === 'TransactionCanceledException') {
    return (error.CancellationReasons ?? [])
      .filter((reason) => reason.Code === 'ValidationError')
      .map((reason) => reason.Message ?? '');
  }
  // The SDK marshaller throws a plain Error before anything is sent.
  if (error instanceof Error && error.name === 'Error') return [error.message];
  return [];
}
