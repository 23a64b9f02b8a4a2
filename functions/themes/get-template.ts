import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate, presentVersion } from '../../shared/domains/themes/present-theme';
import { getTemplate, listVersions } from '../../shared/domains/themes/template-store';
import { getTemplateRoute } from './get-template.route';

export const handler = defineHandler(getTemplateRoute, async ({ params, principal }) => {
  const template = await getTemplate(principal.companyId, params.theme_id, params.template_id);
  const versions = await listVersions(principal.companyId, params.theme_id, params.template_id);
  return {
    template: presentTemplate(template),
    versions: versions.map((version) => presentVersion(template, version)),
  };
});
