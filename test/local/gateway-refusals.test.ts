import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../helpers/http';

const envelope = (message: RegExp, code: string) => ({
  error_message: expect.stringMatching(message),
  errors: null,
  meta: { request_id: expect.stringMatching(/^[0-9a-f-]{36}$/), timestamp: expect.any(String), code },
});

/** Sends raw bytes to the local API and returns the status line, headers and body it answers. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('the local gateway answers its own refusals with the JSON envelope and a request id', () => {
  it('a 20 KB URL → 414 envelope', async () => {
    const res = await api('GET', `/api/company/events?q=${'x'.repeat(20 * 1024)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.body).toEqual(envelope(/10 KB/, 'uri_too_long'));
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.request_id);
    expect(res.headers.get('x-error-code')).toBe('uri_too_long');
  });

  it('12 KB of headers → 431 envelope', async () => {
    const res = await api('GET', '/api/company', { headers: { 'x-padding': 'p'.repeat(12 * 1024) } });
    expect(res.status).toBe(431);
    expect(res.body).toEqual(envelope(/headers exceed/, 'header_fields_too_large'));
  });

  it("headers past Node's own parser limit → 431 envelope from the clientError path", async () => {
    const res = await rawRequest(
      `GET /api/company HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(100 * 1024)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: application/json');
    expect(res.headers).toContain('x-error-code: header_fields_too_large');
    expect(JSON.parse(res.body)).toEqual(envelope(/headers exceed/, 'header_fields_too_large'));
  });

  it('a request that is not HTTP → 400 envelope', async () => {
    const res = await rawRequest('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(envelope(/not valid HTTP/, 'malformed_request'));
  });

  it("a body past API Gateway's 10 MB → 413 envelope", async () => {
    const res = await api('POST', '/api/company/events', {
      headers: { 'content-type': 'application/json' },
      rawBody: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(envelope(/10 MB/, 'gateway_payload_too_large'));
  });
});
