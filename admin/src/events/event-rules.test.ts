import { describe, expect, it } from 'vitest';
import { eventBody, eventFormErrors, imageChoiceError, newEventForm, type EventForm } from './event-rules';

const valid = (changes: Partial<EventForm> = {}): EventForm => ({
  ...newEventForm(),
  title: 'Launch',
  description: 'Our launch',
  start_date: '2027-03-08',
  end_date: '2027-03-08',
  ...changes,
});

describe('company event form rules', () => {
  it('starts a new event in UTC, with notifications on and Active', () => {
    expect(newEventForm()).toMatchObject({
      time_zone: 'UTC',
      notifications_enabled: true,
      status: 'active',
      images: [],
      available_countries: [],
    });
  });

  it('accepts a complete event', () => {
    expect(
      eventFormErrors(valid({ url: 'https://example.com/launch', start_time: '09:00', end_time: '10:00' })),
    ).toEqual({});
  });

  it('requires the title, the description, the time zone and both dates', () => {
    expect(eventFormErrors({ ...newEventForm(), time_zone: '' })).toEqual({
      title: 'is required',
      description: "can't be blank",
      time_zone: 'is required',
      start_date: 'is required',
      end_date: 'is required',
    });
  });

  it('counts a whitespace-only description as empty', () => {
    expect(eventFormErrors(valid({ description: ' \n\t ' }))).toEqual({ description: "can't be blank" });
  });

  it('refuses an end date before the start date', () => {
    expect(eventFormErrors(valid({ end_date: '2027-03-07' }))).toEqual({
      end_date: 'must not be before the start date',
    });
  });

  it('needs the end time after the start time on a single-day event, equal times included', () => {
    const message = { end_time: 'must be after the start time when the event starts and ends on the same day' };
    expect(eventFormErrors(valid({ start_time: '10:00', end_time: '09:00' }))).toEqual(message);
    expect(eventFormErrors(valid({ start_time: '10:00', end_time: '10:00' }))).toEqual(message);
    expect(eventFormErrors(valid({ end_date: '2027-03-09', start_time: '10:00', end_time: '09:00' }))).toEqual({});
    expect(eventFormErrors(valid({ start_time: '10:00' }))).toEqual({});
  });

  it('needs a full web address as URL', () => {
    const message = { url: 'must be a full web address starting with http:// or https://' };
    expect(eventFormErrors(valid({ url: 'example.com' }))).toEqual(message);
    expect(eventFormErrors(valid({ url: 'ftp://example.com' }))).toEqual(message);
    expect(eventFormErrors(valid({ url: 'http://example.com' }))).toEqual({});
  });

  it('uploads up to 10 images at a time, each up to 10 MB', () => {
    const image = (name: string, size = 1000) => ({ name, size, type: 'image/png' });
    expect(imageChoiceError(Array.from({ length: 10 }, (_, i) => image(`${i}.png`)))).toBeNull();
    expect(imageChoiceError(Array.from({ length: 11 }, (_, i) => image(`${i}.png`)))).toBe(
      'at most 10 images can be uploaded at a time',
    );
    expect(imageChoiceError([image('big.png', 10 * 1024 * 1024 + 1)])).toBe(
      'big.png: each image must be at most 10 MB',
    );
    expect(imageChoiceError([image('ok.png', 10 * 1024 * 1024)])).toBeNull();
    expect(imageChoiceError([{ name: 'notes.txt', size: 10, type: 'text/plain' }])).toBe(
      'notes.txt: must be a JPEG, PNG, GIF, WebP or AVIF image',
    );
  });

  it('sends empty optional fields as null and images by id', () => {
    expect(eventBody(valid({ images: [{ id: 'img_1', url: 'https://cdn/img_1.png' }] }))).toMatchObject({
      start_time: null,
      end_time: null,
      url: null,
      location: null,
      images: [{ id: 'img_1' }],
    });
  });
});
