import { storageRefusal } from '../../platform/db/storage-refusal';
import { DomainError } from '../../platform/errors/domain-error';

interface MiddyHttpError {
  statusCode?: number;
  message?: string;
  cause?: { package?: string };
}

/**
 * Turns anything thrown into a DomainError. Known framework errors (middy's JSON parser answers
 * 415 for both a wrong content type and malformed JSON) become the matching 4xx; DynamoDB's
 * refusals of the values written become 422/413 with a `warning` for the log; anything else is a
 * 500 whose detail goes only to the log.
 */
export function toHttpError(error: unknown): { httpError: DomainError; unexpected: boolean; warning?: string } {
  if (error instanceof DomainError) return { httpError: error, unexpected: false };
  const refusal = storageRefusal(error);
  if (refusal)
    return { httpError: refusal, unexpected: false, warning: 'The store refused a value that passed validation' };
  const middy = error as MiddyHttpError;
  if (middy?.cause?.package === '@middy/http-json-body-parser') {
    const code = middy.message === 'Unsupported Media Type' ? 'unsupported_media_type' : 'malformed_json';
    return { httpError: new DomainError(code, { cause: error }), unexpected: false };
  }
  return { httpError: new DomainError('internal_error', { cause: error }), unexpected: true };
}
