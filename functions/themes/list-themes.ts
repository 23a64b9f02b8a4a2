import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { presentTheme } from '../../shared/domains/themes/present-theme';
import { findActiveThemeId, listThemes } from '../../shared/domains/themes/theme-store';
import { listThemesRoute } from './list-themes.route';

export const handler = defineHandler(listThemesRoute, async ({ query, principal }) => {
  const [{ themes, nextCursor }, activeId] = await Promise.all([
    listThemes(principal.companyId, query.page),
    findActiveThemeId(principal.companyId),
  ]);
  return reply(
    { themes: themes.map((theme) => presentTheme(theme, activeId)) },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
