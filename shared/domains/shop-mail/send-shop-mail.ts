import { logger } from '../../platform/logger';
import { mailSender } from '../../platform/mail/mail-sender';
import { getCompany } from '../company/company-store';
import { claimSend, releaseSend, type MailTarget } from './mail-sends';
import { templateInLanguage } from './localized-defaults';
import { mailLanguage } from './mail-languages';
import { getMailTemplate, type MailTemplate } from './mail-template-store';
import type { MailTemplateKey } from './mail-templates';
import { shopVariables, type ShopVariables } from './mail-variables';
import { renderMail, type RenderedMail } from './render-mail';

/** One transactional mail to send: which template, to whom, about what, and its variables. */
export interface ShopMail {
  key: MailTemplateKey;
  target: MailTarget;
  /** What makes this send unique on its target (`order_confirmation`, `order_refund:<refund id>`). */
  sendKey: string;
  to: string;
  variables: (shop: ShopVariables) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** What became of a mail. */
export type SendOutcome = 'sent' | 'already_sent' | 'switched_off';

/**
 * Sends one transactional mail through the platform's mail adapter (the local mailbox under
 * `npm start`, SES deployed), at most once: the send is claimed on its order or subscription
 * first (mail-sends.ts) and given back when the mail cannot go out, so the stream retries it.
 * A template the merchant switched off sends nothing. The defaults are written in the buyer's
 * language (`variables.language`, localized-defaults.ts).
 */
export async function sendShopMail(mail: ShopMail, template?: MailTemplate): Promise<SendOutcome> {
  const { companyId } = mail.target;
  const effective = template ?? (await getMailTemplate(companyId, mail.key));
  if (!effective.enabled) return 'switched_off';
  const company = await getCompany(companyId);
  const variables = await mail.variables(shopVariables(company));
  const index = await claimSend(mail.target, mail.sendKey);
  if (index === null) return 'already_sent';
  try {
    const rendered = renderOrDefault(effective, variables, mail);
    await mailSender().send({ to: mail.to, subject: rendered.subject, text: rendered.text });
    return 'sent';
  } catch (error) {
    await releaseSend(mail.target, mail.sendKey, index);
    throw error;
  }
}

/**
 * The merchant's template rendered, or the default when theirs fails at send time (a limit, a
 * filter error on this data): the buyer still gets the mail, and the stream is never held up by a
 * template that will fail on every retry.
 */
function renderOrDefault(template: MailTemplate, variables: Record<string, unknown>, mail: ShopMail): RenderedMail {
  const language = mailLanguage(variables.language as string | undefined);
  const inLanguage = templateInLanguage(template, language);
  if (!template.customized) return renderMail(inLanguage, variables);
  try {
    return renderMail(inLanguage, variables);
  } catch (error) {
    logger.warn('mail template failed to render; the default was sent', {
      company_id: mail.target.companyId,
      template: mail.key,
      error: error as Error,
    });
    return renderMail(
      templateInLanguage({ ...template, subject: template.default_subject, body: template.default_body }, language),
      variables,
    );
  }
}
