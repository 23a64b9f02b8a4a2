import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate } from '../../shared/themes/present-theme';
import { publishVersion } from '../../shared/themes/template-store';
import { publishVersionRoute } from './routes';

export const handler = defineHandler(publishVersionRoute, async ({ params, principal }) => ({
  template: presentTemplate(await publishVersion(principal.companyId, params.theme_id, params.template_id, params.version)),
}));
