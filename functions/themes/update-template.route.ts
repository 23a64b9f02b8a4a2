import { defineRoute } from '../../shared/edge/http/route';
import { templateParams, templateResponse } from './schemas';
import { base, update } from './route-common';
import { z } from 'zod';

const updateTemplateBody = z.object({
  template: z.object({ is_default: z.literal(true).describe('Make this template the default of its type and name') }),
});

export const updateTemplateRoute = defineRoute({
  id: 'updateThemeTemplate',
  method: 'PUT',
  path: `${base}/{theme_id}/templates/{template_id}`,
  handler: 'themes/update-template',
  surface: 'storefront',
  auth: update,
  summary: 'Make a template the default of its type and name',
  request: { params: templateParams, body: updateTemplateBody },
  response: { status: 200, body: templateResponse },
});
