import { describe, expect, it } from 'vitest';
import { assertPublicUrl } from '../../shared/platform/net/assert-public-url';
import { classifyAddress } from '../../shared/platform/net/ip-ranges';
import type { UnsafeTargetReason } from '../../shared/platform/net/unsafe-target-error';

function outcome(url: string, allowPrivate: boolean): 'ok' | UnsafeTargetReason {
  try {
    assertPublicUrl(url, { allowPrivate });
    return 'ok';
  } catch (error) {
    return (error as { reason: UnsafeTargetReason }).reason;
  }
}

// [url, without ALLOW_PRIVATE_TARGETS, with ALLOW_PRIVATE_TARGETS=1]
const cases: [string, 'ok' | UnsafeTargetReason, 'ok' | UnsafeTargetReason][] = [
  ['https://hooks.example.com/webhooks', 'ok', 'ok'],
  ['https://hooks.example.com:8443/a?b=c', 'ok', 'ok'],
  ['https://8.8.8.8/hook', 'ok', 'ok'],
  ['https://[2606:4700:4700::1111]/hook', 'ok', 'ok'],
  // scheme and shape
  ['http://hooks.example.com/webhooks', 'scheme_not_allowed', 'ok'],
  ['ftp://hooks.example.com/', 'scheme_not_allowed', 'scheme_not_allowed'],
  ['javascript:alert(1)', 'scheme_not_allowed', 'scheme_not_allowed'],
  ['/relative/path', 'invalid_url', 'invalid_url'],
  ['not a url', 'invalid_url', 'invalid_url'],
  ['https://user:pass@hooks.example.com/', 'credentials_in_url', 'credentials_in_url'],
  [`https://hooks.example.com/${'a'.repeat(2048)}`, 'invalid_url', 'invalid_url'],
  // loopback in every spelling the URL parser normalises
  ['https://127.0.0.1/', 'private_address', 'ok'],
  ['https://127.1/', 'private_address', 'ok'],
  ['https://2130706433/', 'private_address', 'ok'],
  ['https://0x7f000001/', 'private_address', 'ok'],
  ['https://0177.0.0.1/', 'private_address', 'ok'],
  ['https://0x7f.0.0.1/', 'private_address', 'ok'],
  ['https://[::1]/', 'private_address', 'ok'],
  ['https://[::ffff:127.0.0.1]/', 'private_address', 'ok'],
  ['https://[::ffff:7f00:1]/', 'private_address', 'ok'],
  ['https://0.0.0.0/', 'private_address', 'ok'],
  ['https://[::]/', 'private_address', 'ok'],
  // private, link-local, CGNAT, multicast, reserved, IPv6 ULA / link-local / NAT64
  ['https://10.1.2.3/', 'private_address', 'ok'],
  ['https://172.16.0.1/', 'private_address', 'ok'],
  ['https://172.31.255.255/', 'private_address', 'ok'],
  ['https://192.168.1.10/', 'private_address', 'ok'],
  ['https://169.254.10.10/', 'private_address', 'ok'],
  ['https://100.64.0.1/', 'private_address', 'ok'],
  ['https://100.127.255.254/', 'private_address', 'ok'],
  ['https://224.0.0.1/', 'private_address', 'ok'],
  ['https://255.255.255.255/', 'private_address', 'ok'],
  ['https://198.18.0.1/', 'private_address', 'ok'],
  ['https://[fc00::1]/', 'private_address', 'ok'],
  ['https://[fd12:3456::1]/', 'private_address', 'ok'],
  ['https://[fe80::1]/', 'private_address', 'ok'],
  ['https://[ff02::1]/', 'private_address', 'ok'],
  ['https://[64:ff9b::a00:1]/', 'private_address', 'ok'],
  ['https://[2002:c0a8:0101::1]/', 'private_address', 'ok'],
  // neighbours of private ranges stay public
  ['https://172.32.0.1/', 'ok', 'ok'],
  ['https://100.128.0.1/', 'ok', 'ok'],
  ['https://11.0.0.1/', 'ok', 'ok'],
  // cloud metadata: refused even when private targets are allowed
  ['https://169.254.169.254/latest/meta-data/', 'metadata_address', 'metadata_address'],
  ['http://169.254.169.254/latest/meta-data/', 'scheme_not_allowed', 'metadata_address'],
  ['https://2852039166/', 'metadata_address', 'metadata_address'],
  ['https://[::ffff:169.254.169.254]/', 'metadata_address', 'metadata_address'],
  ['https://[fd00:ec2::254]/', 'metadata_address', 'metadata_address'],
  ['https://metadata.google.internal/computeMetadata/v1/', 'metadata_address', 'metadata_address'],
  ['https://100.100.100.200/', 'metadata_address', 'metadata_address'],
  // local names
  ['https://localhost/', 'local_hostname', 'ok'],
  ['https://LOCALHOST./', 'local_hostname', 'ok'],
  ['https://api.localhost/', 'local_hostname', 'ok'],
  ['https://printer.local/', 'local_hostname', 'ok'],
  ['https://db.internal/', 'local_hostname', 'ok'],
  ['https://router.home.arpa/', 'local_hostname', 'ok'],
  ['https://intranet/', 'local_hostname', 'ok'],
];

describe('assertPublicUrl (create/update time, no DNS)', () => {
  it.each(cases)('%s → %s (deployed), %s (ALLOW_PRIVATE_TARGETS=1)', (url, deployed, local) => {
    expect(outcome(url, false)).toBe(deployed);
    expect(outcome(url, true)).toBe(local);
  });
});

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['2001:db8::1', 'private'],
    ['3fff::1', 'public'],
    ['4000::1', 'private'],
    ['169.254.170.2', 'metadata'],
  ] as const)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)?.kind).toBe(kind);
  });

  it('returns undefined for names', () => {
    expect(classifyAddress('example.com')).toBeUndefined();
  });
});
