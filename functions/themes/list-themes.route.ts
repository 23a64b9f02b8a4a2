import { defineRoute } from '../../shared/edge/http/route';
import { themeSchema } from './schemas';
import { base, view } from './route-common';
import { z } from 'zod';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';

const listThemesQuery = cursorPageQuery();

const themeListResponse = z.object({ themes: z.array(themeSchema) });

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
