import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTheme } from '../../shared/domains/themes/present-theme';
import { findActiveThemeId, getTheme } from '../../shared/domains/themes/theme-store';
import { getThemeRoute } from './get-theme.route';

export const handler = defineHandler(getThemeRoute, async ({ params, principal }) => {
  const [theme, activeId] = await Promise.all([
    getTheme(principal.companyId, params.theme_id),
    findActiveThemeId(principal.companyId),
  ]);
  return { theme: presentTheme(theme, activeId) };
});
