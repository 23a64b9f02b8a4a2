import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteTemplate } from '../../shared/domains/themes/template-store';
import { deleteTemplateRoute } from './delete-template.route';

export const handler = defineHandler(deleteTemplateRoute, async ({ params, principal }) => {
  await deleteTemplate(principal.companyId, params.theme_id, params.template_id);
  return { id: params.template_id };
});
