import { previewMail } from '../../shared/domains/shop-mail/preview-mail';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { previewMailTemplateRoute } from './preview-mail-template.route';

export const handler = defineHandler(previewMailTemplateRoute, async ({ params, body, principal }) => ({
  preview: await previewMail(principal.companyId, params.key, body.mail_template ?? {}),
}));
