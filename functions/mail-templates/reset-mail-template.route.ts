import { defineRoute } from '../../shared/edge/http/route';
import { base } from './route-common';
import { mailTemplateParams, mailTemplateResponse } from './schemas';

/** DELETE the company's changes of a template: back to the default, switched on. */
export const resetMailTemplateRoute = defineRoute({
  id: 'resetMailTemplate',
  method: 'DELETE',
  path: `${base}/{key}`,
  handler: 'mail-templates/reset-mail-template',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Reset a transactional mail template to the default',
  description:
    'Drops every change of the template (subject, body, switch, reminder timing): it sends the platform default again. Resetting an untouched template is a no-op. Answers the template as it now is.',
  request: { params: mailTemplateParams },
  response: { status: 200, body: mailTemplateResponse },
});
