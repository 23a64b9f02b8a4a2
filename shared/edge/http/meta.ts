/** The `meta` object every response carries (SPEC "Shared objects → Meta"). */
export interface Meta {
  request_id: string | null;
  timestamp: string;
  [extra: string]: unknown;
}

/** Builds `meta` for a response produced now. */
export function buildMeta(requestId: string | null, extra: Record<string, unknown> = {}): Meta {
  return { request_id: requestId, timestamp: new Date().toISOString(), ...extra };
}
