import { listMailTemplates } from '../../shared/domains/shop-mail/mail-template-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listMailTemplatesRoute } from './list-mail-templates.route';

export const handler = defineHandler(listMailTemplatesRoute, async ({ principal }) => ({
  mail_templates: await listMailTemplates(principal.companyId),
}));
