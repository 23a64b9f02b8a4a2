import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';

// Every log line at every level is written, so a card number reaching any of them would show;
// the kit is loaded afresh with that level (unit files share one module graph).
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
vi.resetModules();
const { handler: setPaymentMethod } = await import('../../functions/cart-payments/set-cart-payment-method');
const { handler: createGateway } = await import('../../functions/payment-gateways/create-gateway');

/** A Visa test number (Luhn-valid), and the same with the spaces and dashes people type. */
const PAN = '4242424242424242';
const SPACED = '4242 4242 4242 4242';

let written: string[];
beforeEach(() => {
  written = [];
  const capture = (chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

const call = (handler: typeof setPaymentMethod, method: string, path: string, body: unknown, headers = {}) =>
  handler(
    apiGatewayEvent({
      method,
      path,
      headers: { 'content-type': 'application/json', ...headers },
      pathParameters: { cart_token: 'ct_0123456789abcdef0123456789abcdef' },
      body: JSON.stringify(body),
    }),
    testContext,
  );

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

describe('a card number anywhere in a request is refused (PCI SAQ A: the platform never receives one)', () => {
  it('answers 422 naming the field, never the number, and no log line carries it', async () => {
    const res = (await call(
      setPaymentMethod,
      'PUT',
      '/api/payments/v2026-04/carts/ct_0123456789abcdef0123456789abcdef/payment_method',
      {
        type: 'credit_card',
        payment_method: { id: 'pm_card_visa', billing_details: { notes: ['x', `card ${SPACED}`] } },
      },
    )) as { statusCode: number; body: string };
    expect(res.statusCode).toBe(422);
    const body = JSON.parse(res.body);
    expect(Object.keys(body.errors)).toEqual(['payment_method.billing_details.notes[1]']);
    expect(body.errors['payment_method.billing_details.notes[1]'][0]).toContain('looks like a card number');
    expect(digitsOf(res.body)).not.toContain(PAN);

    // The handler kit logged the refused request (its line per request), so the capture is live;
    // no line carries the number in any spelling.
    const logs = written.join('\n');
    expect(logs).toContain('"status":422');
    expect(logs).not.toContain(SPACED);
    expect(digitsOf(logs)).not.toContain(PAN);
  });

  it('refuses before authentication: an admin route without a token answers 422, not 401, and logs no number', async () => {
    const res = (await call(createGateway, 'POST', '/api/payment/v2026-04/gateways', {
      gateway: { name: PAN, integration_type: 'test' },
    })) as { statusCode: number; body: string };
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).errors).toHaveProperty(['gateway.name']);
    expect(res.body).not.toContain(PAN);
    expect(written.join('\n')).not.toContain(PAN);
  });

  it('lets through numbers that are not card numbers (a platform id, a Luhn-invalid run of digits)', async () => {
    const res = (await call(
      setPaymentMethod,
      'PUT',
      '/api/payments/v2026-04/carts/ct_0123456789abcdef0123456789abcdef/payment_method',
      { type: 'credit_card', payment_method: { id: '4242424242424241' } },
    )) as { statusCode: number; body: string };
    // Past the card-number check: whatever ends the request later (here, no runtime to find the cart), it is not that refusal.
    expect(res.body).not.toContain('looks like a card number');
  });
});
