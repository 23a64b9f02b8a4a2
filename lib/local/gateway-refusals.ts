import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody, errorHeaders } from '../../shared/edge/http/envelopes';
import { errorStatus } from '../../shared/edge/http/error-statuses';
import type { ErrorCode } from '../../shared/platform/errors/error-codes';
import { DomainError } from '../../shared/platform/errors/domain-error';

/** API Gateway HTTP API: request line plus headers may total 10 KB. */
export const GATEWAY_MAX_REQUEST_LINE_AND_HEADERS = 10 * 1024;
/**
 * Node's own header limit, set above the gateway's so most oversized requests reach
 * `requestLimitRefusal` and get the precise 414/431; beyond it Node's clientError path answers.
 */
export const NODE_MAX_HEADER_SIZE = 64 * 1024;

/** The refusal, if any, API Gateway would give for the size of the request line or headers. */
export function requestLimitRefusal(request: IncomingMessage): ErrorCode | undefined {
  const requestLine = `${request.method} ${request.url} HTTP/${request.httpVersion}`.length;
  let headers = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    headers += request.rawHeaders[i]!.length + request.rawHeaders[i + 1]!.length + 4;
  if (requestLine + headers <= GATEWAY_MAX_REQUEST_LINE_AND_HEADERS) return undefined;
  return requestLine > GATEWAY_MAX_REQUEST_LINE_AND_HEADERS ? 'uri_too_long' : 'header_fields_too_large';
}

/** Answers a refusal of the local gateway itself with the spec's envelope and a fresh request id. */
export function writeRefusal(response: ServerResponse, code: ErrorCode): void {
  const requestId = randomUUID();
  const error = new DomainError(code);
  response.writeHead(errorStatus(error), {
    ...errorHeaders(error),
    'x-request-id': requestId,
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(errorBody(error, requestId)));
}

/**
 * The server's `clientError` listener: requests Node's parser refuses (header overflow, broken
 * HTTP, timeouts) get the same JSON envelope as every other answer, written on the raw socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'header_fields_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'malformed_request';
  const requestId = randomUUID();
  const httpError = new DomainError(code);
  const body = JSON.stringify(errorBody(httpError, requestId));
  socket.end(
    `HTTP/1.1 ${errorStatus(httpError)} ${STATUS_CODES[errorStatus(httpError)]}\r\n` +
      `content-type: application/json\r\nx-error-code: ${httpError.code}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\n` +
      `cache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
}
