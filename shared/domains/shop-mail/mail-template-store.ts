import { writeItem } from '../../platform/db/write-item';
import { mailTemplate, mailTemplateKeys, REMINDER_DEFAULTS, type MailTemplateKey } from './mail-templates';
import { MAIL_TEMPLATE_SK_PREFIX, mailTemplateEntity, type StoredMailTemplate } from './mail-template-entity';

/** A template as the merchant sees and the sender uses it: the stored changes over the default. */
export interface MailTemplate {
  key: MailTemplateKey;
  trigger: string;
  enabled: boolean;
  subject: string;
  body: string;
  /** Whether subject or body differ from the default. */
  customized: boolean;
  default_subject: string;
  default_body: string;
  /** The renewal reminder's timing; null on every other template. */
  reminder: { days_before: number; every_renewal: boolean } | null;
  updated_at: string | null;
}

/** A change of one template: absent keeps a value, null (subject, body) goes back to the default. */
export interface MailTemplateChange {
  subject?: string | null;
  body?: string | null;
  enabled?: boolean;
  days_before?: number;
  every_renewal?: boolean;
}

/** The template `key` of a company: its changes (one GetItem) over the default. */
export async function getMailTemplate(companyId: number, key: MailTemplateKey): Promise<MailTemplate> {
  return effectiveTemplate(key, await mailTemplateEntity.get({ company_id: companyId, key }, { consistent: true }));
}

/** Every template of a company, in the platform's order (one Query: a handful of items at most). */
export async function listMailTemplates(companyId: number): Promise<MailTemplate[]> {
  const stored = await mailTemplateEntity.queryAll(
    'primary',
    { company_id: companyId },
    { skPrefix: MAIL_TEMPLATE_SK_PREFIX, consistent: true },
  );
  const byKey = new Map(stored.map((item) => [item.key, item]));
  return mailTemplateKeys.map((key) => effectiveTemplate(key, byKey.get(key)));
}

/** Applies a change to a template (one UpdateItem: concurrent changes of different fields both land). */
export async function updateMailTemplate(
  companyId: number,
  key: MailTemplateKey,
  change: MailTemplateChange,
  now = new Date(),
): Promise<MailTemplate> {
  const stored = await mailTemplateEntity.updateAndRead(
    { company_id: companyId, key },
    {
      set: {
        entity: mailTemplateEntity.name,
        company_id: companyId,
        key,
        ...change,
        updated_at: now.toISOString(),
      } as Partial<StoredMailTemplate>,
    },
  );
  return effectiveTemplate(key, stored);
}

/** Drops the company's changes: the template is the default again, switched on. */
export async function resetMailTemplate(companyId: number, key: MailTemplateKey): Promise<MailTemplate> {
  await writeItem(mailTemplateEntity.delete({ company_id: companyId, key }));
  return effectiveTemplate(key, undefined);
}

function effectiveTemplate(key: MailTemplateKey, stored: StoredMailTemplate | undefined): MailTemplate {
  const definition = mailTemplate(key);
  const subject = stored?.subject ?? definition.defaultSubject;
  const body = stored?.body ?? definition.defaultBody;
  return {
    key,
    trigger: definition.trigger,
    enabled: stored?.enabled ?? true,
    subject,
    body,
    customized: subject !== definition.defaultSubject || body !== definition.defaultBody,
    default_subject: definition.defaultSubject,
    default_body: definition.defaultBody,
    reminder:
      key === 'subscription_renewal_reminder'
        ? {
            days_before: stored?.days_before ?? REMINDER_DEFAULTS.days_before,
            every_renewal: stored?.every_renewal ?? REMINDER_DEFAULTS.every_renewal,
          }
        : null,
    updated_at: stored?.updated_at ?? null,
  };
}
