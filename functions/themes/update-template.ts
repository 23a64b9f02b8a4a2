import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate } from '../../shared/domains/themes/present-theme';
import { makeDefault } from '../../shared/domains/themes/template-store';
import { updateTemplateRoute } from './update-template.route';

export const handler = defineHandler(updateTemplateRoute, async ({ params, principal }) => ({
  template: presentTemplate(await makeDefault(principal.companyId, params.theme_id, params.template_id)),
}));
