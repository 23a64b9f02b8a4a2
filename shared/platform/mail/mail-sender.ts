import { config } from '../config';
import { FileMailSender } from './file-mail-sender';
import { SesMailSender } from './ses-mail-sender';

/** One plain-text message to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; one implementation per environment. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Sender used when MAIL_FROM is not configured (local runtime only: SES refuses unverified senders). */
export const LOCAL_MAIL_FROM = 'Commerce Platform <no-reply@localhost>';

let sender: { key: string; instance: MailSender } | undefined;

/**
 * The mail sender for this environment: files in MAIL_DIR when the local runtime set it, else SES v2
 * from MAIL_FROM. Created once per container (and again if the configuration changed).
 *
 * @example await mailSender().send({ to: 'owner@example.com', subject: 'Sign in', text: link });
 */
export function mailSender(): MailSender {
  const { mailDir, mailFrom, region } = config();
  const key = `${mailDir ?? ''}|${mailFrom ?? ''}|${region}`;
  if (sender?.key !== key) {
    const instance = mailDir
      ? new FileMailSender(mailDir, mailFrom ?? LOCAL_MAIL_FROM)
      : new SesMailSender(region, mailFrom);
    sender = { key, instance };
  }
  return sender.instance;
}
