import { sendSignInLink } from '../domains/members/sign-in-mail';
import { logger } from '../platform/logger';
import { buildMember, newMemberWrites } from '../domains/members/create-member';
import type { Member } from '../domains/members/member-entity';
import { OWNER_ROLE } from '../domains/members/member-rules';
import { countryFacts } from '../domains/company/country-data';
import type { Company } from '../domains/company/company-entity';
import { createCompany } from '../domains/company/create-company';

/** What a merchant gives to sign up (already validated for shape). */
export interface SignUpInput {
  name: string;
  email: string;
  country_code: string;
  subdomain: string;
  /** Defaults to the home country's currency. */
  currency_code?: string;
  /** Defaults to UTC. */
  time_zone?: string;
  /** Owner's name; the first name defaults to the email's local part. */
  first_name?: string;
  last_name?: string;
}

/**
 * Signs a merchant up: creates the company, its home country and its owner (an admin with the
 * `owner` role, `member_created` in the outbox) in one transaction, then emails the owner a
 * sign-in link. A taken shop identifier answers 409. A failed email does not undo the sign-up:
 * the owner can ask for a new link (POST /api/auth/sign_in_links).
 */
export async function signUpCompany(
  input: SignUpInput,
  options: { sendLink?: boolean; now?: Date } = {},
): Promise<{ company: Company; owner: Member }> {
  const now = options.now ?? new Date();
  let owner: Member | undefined;
  const company = await createCompany(
    {
      name: input.name,
      subdomain: input.subdomain,
      email: input.email,
      country_code: input.country_code,
      currency_code: input.currency_code ?? countryFacts(input.country_code)!.currency_code,
      time_zone: input.time_zone ?? 'UTC',
    },
    now,
    (created) => {
      owner = buildMember(
        created.id,
        {
          type: 'admin',
          email: input.email,
          first_name: input.first_name ?? input.email.split('@')[0]!,
          last_name: input.last_name ?? '',
          country_code: input.country_code,
          role: OWNER_ROLE,
        },
        now,
      );
      return newMemberWrites(owner, now).items;
    },
  );
  if (options.sendLink ?? true) {
    await sendSignInLink(owner!, company, { welcome: true, now }).catch((error: Error) =>
      logger.error('Sign-up succeeded but the sign-in email failed', { company_id: company.id, error }),
    );
  }
  return { company, owner: owner! };
}
