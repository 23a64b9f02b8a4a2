import { defineRoute } from '../../shared/edge/http/route';
import { eventParams, eventResponse, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import {
  countriesField,
  dateField,
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

const updateFields = {
  title: titleField.optional(),
  description: descriptionField.optional(),
  time_zone: timeZoneField.optional(),
  start_date: dateField.optional(),
  end_date: dateField.optional(),
  start_time: timeField.optional(),
  end_time: timeField.optional(),
  url: urlField.optional(),
  location: locationField.optional(),
  images: imagesField.optional(),
  available_countries: countriesField.optional(),
  notifications_enabled: notificationsEnabledField.optional(),
  status: statusField.optional(),
};

/** A partial update: absent fields keep their values; null clears an optional field. */
const eventUpdateInput = z.object(updateFields, required).meta({ id: 'CompanyEventUpdate' });

/** Body of update. */
const updateEventBody = z.object({ event: eventUpdateInput });

/** PUT /api/company/events/{id} */
export const updateEventRoute = defineRoute({
  id: 'updateCompanyEvent',
  method: 'PUT',
  path: '/api/company/events/{id}',
  handler: 'company-events/update-event',
  uses: ['reminder-schedules', 'event-image-attachments'],
  surface: 'admin',
  auth: manage,
  summary: 'Update a company event',
  description:
    'Partial: absent fields keep their values, null clears an optional field. The merged event must satisfy every rule. Last writer wins: only the changed fields are written, so concurrent updates of the same fields all land and the last to commit stays; a concurrent change of another field is merged in before writing. 409 only when the event could not be written before the function’s deadline.',
  request: { params: eventParams, body: updateEventBody },
  response: { status: 200, body: eventResponse },
  errors: ['conflict'],
});
