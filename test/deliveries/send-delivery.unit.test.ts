import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// DNS is the attacker's lever here: the name was public when the subscription was created and now
// answers with a private address (rebinding). The mock stands in for that changed DNS answer.
const answers = new Map<string, { address: string; family: number }[]>();
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    const found = answers.get(host);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  },
}));

// The unit project shares one module graph between files: load the subject afresh, onto the mock.
vi.resetModules();
const { resetConfig } = await import('../../shared/platform/config');
const { sendDelivery } = await import('../../shared/domains/deliveries/send-delivery');

beforeEach(() => {
  process.env.ALLOW_PRIVATE_TARGETS = '0';
  resetConfig();
});
afterEach(() => {
  process.env.ALLOW_PRIVATE_TARGETS = '1';
  resetConfig();
  answers.clear();
});

describe('delivery-time target checks (SSRF)', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['cloud metadata', '169.254.169.254'],
    ['private 10/8', '10.1.2.3'],
    ['IPv6 loopback', '::1'],
  ])('refuses a host whose DNS answer changed to %s, without connecting', async (_name, address) => {
    answers.set('hooks.example.com', [{ address, family: address.includes(':') ? 6 : 4 }]);
    const result = await sendDelivery({
      url: 'https://hooks.example.com/webhooks',
      method: 'post',
      headers: {},
      body: '{}',
    });
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/private|loopback|reserved|metadata|not allowed|refus/i);
  });

  it('refuses when any one of several answers is private', async () => {
    answers.set('hooks.example.com', [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.10', family: 4 },
    ]);
    const result = await sendDelivery({
      url: 'https://hooks.example.com/webhooks',
      method: 'post',
      headers: {},
      body: '{}',
    });
    expect(result.statusCode).toBeNull();
    expect(result.error).not.toBeNull();
  });

  it('refuses an IP-literal private target even if it got stored', async () => {
    const result = await sendDelivery({ url: 'https://10.0.0.5/hook', method: 'post', headers: {}, body: '{}' });
    expect(result).toMatchObject({ statusCode: null, error: expect.any(String) });
  });
});
