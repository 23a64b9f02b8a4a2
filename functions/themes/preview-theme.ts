import { defineHandler } from '../../shared/edge/http/define-handler';
import { previewLink } from '../../shared/domains/themes/preview-link';
import { previewThemeRoute } from './preview-theme.route';

export const handler = defineHandler(previewThemeRoute, async ({ params, principal }) =>
  previewLink(principal.companyId, params.theme_id),
);
