/** What one unpacking may hold. */
export interface UnzipLimits {
  /** Most entries of the central directory (directories included). */
  maxEntries: number;
  /** Most bytes all files unpack to, counted as they are produced. */
  maxBytes: number;
}

/** A zip refused for its shape or its limits; the message says why, for the zip's author. */
export class UnzipRefused extends Error {}

/** Compressed bytes pushed to the inflater at once: deflate expands at most ~1032×, so one push yields ~1 MB at most. */
const INFLATE_CHUNK = 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: string;
  method: number;
  declaredSize: number;
  dataStart: number;
  /** Where the entry's local header starts. */
  start: number;
  /** Where its data ends. */
  end: number;
}

/**
 * Unpacks a zip without trusting its headers: at most `maxEntries` entries, no two entries sharing
 * bytes (the local header through the end of the data), the declared sizes summing to at most
 * `maxBytes`, and each file's real output stopped as soon as it passes the size it declares, so what
 * is produced never exceeds `maxBytes` however the headers lie. Directories are left out.
 */
export async function unzipBounded(zip: Uint8Array, limits: UnzipLimits): Promise<Map<string, Uint8Array>> {
  const entries = readDirectory(zip, limits);
  const { Inflate } = await import('./fflate');
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const data = zip.subarray(entry.dataStart, entry.end);
    if (entry.method === STORED && data.length !== entry.declaredSize) throw lying(entry, limits);
    files.set(entry.name, entry.method === STORED ? data.slice() : inflateAtMost(Inflate, entry, data, limits));
  }
  return files;
}

function readDirectory(zip: Uint8Array, limits: UnzipLimits): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    throw new UnzipRefused('is a ZIP64 file, which is not supported');
  if (count > limits.maxEntries)
    throw new UnzipRefused(`holds ${count} entries; a package holds at most ${limits.maxEntries}`);
  const decoder = new TextDecoder('utf-8');
  const entries: Entry[] = [];
  const names = new Set<string>();
  let declared = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      throw unreadable('a directory entry is cut short');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const declaredSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const start = view.getUint32(at + 42, true);
    if (at + 46 + skip > end) throw unreadable('a directory entry is cut short');
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)).replace(/^\.\//, '');
    at += 46 + skip;
    if (flags & 1) throw new UnzipRefused(`${name} is encrypted`);
    if (method !== STORED && method !== DEFLATED)
      throw new UnzipRefused(`${name} is compressed with method ${method}; use deflate`);
    if (names.has(name)) throw new UnzipRefused(`${name} is in the package twice`);
    names.add(name);
    if (start + 30 > directoryOffset || view.getUint32(start, true) !== LOCAL_HEADER)
      throw unreadable(`${name} has no file header`);
    const dataStart = start + 30 + view.getUint16(start + 26, true) + view.getUint16(start + 28, true);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryOffset) throw unreadable(`${name} runs past the end of the data`);
    declared += declaredSize;
    if (declared > limits.maxBytes) throw new UnzipRefused(`unpacks to over ${limits.maxBytes} bytes`);
    entries.push({ name, method, declaredSize, dataStart, start, end: dataEnd });
  }
  refuseOverlaps(entries);
  return entries;
}

/** The end-of-directory record: the last one within the 64 KB comment that may follow it. */
function findEndOfDirectory(view: DataView): number {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at -= 1)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw unreadable('no central directory');
}

/** Entries pointing into each other's bytes would unpack the same data many times. */
function refuseOverlaps(entries: readonly Entry[]): void {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    const [before, entry] = [sorted[index - 1]!, sorted[index]!];
    if (entry.start < before.end) throw new UnzipRefused(`entries ${before.name} and ${entry.name} overlap`);
  }
}

/** The entry's real bytes, inflated a chunk at a time and stopped once they pass the size it declares. */
function inflateAtMost(
  Inflate: typeof import('./fflate').Inflate,
  entry: Entry,
  data: Uint8Array,
  limits: UnzipLimits,
): Uint8Array {
  const out = new Uint8Array(entry.declaredSize);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    if (produced + chunk.length > entry.declaredSize) throw lying(entry, limits);
    out.set(chunk, produced);
    produced += chunk.length;
  });
  try {
    for (let at = 0; at < data.length || at === 0; at += INFLATE_CHUNK)
      inflater.push(data.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= data.length);
  } catch (error) {
    if (error instanceof UnzipRefused) throw error;
    throw unreadable(`${entry.name}: ${(error as Error).message}`);
  }
  if (produced !== entry.declaredSize) throw lying(entry, limits);
  return out;
}

function lying(entry: Entry, limits: UnzipLimits): UnzipRefused {
  return new UnzipRefused(
    `${entry.name} does not unpack to the ${entry.declaredSize} bytes it declares (a package unpacks to at most ${limits.maxBytes} bytes)`,
  );
}

function unreadable(reason: string): UnzipRefused {
  return new UnzipRefused(`is not a readable zip file (${reason})`);
}
