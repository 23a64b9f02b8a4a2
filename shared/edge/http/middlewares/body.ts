import httpJsonBodyParser from '@middy/http-json-body-parser';
import { DomainError } from '../../../platform/errors/domain-error';
import type { AnyRoute, KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

/** Bodies above this size are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the body of a route that declares one: over {@link MAX_BODY_BYTES} → 413, then middy's
 * JSON parser (a wrong content type → 415, malformed JSON → 400, mapped by map-error.ts). A body
 * sent to a route without one is left unread.
 */
export function body(route: AnyRoute): KitMiddleware {
  const parseJson = httpJsonBodyParser().before!;
  return {
    before: async (request) => {
      const raw = request.event.body;
      if (!route.request?.body || raw === undefined || raw === null || raw === '') return;
      const bytes = request.event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
      if (bytes > MAX_BODY_BYTES) throw new DomainError('payload_too_large');
      await parseJson(request as never);
      requestState(request.event).bodySent = true;
    },
  };
}
