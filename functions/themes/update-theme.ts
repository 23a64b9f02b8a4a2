import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTheme } from '../../shared/domains/themes/present-theme';
import { findActiveThemeId, renameTheme } from '../../shared/domains/themes/theme-store';
import { updateThemeRoute } from './update-theme.route';

export const handler = defineHandler(updateThemeRoute, async ({ params, body, principal }) => {
  const [theme, activeId] = await Promise.all([
    renameTheme(principal.companyId, params.theme_id, body.theme.name),
    findActiveThemeId(principal.companyId),
  ]);
  return { theme: presentTheme(theme, activeId) };
});
