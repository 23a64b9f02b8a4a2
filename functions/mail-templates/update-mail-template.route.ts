import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { base } from './route-common';
import { mailTemplateParams, mailTemplateResponse, templateSource } from './schemas';

const updateMailTemplateBody = z.object({
  mail_template: z
    .object({
      subject: templateSource.subject.nullable().describe('Liquid; null goes back to the default'),
      body: templateSource.body.nullable().describe('Liquid over plain text; null goes back to the default'),
      enabled: z.boolean().describe('false switches the mail off'),
      days_before: z
        .number()
        .int()
        .min(1)
        .max(60)
        .describe('Renewal reminder only: days before the renewal it goes out (default 7)'),
      every_renewal: z
        .boolean()
        .describe(
          'Renewal reminder only: remind before every renewal, not only those that end a trial or renew a yearly plan (default false)',
        ),
    })
    .partial()
    .strict(),
});

/** PUT one transactional mail template: its subject, body, switch and (the reminder) timing. */
export const updateMailTemplateRoute = defineRoute({
  id: 'updateMailTemplate',
  method: 'PUT',
  path: `${base}/{key}`,
  handler: 'mail-templates/update-mail-template',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Update a transactional mail template',
  description:
    'Partial: absent fields keep their values, `subject` or `body` null goes back to the default. Subject and body are Liquid rendered with the theme engine (the storefront’s sandbox, filters and render budget) over plain text; a source that does not parse or fails to render with the sample data is a 422 on its field. `days_before` and `every_renewal` apply to `subscription_renewal_reminder` only (422 elsewhere) and reach a subscription’s reminder schedule with its next change. The mail goes out with the next event that triggers it.',
  request: { params: mailTemplateParams, body: updateMailTemplateBody },
  response: { status: 200, body: mailTemplateResponse },
});
