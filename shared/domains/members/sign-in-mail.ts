import type { Company } from '../company/company-entity';
import { mailSender } from '../../platform/mail/mail-sender';
import type { Member } from './member-entity';
import { createSignInLink, SIGN_IN_LINK_MINUTES } from './sign-in-links';

/** Creates a fresh sign-in link for a member and emails it (a welcome variant right after sign-up). */
export async function sendSignInLink(
  member: Member,
  company: Pick<Company, 'name' | 'subdomain'>,
  options: { welcome?: boolean; now?: Date } = {},
): Promise<void> {
  const { url } = await createSignInLink(member, options.now);
  const name = company.name.replace(/[\r\n]+/g, ' ');
  const subject = options.welcome ? `Welcome! Sign in to ${name}` : `Sign in to ${name}`;
  const text = [
    `Hello ${member.first_name || member.email},`,
    '',
    options.welcome
      ? `Your company ${name} (shop identifier "${company.subdomain}") is ready. Open this link to sign in and create your first API token:`
      : `Open this link to sign in to ${name} (shop identifier "${company.subdomain}"):`,
    '',
    url,
    '',
    `The link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this message.`,
  ].join('\n');
  await mailSender().send({ to: member.email, subject, text });
}
