import { defineRoute } from '../../shared/edge/http/route';
import { themeParams } from './schemas';
import { base, view } from './route-common';
import { z } from 'zod';

const previewResponse = z.object({
  preview_url: z.string().describe('Storefront URL showing this theme; valid for an hour'),
  preview_token: z.string(),
  expires_at: z.string(),
});

export const previewThemeRoute = defineRoute({
  id: 'previewTheme',
  method: 'POST',
  path: `${base}/{theme_id}/preview`,
  handler: 'themes/preview-theme',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Get a link that shows the storefront in this theme',
  description:
    'The storefront renders the theme named by `preview_theme` in the query when `preview_token` is valid (signed, one hour, this company only).',
  request: { params: themeParams },
  response: { status: 201, body: previewResponse },
});
