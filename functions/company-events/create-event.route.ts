import { defineRoute } from '../../shared/edge/http/route';
import { eventResponse, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import {
  countriesField,
  dateField,
  DEFAULT_TIME_ZONE,
  descriptionField,
  imagesField,
  locationField,
  notificationsEnabledField,
  statusField,
  timeField,
  timeZoneField,
  titleField,
  urlField,
} from '../../shared/domains/company-events/event-fields';

const createFields = {
  title: titleField,
  description: descriptionField.describe('Required; whitespace only counts as empty'),
  time_zone: timeZoneField.default(DEFAULT_TIME_ZONE),
  start_date: dateField,
  end_date: dateField.describe('Not before start_date'),
  start_time: timeField.default(null).describe('Without it the event starts at 00:00 of start_date'),
  end_time: timeField
    .default(null)
    .describe(
      'Without it the event ends at the end of end_date; on a single-day event with both times, after start_time',
    ),
  url: urlField.default(null),
  location: locationField.default(null),
  images: imagesField.default([]),
  available_countries: countriesField.default([]).describe("ISO 3166-1 alpha-2 codes among the company's countries"),
  notifications_enabled: notificationsEnabledField.default(true),
  status: statusField.default('active'),
};

/** Fields of a new event; omitted optional fields take the spec's defaults (UTC, notifications on, Active). */
const eventCreateInput = z.object(createFields, required).meta({ id: 'CompanyEventInput' });

/** Body of create. */
const createEventBody = z.object({ event: eventCreateInput });

/** POST /api/company/events */
export const createEventRoute = defineRoute({
  id: 'createCompanyEvent',
  method: 'POST',
  path: '/api/company/events',
  handler: 'company-events/create-event',
  uses: ['reminder-schedules', 'event-image-attachments'],
  surface: 'admin',
  auth: manage,
  summary: 'Create a company event',
  description:
    'New events default to time zone UTC, notifications on and status active. An active event with notifications on gets an hour-before reminder.',
  request: { body: createEventBody },
  response: { status: 201, body: eventResponse },
  errors: ['conflict'],
});
