import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTheme } from '../../shared/themes/present-theme';
import { activateTheme } from '../../shared/themes/theme-store';
import { activateThemeRoute } from './routes';

export const handler = defineHandler(activateThemeRoute, async ({ params, principal }) => ({
  theme: presentTheme(await activateTheme(principal.companyId, params.theme_id), params.theme_id),
}));
