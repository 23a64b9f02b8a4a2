import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTheme } from '../../shared/domains/themes/present-theme';
import { createTheme } from '../../shared/domains/themes/theme-store';
import { createThemeRoute } from './create-theme.route';

export const handler = defineHandler(createThemeRoute, async ({ body, principal }) => ({
  theme: presentTheme(await createTheme(principal.companyId, body.theme.name), undefined),
}));
