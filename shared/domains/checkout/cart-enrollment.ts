import { ValidationFailed } from '../../platform/errors/domain-error';
import type { StoredVariant } from '../storefront/families/product-variants';
import { productRecords } from '../storefront/families/stored-families';
import { findItems } from '../storefront/engine/store';
import { MAX_CART_LINES, type Cart, type CartLine } from './cart-entity';
import type { CartChange } from './mutate-cart';
import {
  packCountryRefusal,
  requireLivePack,
  type EnrollmentPack,
  type EnrollmentPackRef,
} from '../enrollment/enrollment-pack';

/**
 * The cart with `pack` as its enrollment pack, or with none (`null`): the previous pack's lines
 * leave, and each product of the new pack becomes a line flagged `enrollment`, on the product's
 * first variant sold in the cart's country. A pack limited to other countries, or with a product
 * sold in no variant in the cart's country, is a 422 on `field`: the pack cannot be bought there.
 * One BatchGetItem of the pack's products.
 */
export async function withEnrollmentPack(cart: Cart, pack: EnrollmentPack | null, field: string): Promise<Cart> {
  const own = cart.lines.filter((line) => !line.enrollment);
  if (!pack) return { ...cart, enrollment_pack_id: null, lines: own };
  const elsewhere = packCountryRefusal(pack, cart.country_code);
  if (elsewhere) throw new ValidationFailed({ [field]: [elsewhere] });
  const found = await findItems(
    productRecords,
    cart.company_id,
    pack.products.map((entry) => entry.product_id),
  );
  let nextId = cart.next_line_id;
  const packLines: CartLine[] = pack.products.map((entry) => {
    const product = found.get(entry.product_id);
    const variants = [...((product?.variants as StoredVariant[] | undefined) ?? [])].sort(
      (a, b) => a.position - b.position,
    );
    const variant = variants.find((candidate) =>
      candidate.countries.some((price) => price.country === cart.country_code),
    );
    if (!product || !variant)
      throw new ValidationFailed({
        [field]: [
          `cannot be bought in ${cart.country_code}: ${product?.title ?? 'one of its products'} is not sold there`,
        ],
      });
    return {
      id: nextId++,
      product_id: product.id,
      variant_id: variant.id,
      quantity: entry.quantity,
      subscription_plan_id: null,
      metadata: {},
      enrollment: true,
    };
  });
  const lines = [...own, ...packLines];
  if (lines.length > MAX_CART_LINES)
    throw new ValidationFailed({ [field]: [`would take the cart over ${MAX_CART_LINES} lines`] });
  return { ...cart, enrollment_pack_id: pack.id, lines, next_line_id: nextId };
}

/** How a cart request names the pack: `enrollment_pack_id` or `enrollment_pack_slug` (null on the id removes the pack). */
export interface EnrollmentPackInput {
  enrollment_pack_id?: number | null;
  enrollment_pack_slug?: string;
}

/** The ref the input names, null to remove the pack, or undefined when it names nothing. */
export function packRef(input: EnrollmentPackInput): EnrollmentPackRef | null | undefined {
  if (input.enrollment_pack_slug !== undefined) return { slug: input.enrollment_pack_slug };
  if (input.enrollment_pack_id === undefined) return undefined;
  return input.enrollment_pack_id === null ? null : { id: input.enrollment_pack_id };
}

/** The cart change choosing (or removing) the enrollment pack; the pack is read once, on the first attempt. */
export function enrollmentPackChange(ref: EnrollmentPackRef | null, field: string): CartChange {
  let pack: EnrollmentPack | null | undefined;
  return {
    apply: async (cart) => {
      if (pack === undefined) pack = ref === null ? null : await requireLivePack(cart.company_id, ref, field);
      return withEnrollmentPack(cart, pack, field);
    },
  };
}

/** `change`, then choosing the pack `input` names (when it names one): a cart PATCH that sets details and the pack at once. */
export function thenChoosingPack(change: CartChange, input: EnrollmentPackInput, field: string): CartChange {
  const ref = packRef(input);
  if (ref === undefined) return change;
  const choose = enrollmentPackChange(ref, field);
  return {
    apply: async (cart, priced) => choose.apply(await change.apply(cart, priced), priced),
    check: change.check,
  };
}
