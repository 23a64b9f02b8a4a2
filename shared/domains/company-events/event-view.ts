import type { CompanyEvent } from './event-entity';
import { imageUrl } from './event-images';
import { previewStatus, statusLabel, type PreviewStatus, type StatusLabel } from './event-timing';
import { planReminder } from './reminder-plan';

/** An event as the API and webhook payloads show it: stored fields plus derived labels and image URLs. */
export type EventView = Omit<CompanyEvent, 'company_id' | 'version' | 'images'> & {
  images: Array<{ id: string; url: string }>;
  status_label: StatusLabel;
  preview_status: PreviewStatus;
};

/** Derives the response shape of an event at `now` (labels depend on the clock). */
export function toEventView(event: CompanyEvent, now: Date = new Date()): EventView {
  const { company_id: _company, version: _version, images, ...fields } = event;
  const startsAt = new Date(event.starts_at);
  const endsAt = new Date(event.ends_at);
  return {
    ...fields,
    images: images.map(({ id }) => ({ id, url: imageUrl(event.company_id, id) })),
    status_label: statusLabel(event.status, endsAt, now),
    preview_status: previewStatus(startsAt, endsAt, now),
  };
}

/** An event as the admin API answers it: the view plus when its reminder fires (not in webhook payloads, whose schemas are published). */
export type EventResponse = EventView & { reminder_at: string | null };

export function toEventResponse(event: CompanyEvent, now: Date = new Date()): EventResponse {
  return { ...toEventView(event, now), reminder_at: reminderAt(event, now) };
}

/**
 * When the event's hour-before reminder fires, or null when it has none or it already fired. Every
 * save syncs the reminder schedule with the plan at the save's `updated_at` (event-writes.ts), so
 * the same plan recomputed here is what the scheduler holds.
 */
export function reminderAt(event: CompanyEvent, now: Date): string | null {
  const plan = planReminder(event, new Date(event.updated_at));
  return plan && plan.dueAt > now ? plan.dueAt.toISOString() : null;
}
