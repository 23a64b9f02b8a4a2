import httpJsonBodyParser from '@middy/http-json-body-parser';
import { DomainError, ValidationFailed } from '../../../platform/errors/domain-error';
import type { AnyRoute, KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

/** Bodies above this size are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads the body of a route that declares one: over {@link MAX_BODY_BYTES} → 413, then middy's
 * JSON parser (a wrong content type → 415, malformed JSON → 400, mapped by map-error.ts). A route
 * without one leaves it to {@link noBody}.
 */
export function body(route: AnyRoute): KitMiddleware {
  const parseJson = httpJsonBodyParser().before!;
  return {
    before: async (request) => {
      const raw = request.event.body;
      if (raw === undefined || raw === null || raw === '') return;
      if (!route.request?.body) return;
      const bytes = request.event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
      if (bytes > MAX_BODY_BYTES) throw new DomainError('payload_too_large');
      await parseJson(request as never);
      requestState(request.event).bodySent = true;
    },
  };
}

/**
 * Refuses a body sent to a route that takes none (422 keyed `body`), as its OpenAPI operation
 * declares none: a client never believes a field it sent took effect. Input validation, so it runs
 * after authentication: an unauthenticated caller learns nothing of the operation. An empty body
 * or `{}` carries nothing and passes, so clients that always send an object keep working.
 */
export function noBody(route: AnyRoute): KitMiddleware {
  return {
    before: async (request) => {
      const raw = request.event.body;
      if (raw === undefined || raw === null || raw === '' || !refusesBody(route)) return;
      if (!carriesNothing(raw, request.event.isBase64Encoded)) throw new ValidationFailed({ body: [NO_BODY] });
    },
  };
}

/**
 * Whether a route without a declared body refuses one sent: every JSON operation but a read and a
 * route reading its signed body itself. Routes answering another content type (the storefront's pages, which read their own form
 * posts) and the unmatched-path fallback are left alone.
 */
export function refusesBody(route: AnyRoute): boolean {
  return (
    !route.request?.body &&
    !route.request?.signedBody &&
    route.method !== 'GET' &&
    !route.response.contentType &&
    route.path !== '$default'
  );
}

/** The refusal of a body sent to an operation that takes none. */
export const NO_BODY = 'this operation takes no body: send none (or `{}`)';

function carriesNothing(raw: string, base64: boolean | undefined): boolean {
  const text = (base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw).trim();
  return text === '' || /^\{\s*\}$/.test(text);
}
