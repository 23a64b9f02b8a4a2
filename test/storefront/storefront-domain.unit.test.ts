import { afterEach, describe, expect, it } from 'vitest';
import { storefrontUrl } from '../../shared/domains/storefront/storefront-url';

/** Shop URLs come from configuration only, so the configuration must be a plain host name. */
describe('storefrontUrl from STOREFRONT_DOMAIN', () => {
  const configured = process.env.STOREFRONT_DOMAIN;
  afterEach(() => {
    if (configured === undefined) delete process.env.STOREFRONT_DOMAIN;
    else process.env.STOREFRONT_DOMAIN = configured;
  });

  it('is https on the configured domain, whatever its case', () => {
    process.env.STOREFRONT_DOMAIN = 'Shops.Example.com';
    expect(storefrontUrl('acme')).toBe('https://acme.shops.example.com');
  });

  it.each([
    ['a URL with a scheme', 'https://shops.example.com'],
    ['a port', 'shops.example.com:8443'],
    ['a path', 'shops.example.com/x'],
    ['markup', 'shops.example.com"><script>'],
    ['an empty value', ''],
    ['a trailing dot', 'shops.example.com.'],
  ])('refuses %s as a configuration error instead of writing it into pages', (_case, value) => {
    process.env.STOREFRONT_DOMAIN = value;
    expect(() => storefrontUrl('acme')).toThrow(/STOREFRONT_DOMAIN must be a host name/);
  });
});
