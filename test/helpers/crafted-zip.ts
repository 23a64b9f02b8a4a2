import { deflateSync, strToU8 } from 'fflate';

/** One file of a crafted zip: its bytes stored or deflated, with the size its headers declare. */
export interface CraftedEntry {
  name: string;
  data: Uint8Array;
  method?: 'stored' | 'deflate';
  /** The uncompressed size written in both headers. @default the real length */
  declaredSize?: number;
}

/** A central-directory entry naming another name but pointing at `entry`'s local header (shared data). */
export interface CraftedAlias {
  name: string;
  of: string;
}

/**
 * A zip written byte by byte, so its headers can lie the way hostile packages do: sizes that differ
 * from the data, many directory entries pointing at one file's data. CRCs are left 0.
 */
export function craftZip(entries: readonly CraftedEntry[], aliases: readonly CraftedAlias[] = []): Uint8Array {
  const locals: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  const offsets = new Map<string, { offset: number; header: Uint8Array }>();
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method === 'deflate' ? 8 : 0;
    const body = method === 8 ? deflated(entry.data) : entry.data;
    const name = strToU8(entry.name);
    const sizes = { method, compressed: body.length, uncompressed: entry.declaredSize ?? entry.data.length };
    const local = header(0x04034b50, 30, name, sizes);
    locals.push(local, body);
    const centralHeader = { offset, header: centralEntry(name, sizes, offset) };
    offsets.set(entry.name, centralHeader);
    central.push(centralHeader.header);
    offset += local.length + body.length;
  }
  for (const alias of aliases) {
    const target = offsets.get(alias.of)!;
    const copy = centralEntry(strToU8(alias.name), undefined, target.offset, target.header);
    central.push(copy);
  }
  const directory = concat(central);
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, central.length, true);
  view.setUint16(10, central.length, true);
  view.setUint32(12, directory.length, true);
  view.setUint32(16, offset, true);
  return concat([...locals, directory, end]);
}

interface Sizes {
  method: number;
  compressed: number;
  uncompressed: number;
}

function header(signature: number, length: number, name: Uint8Array, sizes: Sizes): Uint8Array {
  const bytes = new Uint8Array(length + name.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, signature, true);
  const at = signature === 0x02014b50 ? 2 : 0;
  view.setUint16(4 + at, 20, true);
  view.setUint16(8 + at, sizes.method, true);
  view.setUint32(18 + at, sizes.compressed, true);
  view.setUint32(22 + at, sizes.uncompressed, true);
  view.setUint16(26 + at, name.length, true);
  bytes.set(name, length);
  return bytes;
}

function centralEntry(name: Uint8Array, sizes: Sizes | undefined, offset: number, like?: Uint8Array): Uint8Array {
  const source = like ? new DataView(like.buffer, like.byteOffset) : undefined;
  const copied = sizes ?? {
    method: source!.getUint16(10, true),
    compressed: source!.getUint32(20, true),
    uncompressed: source!.getUint32(24, true),
  };
  const bytes = header(0x02014b50, 46, name, copied);
  new DataView(bytes.buffer).setUint32(42, offset, true);
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// A corpus reuses one large bomb many times: deflate each data array once.
const deflatedData = new WeakMap<Uint8Array, Uint8Array>();
function deflated(data: Uint8Array): Uint8Array {
  const known = deflatedData.get(data);
  if (known) return known;
  const body = deflateSync(data, { level: 9 });
  deflatedData.set(data, body);
  return body;
}
