import { createSignInLink, SIGN_IN_LINK_MINUTES } from '../members/sign-in-links';
import type { Company } from '../company/company-entity';
import { mailSender } from '../../platform/mail/mail-sender';
import type { Member } from '../members/member-entity';
import { storefrontUrl } from '../storefront/storefront-url';

/** Emails a member who just enrolled: welcome, a single-use sign-in link, and a rep's site address. */
export async function sendEnrollmentWelcome(
  member: Member,
  company: Pick<Company, 'name' | 'subdomain'>,
  now: Date,
): Promise<void> {
  const { url } = await createSignInLink(member, now);
  const name = company.name.replace(/[\r\n]+/g, ' ');
  const text = [
    `Hello ${member.first_name},`,
    '',
    `Welcome to ${name}! Your enrollment is complete.`,
    ...(member.username ? ['', `Your rep site is live: ${storefrontUrl(company.subdomain)}/${member.username}`] : []),
    '',
    'Open this link to sign in:',
    '',
    url,
    '',
    `The link works once and expires in ${SIGN_IN_LINK_MINUTES} minutes.`,
  ].join('\n');
  await mailSender().send({ to: member.email, subject: `Welcome to ${name}`, text });
}
