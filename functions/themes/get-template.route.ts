import { defineRoute } from '../../shared/edge/http/route';
import { templateDetailResponse, templateParams } from './schemas';
import { base, view } from './route-common';

export const getTemplateRoute = defineRoute({
  id: 'getThemeTemplate',
  method: 'GET',
  path: `${base}/{theme_id}/templates/{template_id}`,
  handler: 'themes/get-template',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a template with its versions',
  request: { params: templateParams },
  response: { status: 200, body: templateDetailResponse },
});
