import { defineRoute } from '../../shared/edge/http/route';
import { source, templateParams, templateSchema, versionSchema } from './schemas';
import { base, update } from './route-common';
import { z } from 'zod';

const saveVersionBody = z.object({ version: z.object({ source }) });

const versionResponse = z.object({ template: templateSchema, version: versionSchema });

export const saveVersionRoute = defineRoute({
  id: 'saveThemeTemplateVersion',
  method: 'POST',
  path: `${base}/{theme_id}/templates/{template_id}/versions`,
  handler: 'themes/save-version',
  surface: 'storefront',
  auth: update,
  summary: 'Save a draft version of a template',
  description: 'Visitors keep seeing the published version until this one is published.',
  request: { params: templateParams, body: saveVersionBody },
  response: { status: 201, body: versionResponse },
});
