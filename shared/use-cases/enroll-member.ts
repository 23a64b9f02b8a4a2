import type { Company } from '../domains/company/company-entity';
import type { Cart } from '../domains/checkout/cart-entity';
import type { PricedCart } from '../domains/checkout/priced-cart';
import { StaleWrite } from '../platform/db/retry-stale-write';
import type { GuardedWrite } from '../platform/db/transact';
import { ValidationFailed } from '../platform/errors/domain-error';
import { logger } from '../platform/logger';
import { buildMember, newMemberWrites } from '../domains/members/create-member';
import type { Member } from '../domains/members/member-entity';
import { findMemberByEmail } from '../domains/members/member-store';
import { memberType } from '../domains/members/member-types';
import { availableUsername, usernameSeed } from '../domains/enrollment/rep-username';
import { sendEnrollmentWelcome } from '../domains/enrollment/welcome-mail';

/** A member an enrollment cart creates: its writes join the order's transaction; the welcome mail follows the commit. */
export interface Enrollment {
  member: Member;
  writes: GuardedWrite[];
  /** Emails the new member a sign-in link (and a rep their site); a mail failure is logged, never answered. */
  welcome(company: Pick<Company, 'name' | 'subdomain'>): Promise<void>;
}

const alreadyMember = () =>
  new ValidationFailed(
    { email: ['already belongs to a member of this shop; sign in instead of enrolling again'] },
    { message: 'This email already belongs to a member of this shop; the cart was not charged' },
  );

/**
 * The member completing an enrollment cart creates (README "Enrollment"), or null without a pack.
 * Refuses (422 on `email`, before payment) an email that already belongs to a member. Its writes
 * commit with the order, so a second enrollment of the same email racing this one loses on the
 * email claim (422, not charged).
 */
export async function prepareEnrollment(cart: Cart, priced: PricedCart, now: Date): Promise<Enrollment | null> {
  if (cart.enrollment_pack_id === null || !priced.enrollment) return null;
  if (await findMemberByEmail(cart.company_id, cart.email!)) throw alreadyMember();
  const type = memberType(priced.enrollment.member_type);
  const name = cart.shipping_address?.name ?? cart.billing_address?.name ?? null;
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const member = buildMember(
    cart.company_id,
    {
      type: type.kind,
      email: cart.email!,
      first_name: first ?? cart.email!.split('@')[0]!,
      last_name: rest.join(' '),
      username: type.kind === 'rep' ? await availableUsername(cart.company_id, usernameSeed(name, cart.email!)) : null,
      country_code: cart.country_code,
      member_type: type.slug,
      sponsor: cart.attribution?.rep ?? null,
    },
    now,
  );
  const { items, claimed } = newMemberWrites(member, now);
  const writes = items.map((item, index) => {
    const claim = index === 0 ? null : claimed[index - 1];
    // Email taken meanwhile: refused like a known email. Username taken meanwhile: re-run, picking another.
    const refusal = claim === 'email' ? alreadyMember : claim === 'username' ? () => new StaleWrite() : undefined;
    return { item, refusal };
  });
  return {
    member,
    writes,
    welcome: (company) =>
      sendEnrollmentWelcome(member, company, now).catch((error: unknown) =>
        logger.error('Enrollment welcome mail failed', { member_id: member.id, error: String(error) }),
      ),
  };
}
