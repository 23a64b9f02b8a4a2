import { defineRoute } from '../../shared/edge/http/route';
import { base } from './route-common';
import { mailTemplateParams, mailTemplateResponse } from './schemas';

/** GET one transactional mail template. */
export const getMailTemplateRoute = defineRoute({
  id: 'getMailTemplate',
  method: 'GET',
  path: `${base}/{key}`,
  handler: 'mail-templates/get-mail-template',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.view' },
  ownership: { kind: 'none' },
  summary: 'Show a transactional mail template',
  request: { params: mailTemplateParams },
  response: { status: 200, body: mailTemplateResponse },
});
