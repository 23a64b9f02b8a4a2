import { defineRoute } from '../../shared/edge/http/route';
import { createTemplateBody, templateResponse, themeParams } from './schemas';
import { base, update } from './route-common';

export const createTemplateRoute = defineRoute({
  id: 'createThemeTemplate',
  method: 'POST',
  path: `${base}/{theme_id}/templates`,
  handler: 'themes/create-template',
  surface: 'storefront',
  auth: update,
  summary: 'Add a template file to a theme',
  description:
    'Saves version 1 as a draft. Liquid that does not parse is refused with 422 naming the line and column. ' +
    'Error pages are `error_page` templates named `404` or `503`; other names are refused.',
  request: { params: themeParams, body: createTemplateBody },
  response: { status: 201, body: templateResponse },
});
