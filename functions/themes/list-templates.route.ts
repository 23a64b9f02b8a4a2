import { defineRoute } from '../../shared/edge/http/route';
import { templateSchema, themeParams } from './schemas';
import { base, view } from './route-common';
import { z } from 'zod';

const templateListResponse = z.object({ templates: z.array(templateSchema) });

export const listTemplatesRoute = defineRoute({
  id: 'listThemeTemplates',
  method: 'GET',
  path: `${base}/{theme_id}/templates`,
  handler: 'themes/list-templates',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: "List a theme's template files",
  request: { params: themeParams },
  response: { status: 200, body: templateListResponse },
});
