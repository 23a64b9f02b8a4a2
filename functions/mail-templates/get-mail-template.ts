import { getMailTemplate } from '../../shared/domains/shop-mail/mail-template-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getMailTemplateRoute } from './get-mail-template.route';

export const handler = defineHandler(getMailTemplateRoute, async ({ params, principal }) => ({
  mail_template: await getMailTemplate(principal.companyId, params.key),
}));
