import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate } from '../../shared/domains/themes/present-theme';
import { createTemplate } from '../../shared/domains/themes/template-store';
import { createTemplateRoute } from './create-template.route';

export const handler = defineHandler(createTemplateRoute, async ({ params, body, principal }) => ({
  template: presentTemplate(
    await createTemplate(principal.companyId, params.theme_id, {
      type: body.template.type,
      name: body.template.name,
      source: body.template.source,
      default: body.template.is_default,
    }),
  ),
}));
