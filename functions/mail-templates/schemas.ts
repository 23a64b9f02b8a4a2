import { z } from 'zod';
import { mailTemplateKeys } from '../../shared/domains/shop-mail/mail-templates';

export const mailTemplateParams = z.object({
  key: z.enum(mailTemplateKeys).describe('The template key (`GET /api/v202604/company/mail_templates` lists them)'),
});

/** A template as the merchant sees it (OpenAPI component `MailTemplate`). */
export const mailTemplateSchema = z
  .object({
    key: z.enum(mailTemplateKeys),
    trigger: z.string().describe('When the mail is sent'),
    enabled: z.boolean().describe('The on/off switch: a template switched off sends nothing'),
    subject: z.string().describe('Liquid; rendered on one line'),
    body: z.string().describe('Liquid over plain text'),
    customized: z.boolean().describe('Subject or body differ from the platform default'),
    default_subject: z.string(),
    default_body: z.string(),
    reminder: z
      .object({
        days_before: z.number().int().describe('Days before the renewal the reminder goes out'),
        every_renewal: z
          .boolean()
          .describe('Remind before every renewal, not only those that end a trial or renew a yearly plan'),
      })
      .nullable()
      .describe('The renewal reminder’s timing; null on every other template'),
    updated_at: z.iso.datetime().nullable().describe('Last change; null while the template is untouched'),
  })
  .meta({ id: 'MailTemplate' });

export const mailTemplateResponse = z.object({ mail_template: mailTemplateSchema });

/** A subject or body as a merchant writes one. */
export const templateSource = {
  subject: z.string().trim().min(1).max(1000),
  body: z
    .string()
    .min(1)
    .max(64 * 1024),
};
