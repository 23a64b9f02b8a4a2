import type { CompanyEvent } from './event-entity';
import { imageUrl } from './event-images';
import { previewStatus, statusLabel, type PreviewStatus, type StatusLabel } from './event-timing';

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
