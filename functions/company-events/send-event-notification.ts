import { sendEventNotification } from '../../shared/domains/company-events/send-notification';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { notifyEventRoute } from './send-event-notification.route';

export const handler = defineHandler(notifyEventRoute, async ({ principal, params, body }) => ({
  notification: await sendEventNotification(principal.companyId, params.id, body.countries),
}));
