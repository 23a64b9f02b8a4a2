import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { MAX_CART_LINES, type Cart, type CartLine } from './cart-entity';
import type { CartChange } from './mutate-cart';
import type { PricedCart } from './priced-cart';
import { resolveItems, type ItemInput } from './resolve-items';

/** An item a shopper adds (validated by the route). */
export interface NewLine {
  product_id: number;
  variant_id: number;
  quantity: number;
  metadata?: Record<string, unknown>;
}

/** Most units of one line. */
export const MAX_LINE_QUANTITY = 999;

/**
 * Adds items (pure): a variant already on the cart as a one-time line gets the quantity added to
 * that line; anything else becomes a new line with the next line id.
 */
export function addLines(cart: Cart, items: readonly NewLine[]): Cart {
  const lines = cart.lines.map((line) => ({ ...line }));
  let nextId = cart.next_line_id;
  for (const item of items) {
    const same = lines.find(
      (line) =>
        line.product_id === item.product_id &&
        line.variant_id === item.variant_id &&
        line.subscription_plan_id === null &&
        !line.enrollment,
    );
    if (same) {
      same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + item.quantity);
      continue;
    }
    lines.push({
      id: nextId++,
      product_id: item.product_id,
      variant_id: item.variant_id,
      quantity: item.quantity,
      subscription_plan_id: null,
      metadata: item.metadata ?? {},
      enrollment: false,
    });
  }
  if (lines.length > MAX_CART_LINES)
    throw new ValidationFailed({ items: [`a cart holds at most ${MAX_CART_LINES} lines`] });
  return { ...cart, lines, next_line_id: nextId };
}

/**
 * 422 naming the first of `lineIds` the cart cannot sell as asked: the catalog does not sell it
 * there (not sold in the country, unavailable, other currency) or its stock cannot supply it.
 */
export function refuseUnsellable(lineIds: readonly number[], priced: PricedCart, field: string): void {
  priced.lines.forEach((line, index) => {
    if (lineIds.includes(line.id) && (!line.sellable || line.stock_shortage))
      throw new ValidationFailed({ [`${field}.${index}`]: line.errors });
  });
}

/**
 * The change adding items (by variant, product optional) to a cart; refuses items the catalog does
 * not sell there or cannot supply (422). Items are resolved to their products once, on the first
 * attempt (the cart names the company).
 */
export function addItemsChange(items: readonly ItemInput[]): CartChange {
  let before: number[] = [];
  let resolved: NewLine[] | undefined;
  return {
    apply: async (cart) => {
      resolved ??= await resolveItems(cart.company_id, items, 'items');
      before = cart.lines.map((line) => line.quantity);
      return addLines(cart, resolved);
    },
    check: (next, priced) =>
      refuseUnsellable(
        next.lines
          .filter((line, index) => index >= before.length || line.quantity !== before[index])
          .map((line) => line.id),
        priced,
        'items',
      ),
  };
}

/**
 * The change setting an item's quantity or metadata, or turning a subscribed item back into a
 * one-time one. Raising a quantity beyond the stock is refused (422); lowering one never is.
 */
export function updateItemChange(
  itemId: number,
  changes: { quantity?: number; metadata?: Record<string, unknown>; subscription_plan_id?: null },
): CartChange {
  let raised = false;
  return {
    sets: (cart) => {
      const line = cart.lines.find((candidate) => candidate.id === itemId);
      if (!line) return [];
      return [
        ...(changes.quantity !== undefined ? [line.quantity] : []),
        ...(changes.metadata !== undefined ? [line.metadata] : []),
        ...(changes.subscription_plan_id === null ? [line.subscription_plan_id] : []),
      ];
    },
    check: (_next, priced) => {
      const shortage = raised ? priced.lines.find((line) => line.id === itemId)?.stock_shortage : null;
      if (shortage) throw new ValidationFailed({ quantity: [shortage] });
    },
    apply: (cart) => {
      const line = findOwnLine(cart, itemId);
      raised = changes.quantity !== undefined && changes.quantity > line.quantity;
      if (changes.quantity !== undefined) line.quantity = changes.quantity;
      if (changes.metadata !== undefined) line.metadata = changes.metadata;
      if (changes.subscription_plan_id === null) line.subscription_plan_id = null;
      return cart;
    },
  };
}

/** The change removing an item. */
export function removeItemChange(itemId: number): CartChange {
  return {
    apply: (cart) => {
      findOwnLine(cart, itemId);
      return { ...cart, lines: cart.lines.filter((line) => line.id !== itemId) };
    },
  };
}

/** A line the shopper chose (not one of the enrollment pack's); 422 for a pack line, which only changes with the pack. */
export function findOwnLine(cart: Cart, itemId: number): CartLine {
  const line = findLine(cart, itemId);
  if (line.enrollment)
    throw new ValidationFailed({
      item_id: ['is part of the enrollment pack; change or remove the pack (enrollment_pack_id) instead'],
    });
  return line;
}

/** A line of the cart by id; 404 envelope when the cart has none. */
function findLine(cart: Cart, itemId: number): CartLine {
  const line = cart.lines.find((candidate) => candidate.id === itemId);
  if (!line) throw new NotFound('Cart item');
  return line;
}
