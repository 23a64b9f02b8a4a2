import { defineRoute } from '../../shared/edge/http/route';
import { listThemesQuery, themeListResponse } from './schemas';
import { base, view } from './route-common';

export const listThemesRoute = defineRoute({
  id: 'listThemes',
  method: 'GET',
  path: base,
  handler: 'themes/list-themes',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List themes',
  request: { query: listThemesQuery },
  response: { status: 200, body: themeListResponse },
  pagination: 'cursor',
});
