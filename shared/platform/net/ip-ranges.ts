import { parseIp } from './ip-address';

/** Where an address points: the public internet, a private/special network, or a cloud metadata service. */
export type AddressClass = 'public' | 'private' | 'metadata';

interface Range {
  readonly prefix: Uint8Array;
  readonly bits: number;
  readonly label: string;
  readonly kind: Exclude<AddressClass, 'public'> | 'embedded-ipv4';
  /** Byte offset of an embedded IPv4 address (translation prefixes). */
  readonly embeddedAt?: number;
}

function range(cidr: string, label: string, kind: Range['kind'], embeddedAt?: number): Range {
  const [address, bits] = cidr.split('/') as [string, string];
  return { prefix: parseIp(address)!, bits: Number(bits), label, kind, embeddedAt };
}

interface RangeTables {
  readonly ipv4: readonly Range[];
  readonly ipv6: readonly Range[];
  readonly globalUnicast: Range;
}

let tables: RangeTables | undefined;

/**
 * The ranges, parsed by the first classification (every webhook, callback and droplet function
 * imports this module; most of their cold starts classify no address).
 */
function rangeTables(): RangeTables {
  tables ??= { ipv4: ipv4Ranges(), ipv6: ipv6Ranges(), globalUnicast: range('2000::/3', 'global unicast', 'private') };
  return tables;
}

/**
 * IPv4 special-purpose ranges (IANA registry) that a webhook must never reach. Metadata addresses
 * come first: they sit inside wider ranges and stay refused even when private targets are allowed.
 */
const ipv4Ranges = (): Range[] => [
  range('169.254.169.254/32', 'cloud metadata (AWS, GCP, Azure)', 'metadata'),
  range('169.254.170.2/32', 'ECS task metadata', 'metadata'),
  range('100.100.100.200/32', 'cloud metadata (Alibaba)', 'metadata'),
  range('168.63.129.16/32', 'Azure host wireserver', 'metadata'),
  range('0.0.0.0/8', '"this network"', 'private'),
  range('10.0.0.0/8', 'private network', 'private'),
  range('100.64.0.0/10', 'carrier-grade NAT', 'private'),
  range('127.0.0.0/8', 'loopback', 'private'),
  range('169.254.0.0/16', 'link-local', 'private'),
  range('172.16.0.0/12', 'private network', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments', 'private'),
  range('192.0.2.0/24', 'documentation', 'private'),
  range('192.88.99.0/24', '6to4 relay anycast', 'private'),
  range('192.168.0.0/16', 'private network', 'private'),
  range('198.18.0.0/15', 'benchmarking', 'private'),
  range('198.51.100.0/24', 'documentation', 'private'),
  range('203.0.113.0/24', 'documentation', 'private'),
  range('224.0.0.0/4', 'multicast', 'private'),
  range('240.0.0.0/4', 'reserved and broadcast', 'private'),
];

/** IPv6 ranges; anything outside global unicast 2000::/3 is refused as well. */
const ipv6Ranges = (): Range[] => [
  range('fd00:ec2::254/128', 'cloud metadata (AWS)', 'metadata'),
  range('::ffff:0:0/96', 'IPv4-mapped', 'embedded-ipv4', 12),
  range('64:ff9b::/96', 'NAT64', 'embedded-ipv4', 12),
  range('2002::/16', '6to4', 'embedded-ipv4', 2),
  range('::1/128', 'loopback', 'private'),
  range('::/128', 'unspecified', 'private'),
  range('::/96', 'IPv4-compatible (deprecated)', 'private'),
  range('64:ff9b:1::/48', 'local-use NAT64', 'private'),
  range('100::/64', 'discard-only', 'private'),
  range('2001::/32', 'Teredo', 'private'),
  range('2001:db8::/32', 'documentation', 'private'),
  range('fc00::/7', 'unique local (ULA)', 'private'),
  range('fe80::/10', 'link-local', 'private'),
  range('fec0::/10', 'site-local', 'private'),
  range('ff00::/8', 'multicast', 'private'),
];

function matches(bytes: Uint8Array, candidate: Range): boolean {
  if (bytes.length !== candidate.prefix.length) return false;
  for (let bit = 0; bit < candidate.bits; bit += 8) {
    const mask = candidate.bits - bit >= 8 ? 0xff : (0xff << (8 - (candidate.bits - bit))) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (candidate.prefix[bit / 8]! & mask)) return false;
  }
  return true;
}

/** Classifies parsed address bytes, naming the range that decided it. */
export function classifyBytes(bytes: Uint8Array): { kind: AddressClass; label: string } {
  const { ipv4, ipv6, globalUnicast } = rangeTables();
  const ranges = bytes.length === 4 ? ipv4 : ipv6;
  const hit = ranges.find((candidate) => matches(bytes, candidate));
  if (hit?.kind === 'embedded-ipv4') {
    const embedded = classifyBytes(bytes.slice(hit.embeddedAt!, hit.embeddedAt! + 4));
    return embedded.kind === 'public' ? embedded : { kind: embedded.kind, label: `${hit.label} ${embedded.label}` };
  }
  if (hit) return { kind: hit.kind, label: hit.label };
  if (bytes.length === 16 && !matches(bytes, globalUnicast)) return { kind: 'private', label: 'not global unicast' };
  return { kind: 'public', label: 'public' };
}

/**
 * Classifies an IP literal (IPv4, IPv6, bracketed, IPv4-mapped/NAT64/6to4 forms unwrapped);
 * undefined when `address` is not an IP literal.
 *
 * @example classifyAddress('::ffff:169.254.169.254') // { kind: 'metadata', ... }
 */
export function classifyAddress(address: string): { kind: AddressClass; label: string } | undefined {
  const bytes = parseIp(address);
  return bytes ? classifyBytes(bytes) : undefined;
}
