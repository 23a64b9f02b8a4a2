import { defineHandler } from '../../shared/http/define-handler';
import { presentTemplate } from '../../shared/themes/present-theme';
import { createTemplate } from '../../shared/themes/template-store';
import { createTemplateRoute } from './routes';

export const handler = defineHandler(createTemplateRoute, async ({ params, body, principal }) => ({
  template: presentTemplate(await createTemplate(principal.companyId, params.theme_id, body.template)),
}));
