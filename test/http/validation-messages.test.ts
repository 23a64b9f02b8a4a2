import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { companyCall, productBody } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

/** Zod's own English, which must never reach a client (its wording names types, not fields). */
const RAW_ZOD = /Invalid input|Invalid option|Invalid enum value|Too (small|big):|Expected \w+, received|Invalid ISO/i;

/** Every message of a 422 envelope: its summary and each ErrorBag entry. */
function messagesOf(body: { error_message: string; errors: Record<string, string[]> }): string[] {
  return [body.error_message, ...Object.values(body.errors).flat()];
}

/**
 * Validation messages come from one mapping (shared/edge/http/issue-messages.ts): each reads after
 * its field name (the ErrorBag key), says what is expected, and is bounded; the summary names the field.
 */
describe('validation messages name the field and what it expects', () => {
  it('a wrong type, an unknown enum value and a too-long text on a product create', async () => {
    const tenant = await createTenant();
    const response = await companyCall(tenant, 'POST', '/products', {
      product: { ...productBody('Serum').product, title: 123, status: 'live', description: 'x'.repeat(70_000) },
    });
    expect(response.status, response.text).toBe(422);
    expect(response.body.errors['product.title']).toEqual(['must be a string, not a number']);
    expect(response.body.errors['product.status']?.[0]).toMatch(/^must be one of `draft`, .*`published`/);
    expect(response.body.errors['product.description']?.[0]).toMatch(/^must be at most \d+ characters long$/);
    expect(response.body.error_message).toMatch(/^Validation failed: product\.\w+ must be /);
    for (const message of messagesOf(response.body)) {
      expect(message).not.toMatch(RAW_ZOD);
      expect(message.length).toBeLessThanOrEqual(300);
    }
  });

  it('a missing field and a wrong method on a webhook create (SPEC: 422)', async () => {
    const tenant = await createTenant();
    const response = await api('POST', '/api/company/webhooks', {
      token: tenant.token,
      body: { webhook: { resource: 'order', event: 'created', http_method: 'teleport' } },
    });
    expect(response.status, response.text).toBe(422);
    expect(response.body.errors['webhook.url']).toEqual(['is required']);
    expect(response.body.errors['webhook.http_method']?.[0]).toMatch(/^must be one of `post`/);
    for (const message of messagesOf(response.body)) expect(message).not.toMatch(RAW_ZOD);
  });

  it('a date that is not a date, and a query parameter of the wrong form', async () => {
    const tenant = await createTenant();
    const patched = await api('PATCH', '/api/v202604/subscriptions/1', {
      token: tenant.token,
      body: { subscription: { next_billing_at: 'next tuesday' } },
    });
    expect(patched.status, patched.text).toBe(422);
    expect(patched.body.errors['subscription.next_billing_at']?.[0]).toMatch(/^must be an ISO 8601 date and time/);

    const listed = await api('GET', '/api/v202604/subscriptions?page[limit]=many', { token: tenant.token });
    expect(listed.status, listed.text).toBe(422);
    for (const message of [...messagesOf(patched.body), ...messagesOf(listed.body)])
      expect(message).not.toMatch(RAW_ZOD);
  });
});
