const DAY_MS = 24 * 3600 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A wall-clock reading in some time zone; month is 1-based. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/**
 * The canonical spelling of an IANA time zone name (`america/new_york` → `America/New_York`), or
 * null when this runtime does not know the zone. Offset strings such as `+05:00` are refused:
 * they are not IANA names and carry no DST rules.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall clock shown in `timeZone` at `instantMs` (milliseconds since the epoch). */
export function wallTimeAt(instantMs: number, timeZone: string): WallTime {
  const parts = formatter(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
    millisecond: ((instantMs % 1000) + 1000) % 1000,
  };
}

/**
 * The instant a wall-clock reading in `timeZone` denotes, disambiguated like Temporal's
 * `compatible` mode: a reading that occurs twice (clocks fall back) is the earlier instant; a
 * reading that never occurs (clocks spring forward) is moved forward by the length of the gap.
 *
 * @example wallTimeToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0, millisecond: 0 }, 'America/New_York') // 03:30 EDT = 07:30Z
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): number {
  const candidates = instantsOf(wall, timeZone);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: read the wall time with the offset in force before the transition, which lands after it.
  const asUtc = wallAsUtc(wall);
  return asUtc - offsetAt(asUtc - DAY_MS, timeZone);
}

/** True when the wall-clock reading occurs twice in `timeZone` (the repeated hour when clocks fall back). */
export function isAmbiguousWallTime(wall: WallTime, timeZone: string): boolean {
  return instantsOf(wall, timeZone).length > 1;
}

/** Formats a wall time as `YYYY-MM-DDThh:mm:ss` (the form EventBridge Scheduler's `at()` takes). */
export function formatWallTime(wall: WallTime): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** Parses `YYYY-MM-DDThh:mm:ss` back into a wall time. */
export function parseWallTime(text: string): WallTime {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`Not a wall time: ${text}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute, second, millisecond: 0 };
}

// Offsets of real zones change at most once within a day either side, so the two offsets found a
// day before and a day after the reading are the only candidates.
function instantsOf(wall: WallTime, timeZone: string): number[] {
  const asUtc = wallAsUtc(wall);
  const offsets = new Set([offsetAt(asUtc - DAY_MS, timeZone), offsetAt(asUtc + DAY_MS, timeZone)]);
  return [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => wallAsUtc(wallTimeAt(instant, timeZone)) === asUtc);
}

/** Offset of `timeZone` from UTC at an instant, in milliseconds (local minus UTC). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallAsUtc({ ...wallTimeAt(wholeSecond, timeZone), millisecond: 0 }) - wholeSecond;
}

// Callers only pass four-digit years, so Date.UTC's two-digit-year quirk never applies.
function wallAsUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}
