import { defineRoute } from '../../shared/edge/http/route';
import { source, templateResponse, themeParams } from './schemas';
import { base, update } from './route-common';
import { z } from 'zod';
import { templateTypes } from '../../shared/domains/themes/template-kinds';

const createTemplateBody = z.object({
  template: z.object({
    type: z.enum(templateTypes),
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be lowercase letters, digits, - or _ (at most 64)')
      .describe(
        '`theme` for the layout, `default` for a page type, the status code for error pages, the language code for locales',
      ),
    source,
    is_default: z
      .boolean()
      .optional()
      .describe(
        'Make it the default of its type and name; the first template of a type and name becomes the default anyway',
      ),
  }),
});

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
