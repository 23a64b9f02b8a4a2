import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate } from '../../shared/domains/themes/present-theme';
import { listTemplates } from '../../shared/domains/themes/template-store';
import { listTemplatesRoute } from './list-templates.route';

export const handler = defineHandler(listTemplatesRoute, async ({ params, principal }) => ({
  templates: (await listTemplates(principal.companyId, params.theme_id)).map(presentTemplate),
}));
