import { ValidationFailed } from '../../platform/errors/domain-error';
import { getCompany } from '../company/company-store';
import { sampleMailVariables } from './mail-samples';
import { getMailTemplate } from './mail-template-store';
import type { MailTemplateKey } from './mail-templates';
import { shopVariables } from './mail-variables';
import { renderMail, type RenderedMail } from './render-mail';

/** Sources to try instead of the saved ones. */
export interface TemplateSources {
  subject?: string | null;
  body?: string | null;
}

/**
 * Renders a template (the saved one, with `sources` over it) with the sample data of its kind and
 * the company's shop. A source that does not parse or render is a 422 on its field (`subject`,
 * `body`) with the engine's message, so a save can refuse what a send would fail on.
 */
export async function previewMail(
  companyId: number,
  key: MailTemplateKey,
  sources: TemplateSources = {},
  field = (name: string) => `mail_template.${name}`,
): Promise<RenderedMail> {
  const [template, company] = await Promise.all([getMailTemplate(companyId, key), getCompany(companyId)]);
  const subject = sources.subject === null ? template.default_subject : (sources.subject ?? template.subject);
  const body = sources.body === null ? template.default_body : (sources.body ?? template.body);
  const variables = sampleMailVariables(key, shopVariables(company));
  const rendered = (name: 'subject' | 'body', attempt: () => RenderedMail) => {
    try {
      return attempt();
    } catch (error) {
      const message = `does not render: ${String((error as Error).message)
        .split('\n')[0]!
        .slice(0, 300)}`;
      throw new ValidationFailed({ [field(name)]: [message] }, { message: `The mail template ${name} ${message}` });
    }
  };
  const { subject: renderedSubject } = rendered('subject', () => renderMail({ subject, body: '' }, variables));
  const { text } = rendered('body', () => renderMail({ subject: '', body }, variables));
  return { subject: renderedSubject, text };
}
