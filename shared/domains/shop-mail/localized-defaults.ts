import type { MailLanguage } from './mail-languages';
import { mailTemplate, type MailTemplateKey } from './mail-templates';
import { spanishMailTemplates } from './mail-templates-es';

/** The default subject and body of a template in one of the mail languages. */
export function defaultMailTemplate(key: MailTemplateKey, language: MailLanguage): { subject: string; body: string } {
  if (language === 'es') return spanishMailTemplates[key];
  const definition = mailTemplate(key);
  return { subject: definition.defaultSubject, body: definition.defaultBody };
}

/**
 * What a send renders in the buyer's language: each of subject and body the merchant left at its
 * (English) default is that default in `language`; an edited one is sent as the merchant wrote it.
 */
export function templateInLanguage(
  template: { key: MailTemplateKey; subject: string; body: string; default_subject: string; default_body: string },
  language: MailLanguage,
): { subject: string; body: string } {
  const localized = defaultMailTemplate(template.key, language);
  return {
    subject: template.subject === template.default_subject ? localized.subject : template.subject,
    body: template.body === template.default_body ? localized.body : template.body,
  };
}
