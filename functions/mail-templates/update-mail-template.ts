import { updateMailTemplate } from '../../shared/domains/shop-mail/mail-template-store';
import { previewMail } from '../../shared/domains/shop-mail/preview-mail';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { ValidationFailed } from '../../shared/platform/errors/domain-error';
import { updateMailTemplateRoute } from './update-mail-template.route';

const REMINDER_ONLY = ['days_before', 'every_renewal'] as const;

export const handler = defineHandler(updateMailTemplateRoute, async ({ params, body, principal }) => {
  const change = body.mail_template;
  if (params.key !== 'subscription_renewal_reminder') {
    const misplaced = REMINDER_ONLY.filter((name) => change[name] !== undefined);
    if (misplaced.length > 0)
      throw new ValidationFailed(
        Object.fromEntries(
          misplaced.map((name) => [`mail_template.${name}`, ['applies to subscription_renewal_reminder only']]),
        ),
      );
  }
  // What a send would fail on is refused now: the sources render with the sample data first.
  if (change.subject !== undefined || change.body !== undefined)
    await previewMail(principal.companyId, params.key, { subject: change.subject, body: change.body });
  return { mail_template: await updateMailTemplate(principal.companyId, params.key, change) };
});
