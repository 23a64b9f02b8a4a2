import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { base } from './route-common';
import { mailTemplateSchema } from './schemas';

/** GET the company's transactional mail templates. */
export const listMailTemplatesRoute = defineRoute({
  id: 'listMailTemplates',
  method: 'GET',
  path: base,
  handler: 'mail-templates/list-mail-templates',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.view' },
  ownership: { kind: 'none' },
  summary: 'List the transactional mail templates',
  description:
    'Every mail the platform sends to buyers for the shop (order confirmation, refund, cancellation; subscription started, renewal reminder, payment failed, cancelled), each as the shop sends it now: the merchant’s subject and body or the default, its switch and its trigger. A fixed set: no pagination.',
  response: { status: 200, body: z.object({ mail_templates: z.array(mailTemplateSchema) }) },
});
