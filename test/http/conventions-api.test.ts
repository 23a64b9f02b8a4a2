import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../shared/platform/errors/error-codes';
import { api } from '../helpers/http';
import { productBody } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

// The same refusal on surfaces whose schemas used to disagree (a stripping company settings
// schema, a strict storefront family, the webhooks table).
describe('an unknown body key answers the same 422 on every surface', () => {
  it.each([
    [
      'PUT /api/company',
      'PUT',
      '/api/company',
      { company: { name: 'Acme', colour: 'red' } },
      'company.colour',
      'known keys',
    ],
    [
      'POST a product',
      'POST',
      '/api/v202604/company/products',
      { product: { ...productBody('Mug').product, titel: 'Mug' } },
      'product.titel',
      'did you mean `title`?',
    ],
    [
      'POST a webhook',
      'POST',
      '/api/company/webhooks',
      { webhook: { resource: 'member', event: 'created', url: 'https://example.com/hook', http_metod: 'post' } },
      'webhook.http_metod',
      'did you mean `http_method`?',
    ],
  ])('%s', async (_name, method, path, body, field, hint) => {
    const tenant = await createTenant();
    const res = await api(method, path, { token: tenant.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([expect.stringContaining('is not a known key')]);
    expect(res.body.errors[field][0]).toContain(hint);
    expect(res.body.error_message).toContain(field);
    expect(res.body.meta.code).toBe('validation_failed');
    expect(res.headers.get('x-error-code')).toBe('validation_failed');
  });
});

describe('stable error codes over HTTP', () => {
  it('puts the code in X-Error-Code on {message} bodies and in meta.code on envelopes', async () => {
    const unauthorized = await api('GET', '/api/company', { token: 'not-a-token' });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({ message: expect.any(String) });
    expect(unauthorized.headers.get('x-error-code')).toBe('unauthorized');

    const tenant = await createTenant();
    const missing = await api('GET', '/api/company/webhooks/999999999', { token: tenant.token });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.code).toBe('not_found');
    expect(missing.headers.get('x-error-code')).toBe('not_found');
  });

  it('documents every code of the table in the served OpenAPI', async () => {
    const document = (await api('GET', '/api/openapi.json')).body;
    expect(document.components.headers.XErrorCode.schema.enum).toEqual(Object.keys(errorCodes));
    expect(document.components.schemas.ErrorMeta.properties.code.enum).toEqual(Object.keys(errorCodes));
    expect(document.components.responses.NotFound.content['application/json'].example.meta.code).toBe('not_found');
    for (const code of Object.keys(errorCodes)) expect(document.info.description).toContain(`\`${code}\``);
  });
});

describe('the webhook docs warn that the raw token headers are no authentication', () => {
  it('next to the delivery headers in the served OpenAPI (create and update) and the webhooks guide', async () => {
    const document = (await api('GET', '/api/openapi.json')).body;
    for (const operation of [
      document.paths['/api/company/webhooks'].post,
      document.paths['/api/company/webhooks/{id}'].put,
    ]) {
      expect(operation.description).toMatch(
        /`X-Service-Token` and `AUTH_TOKEN` headers, as SPEC requires: the raw secret/,
      );
      expect(operation.description).toContain('never authenticate by comparing the token');
    }
    const readme = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
    expect(readme).toMatch(/`X-Service-Token` and `AUTH_TOKEN`\. \*\*Warning: those two carry the raw secret\*\*/);
  });
});
