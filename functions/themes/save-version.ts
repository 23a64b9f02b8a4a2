import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentTemplate, presentVersion } from '../../shared/domains/themes/present-theme';
import { saveDraft } from '../../shared/domains/themes/template-store';
import { saveVersionRoute } from './save-version.route';

export const handler = defineHandler(saveVersionRoute, async ({ params, body, principal }) => {
  const { template, version } = await saveDraft(
    principal.companyId,
    params.theme_id,
    params.template_id,
    body.version.source,
  );
  return { template: presentTemplate(template), version: presentVersion(template, version) };
});
