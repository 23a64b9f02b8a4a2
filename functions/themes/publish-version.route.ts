import { defineRoute } from '../../shared/edge/http/route';
import { id, templateResponse } from './schemas';
import { base, update } from './route-common';
import { z } from 'zod';

const versionParams = z.object({
  theme_id: id,
  template_id: id,
  version: z.coerce.number().int().min(1).max(1_000_000),
});

export const publishVersionRoute = defineRoute({
  id: 'publishThemeTemplateVersion',
  method: 'POST',
  path: `${base}/{theme_id}/templates/{template_id}/versions/{version}/publish`,
  handler: 'themes/publish-version',
  surface: 'storefront',
  auth: update,
  summary: 'Publish a saved version',
  description:
    'When the template is the default of its type and name, the storefront renders this version from the next request.',
  request: { params: versionParams },
  response: { status: 200, body: templateResponse },
});
