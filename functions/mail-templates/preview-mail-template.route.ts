import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { base } from './route-common';
import { mailTemplateParams, templateSource } from './schemas';

const previewMailTemplateBody = z.object({
  mail_template: z
    .object({
      subject: templateSource.subject.describe('Preview this subject instead of the saved one'),
      body: templateSource.body.describe('Preview this body instead of the saved one'),
    })
    .partial()
    .strict()
    .optional(),
});

/** POST a preview: the template rendered with sample data. */
export const previewMailTemplateRoute = defineRoute({
  id: 'previewMailTemplate',
  method: 'POST',
  path: `${base}/{key}/preview`,
  handler: 'mail-templates/preview-mail-template',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.view' },
  ownership: { kind: 'none' },
  summary: 'Preview a transactional mail template with sample data',
  description:
    'Renders the saved template, or the `subject` and `body` sent (an edit before saving it), with sample data of its kind (an example order or subscription) and the company’s own shop name, address and URL, exactly as a send would. Nothing is sent or saved. A source that does not parse or render is a 422 on its field with the engine’s message.',
  request: { params: mailTemplateParams, body: previewMailTemplateBody },
  response: {
    status: 200,
    body: z.object({
      preview: z.object({ subject: z.string(), text: z.string().describe('The plain-text body') }).meta({
        id: 'MailPreview',
      }),
    }),
  },
});
