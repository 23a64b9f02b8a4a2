import { agreementEntity, type Agreement } from '../agreements/agreement-entity';
import { queryAll } from '../../platform/db/query-all';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { enrollmentPackAgreements } from './pack-agreements';
import type { Cart } from './cart-entity';
import type { CartChange } from './mutate-cart';
import type { PricedCart } from './priced-cart';

/** An agreement that applies to a cart, as pricing records it: SPEC's Agreement fields and the version in force. */
export type CartAgreement = Pick<
  Agreement,
  | 'id'
  | 'title'
  | 'show_at_checkout'
  | 'default_checked'
  | 'subscription_only'
  | 'standalone_on_checkout'
  | 'show_path'
  | 'enrollment_pack_id'
  | 'required'
  | 'version'
>;

/**
 * THE agreements that apply to a cart (every other module asks this one): the company's active
 * checkout agreements, less `subscription_only` ones unless a line is subscribed, plus an
 * enrollment pack's own (always required). Pricing records the answer on every cart write, so a
 * cart read and `complete` see the set in force.
 */
export async function applicableAgreements(
  cart: Pick<Cart, 'company_id' | 'lines' | 'enrollment_pack_id'>,
): Promise<CartAgreement[]> {
  const subscribed = cart.lines.some((line) => line.subscription_plan_id !== null);
  const [records, pack] = await Promise.all([
    queryAll(agreementEntity.query('byPack', { company_id: cart.company_id, enrollment_pack_id: null })),
    enrollmentPackAgreements(cart),
  ]);
  const shop = records
    .map((record) => agreementEntity.fromRecord(record))
    .filter(
      (agreement) => agreement.active && agreement.show_at_checkout && (subscribed || !agreement.subscription_only),
    );
  return [...shop, ...pack.map((agreement) => ({ ...agreement, required: true }))].map(
    ({
      id,
      title,
      show_at_checkout,
      default_checked,
      subscription_only,
      standalone_on_checkout,
      show_path,
      enrollment_pack_id,
      required,
      version,
    }) => ({
      id,
      title,
      show_at_checkout,
      default_checked,
      subscription_only,
      standalone_on_checkout,
      show_path,
      enrollment_pack_id,
      required,
      version,
    }),
  );
}

/** Whether the cart holds an acceptance of this agreement in its current version (a changed agreement must be accepted again). */
export function isAccepted(
  cart: Pick<Cart, 'accepted_agreements'>,
  agreement: Pick<CartAgreement, 'id' | 'version'>,
): boolean {
  return (cart.accepted_agreements ?? []).some(
    (accepted) => accepted.id === agreement.id && accepted.version === agreement.version,
  );
}

/** The Cart object's `agreements`: each applicable agreement with its version and whether the shopper accepted it. */
export function presentCartAgreements(cart: Pick<Cart, 'accepted_agreements'>, priced: Pick<PricedCart, 'agreements'>) {
  return (priced.agreements ?? []).map((agreement) => ({ ...agreement, accepted: isAccepted(cart, agreement) }));
}

/** The required agreements the cart has not accepted in their current version (pure). */
export function unacceptedRequired(
  cart: Pick<Cart, 'accepted_agreements'>,
  priced: Pick<PricedCart, 'agreements'>,
): CartAgreement[] {
  return (priced.agreements ?? []).filter((agreement) => agreement.required && !isAccepted(cart, agreement));
}

/** The agreements the order records: each applicable one the buyer accepted, with the version and time of acceptance. */
export function acceptedOnOrder(cart: Pick<Cart, 'accepted_agreements'>, priced: Pick<PricedCart, 'agreements'>) {
  return (priced.agreements ?? []).flatMap((agreement) => {
    const accepted = (cart.accepted_agreements ?? []).find(
      (entry) => entry.id === agreement.id && entry.version === agreement.version,
    );
    return accepted
      ? [
          {
            id: agreement.id,
            title: agreement.title,
            version: agreement.version,
            required: agreement.required,
            accepted_at: accepted.accepted_at,
          },
        ]
      : [];
  });
}

/** 422 naming every required agreement not accepted (`errors.agreements`), or nothing: `complete` throws it. */
export function refusalForUnacceptedAgreements(cart: Cart, priced: PricedCart): ValidationFailed | undefined {
  const missing = unacceptedRequired(cart, priced);
  if (missing.length === 0) return undefined;
  const titles = missing.map((agreement) => agreement.title);
  return new ValidationFailed(
    { agreements: missing.map((agreement) => `${agreement.title} (id ${agreement.id}) must be accepted`) },
    { message: `Accept the required agreements to check out: ${titles.join(', ')}` },
  );
}

/**
 * The change a shopper's `agreements: [{id, accepted}]` makes: accepting records the agreement's
 * current version and time, declining removes the acceptance. An id that is not an agreement of
 * this cart is a 422 naming it (nothing is written).
 */
export function acceptAgreementsChange(choices: readonly { id: number; accepted: boolean }[], now: Date): CartChange {
  return {
    apply: async (cart: Cart) => {
      const applicable = new Map((await applicableAgreements(cart)).map((agreement) => [agreement.id, agreement]));
      const unknown = choices.flatMap((choice, index) => (applicable.has(choice.id) ? [] : [index]));
      if (unknown.length > 0)
        throw new ValidationFailed(
          Object.fromEntries(
            unknown.map((index) => [`cart.agreements.${index}.id`, ['is not an agreement of this cart']]),
          ),
        );
      const chosen = new Set(choices.map((choice) => choice.id));
      const kept = (cart.accepted_agreements ?? []).filter((accepted) => !chosen.has(accepted.id));
      const added = choices
        .filter((choice) => choice.accepted)
        .map((choice) => ({
          id: choice.id,
          version: applicable.get(choice.id)!.version,
          accepted_at: now.toISOString(),
        }));
      return { ...cart, accepted_agreements: [...kept, ...added] };
    },
  };
}
