import type { EventName } from './event-index';

/** Refuses a payload's resource object that is not exactly its event's documented shape (throws). */
export type PayloadCheck = (name: EventName, data: Record<string, unknown>) => void;

let check: PayloadCheck | undefined;

/**
 * Makes every payload the fan-out builds pass `payloadCheck` first. The local runtime and the test
 * suite install the catalog's exact check (exact-payload-check.ts); deployed functions install
 * none, so the fan-out bundles no payload schema: an emitter's data is its resource's presented
 * view, proven exact wherever the suite and `npm start` run (as exact routes' responses are).
 */
export function checkPayloadsWith(payloadCheck: PayloadCheck): void {
  check = payloadCheck;
}

/** Runs the installed check, if any, on one event's resource object. */
export function checkPayload(name: EventName, data: Record<string, unknown>): void {
  check?.(name, data);
}
