import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate } from '../../shared/domains/themes/present-theme';
import { publishVersion } from '../../shared/domains/themes/template-store';
import { publishVersionRoute } from './publish-version.route';

export const handler = defineHandler(publishVersionRoute, async ({ params, principal }) => ({
  template: presentTemplate(
    await publishVersion(principal.companyId, params.theme_id, params.template_id, params.version),
  ),
}));
