import { resetMailTemplate } from '../../shared/domains/shop-mail/mail-template-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { resetMailTemplateRoute } from './reset-mail-template.route';

export const handler = defineHandler(resetMailTemplateRoute, async ({ params, principal }) => ({
  mail_template: await resetMailTemplate(principal.companyId, params.key),
}));
