import { defineRoute } from '../../shared/edge/http/route';
import { templateParams, templateSchema, versionSchema } from './schemas';
import { base, view } from './route-common';
import { z } from 'zod';

const templateDetailResponse = z.object({ template: templateSchema, versions: z.array(versionSchema) });

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
