import { isIPv4, isIPv6 } from 'node:net';

/**
 * Parses an IP literal (IPv4 dotted quad, or IPv6 with optional `::`, embedded dotted quad and
 * brackets) to its bytes: 4 for IPv4, 16 for IPv6. Undefined when `text` is not an IP literal.
 */
export function parseIp(text: string): Uint8Array | undefined {
  const value = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (isIPv4(value)) return Uint8Array.from(value.split('.').map(Number));
  if (!isIPv6(value)) return undefined;
  const withoutZone = value.split('%')[0]!;
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap(hexGroups) : []);
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const words = [...left, ...zeros, ...right];
  return Uint8Array.from(words.flatMap((word) => [word >> 8, word & 0xff]));
}

/** One colon-separated IPv6 piece as 16-bit words (an embedded dotted quad gives two). */
function hexGroups(piece: string): number[] {
  if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
  const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
}
