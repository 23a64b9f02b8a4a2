import { defineRoute } from '../../shared/edge/http/route';
import { themeName, themeResponse } from './schemas';
import { base, update } from './route-common';
import { z } from 'zod';

const createThemeBody = z.object({ theme: z.object({ name: themeName }) });

export const createThemeRoute = defineRoute({
  id: 'createTheme',
  method: 'POST',
  path: base,
  handler: 'themes/create-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Create a theme',
  description: 'A new theme is inactive and empty; add templates, publish them, then activate it.',
  request: { body: createThemeBody },
  response: { status: 201, body: themeResponse },
});
