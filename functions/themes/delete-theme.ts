import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteTheme } from '../../shared/domains/themes/theme-store';
import { deleteThemeRoute } from './delete-theme.route';

export const handler = defineHandler(deleteThemeRoute, async ({ params, principal }) => {
  await deleteTheme(principal.companyId, params.theme_id);
  return { id: params.theme_id };
});
