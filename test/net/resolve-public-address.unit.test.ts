import { describe, expect, it } from 'vitest';
import { resolvePublicAddress, type LookupAll } from '../../shared/platform/net/resolve-public-address';

const answers =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function outcome(hostname: string, lookup: LookupAll, allowPrivate = false) {
  try {
    return await resolvePublicAddress(hostname, { allowPrivate, lookup });
  } catch (error) {
    return (error as { reason: string }).reason;
  }
}

describe('resolvePublicAddress (delivery time)', () => {
  it.each([
    ['a public answer is returned for pinning', answers('93.184.216.34'), { address: '93.184.216.34', family: 4 }],
    [
      'the first of several public answers',
      answers('2606:4700::6810:85e5', '93.184.216.34'),
      { address: '2606:4700::6810:85e5', family: 6 },
    ],
    ['a name rebound to loopback is refused', answers('127.0.0.1'), 'private_address'],
    [
      'one private answer among public ones is refused (no race to win)',
      answers('93.184.216.34', '10.0.0.5'),
      'private_address',
    ],
    ['an IPv4-mapped private answer is refused', answers('::ffff:192.168.0.1'), 'private_address'],
    ['a metadata answer is refused', answers('169.254.169.254'), 'metadata_address'],
    ['no answers is refused', answers(), 'unresolvable'],
    [
      'a DNS failure is refused',
      async () => {
        throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
      },
      'unresolvable',
    ],
  ] as const)('%s', async (_case, lookup, expected) => {
    expect(await outcome('hooks.example.com', lookup)).toEqual(expected);
  });

  it('lets private answers through only with ALLOW_PRIVATE_TARGETS, never metadata', async () => {
    expect(await outcome('receiver.test', answers('127.0.0.1'), true)).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await outcome('receiver.test', answers('169.254.169.254'), true)).toBe('metadata_address');
  });

  it('checks IP literals without DNS', async () => {
    const never: LookupAll = async () => {
      throw new Error('must not resolve');
    };
    expect(await outcome('8.8.8.8', never)).toEqual({ address: '8.8.8.8', family: 4 });
    expect(await outcome('[::1]', never)).toBe('private_address');
    expect(await outcome('localhost', never)).toBe('local_hostname');
  });
});
