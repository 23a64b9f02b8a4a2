import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { shopUrls } from '../../shared/domains/checkout/shop-urls';
import { shopFromHost, storefrontDomain } from '../../shared/domains/storefront/resolve-shop';
import { environmentOf, functionById } from './functions';
import { synthesize } from './synth';

// What a function deployed with `-c storefrontDomain=shops.example.com` builds and resolves: the
// shared modules run with exactly the STOREFRONT_DOMAIN its template entry carries.
const deployed = synthesize({
  routes: manifest,
  storefront: { domain: 'shops.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/shops' },
});
const saved = process.env.STOREFRONT_DOMAIN;
afterEach(() => {
  if (saved === undefined) delete process.env.STOREFRONT_DOMAIN;
  else process.env.STOREFRONT_DOMAIN = saved;
});

function useDeployedEnvironmentOf(id: string): void {
  const value = environmentOf(functionById(deployed.stacks, id)).STOREFRONT_DOMAIN;
  if (typeof value === 'string') process.env.STOREFRONT_DOMAIN = value;
  else delete process.env.STOREFRONT_DOMAIN;
}

describe('storefront domain of a deployed stack (-c storefrontDomain)', () => {
  it('every function gets STOREFRONT_DOMAIN from the context value', () => {
    const functions = deployed.stacks.flatMap((stack) =>
      Object.values(stack.template.findResources('AWS::Lambda::Function')),
    );
    expect(functions.length).toBeGreaterThan(100);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.STOREFRONT_DOMAIN).toBe('shops.example.com');
  });

  it('a cart created by the deployed createCart function links to https://<shop>.<domain>', () => {
    useDeployedEnvironmentOf('createCart');
    expect(shopUrls('demo', 'ct_token')).toEqual({
      shop_url: 'https://demo.shops.example.com',
      checkout_url: 'https://demo.shops.example.com/checkout/ct_token',
    });
  });

  it('Host: <shop>.<domain> names the shop for the deployed storefront pages; other hosts do not', () => {
    useDeployedEnvironmentOf('renderStorefrontPage');
    expect(shopFromHost('demo.shops.example.com', storefrontDomain())).toBe('demo');
    expect(shopFromHost('Demo.Shops.Example.com:443', storefrontDomain())).toBe('demo');
    expect(shopFromHost('demo.localhost', storefrontDomain())).toBeUndefined();
    expect(shopFromHost('a.demo.shops.example.com', storefrontDomain())).toBeUndefined();
  });
});
