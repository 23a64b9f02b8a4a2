import { findEventName, type EventName } from './event-index';

/** Refuses a payload's resource object that is not exactly its event's documented shape (throws). */
export type PayloadCheck = (name: EventName, data: Record<string, unknown>) => void;

let check: PayloadCheck | undefined;

/**
 * Makes every payload the fan-out builds pass `payloadCheck` first; returns the check it replaces.
 * The local runtime and the suite install the catalog's exact check (exact-payload-check.ts), so
 * every emitted payload is checked exact there; deployed functions install none, so the fan-out
 * bundles no payload schema.
 */
export function checkPayloadsWith(payloadCheck: PayloadCheck | undefined): PayloadCheck | undefined {
  const previous = check;
  check = payloadCheck;
  return previous;
}

/** Runs the installed check, if any, on one event's resource object. */
export function checkPayload(name: EventName, data: Record<string, unknown>): void {
  check?.(name, data);
}

/**
 * Checks the data of an event no target receives, where payloads are checked, so every emitter's
 * data is checked whether anyone subscribed or not; an event in no catalog (internal, such as a
 * webhook subscription's change) has no payload to check.
 */
export function checkUnreceived(detail: { resource: string; event: string; data: Record<string, unknown> }): void {
  const name = findEventName(detail.resource, detail.event);
  if (name) checkPayload(name, detail.data);
}
