import { defineRoute } from '../../shared/edge/http/route';
import { deletedResponse, templateParams } from './schemas';
import { base, update } from './route-common';

export const deleteTemplateRoute = defineRoute({
  id: 'deleteThemeTemplate',
  method: 'DELETE',
  path: `${base}/{theme_id}/templates/{template_id}`,
  handler: 'themes/delete-template',
  surface: 'storefront',
  auth: update,
  summary: 'Delete a template that is not a default',
  request: { params: templateParams },
  response: { status: 200, body: deletedResponse },
});
