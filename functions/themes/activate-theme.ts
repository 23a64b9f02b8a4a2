import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { missingKindWarnings } from '../../shared/domains/themes/missing-kinds';
import { presentTheme } from '../../shared/domains/themes/present-theme';
import { activateTheme } from '../../shared/domains/themes/theme-store';
import { activateThemeRoute } from './activate-theme.route';

export const handler = defineHandler(activateThemeRoute, async ({ params, principal }) => {
  const theme = presentTheme(await activateTheme(principal.companyId, params.theme_id), params.theme_id);
  const warnings = await missingKindWarnings(principal.companyId, params.theme_id);
  return reply({ theme }, warnings.length > 0 ? { meta: { warnings } } : {});
});
