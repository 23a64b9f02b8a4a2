import { BlockList, isIP } from 'node:net';

/**
 * Whether the visitor's address is on the company's block list (addresses or CIDR ranges, IPv4
 * and IPv6), using Node's own BlockList matcher.
 */
export function isBlockedIp(ip: string, entries: readonly string[]): boolean {
  const family = isIP(ip);
  if (family === 0 || entries.length === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const entryFamily = isIP(address);
    if (entryFamily === 0) continue;
    const type = entryFamily === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/** Validates one block-list entry (an address or a CIDR range). */
export function isBlockListEntry(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 6 ? 128 : 32);
}
