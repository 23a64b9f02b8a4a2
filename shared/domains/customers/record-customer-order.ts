import type { Address, Cart } from '../checkout/cart-entity';
import { StaleWrite } from '../../platform/db/retry-stale-write';
import type { GuardedWrite } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { newNumericId } from '../../platform/ids';
import { customerEntity, customerRefEntity, type Customer } from './customer-entity';
import { presentCustomer } from './present-customer';
import { normalizeEmail } from '../../platform/schema/email';

/** Most addresses a customer keeps (newest first). */
const MAX_ADDRESSES = 10;

/** What an order tells about its buyer. */
export interface PlacedOrderFacts {
  companyId: number;
  shopCurrency: string;
  orderId: number;
  amountTotal: number;
  currencyCode: string;
  at: string;
}

/**
 * The customer an order is placed by, created or updated, and the transaction items that write it
 * with the order: the customer item conditioned on the version read (a concurrent order of the same
 * buyer makes the checkout re-read: StaleWrite), the id pointer when new, and
 * `customer_created`/`customer_updated`. One GetItem of that buyer's own item.
 */
export async function recordCustomerOrder(
  cart: Cart,
  facts: PlacedOrderFacts,
): Promise<{ customer: Customer; writes: GuardedWrite[] }> {
  const email = normalizeEmail(cart.email!);
  const previous = await customerEntity.get({ company_id: facts.companyId, email }, { consistent: true });
  const name = cart.shipping_address?.name ?? cart.billing_address?.name ?? previous?.name ?? null;
  const spent = {
    ...previous?.spent_by_currency,
    [facts.currencyCode]: (previous?.spent_by_currency[facts.currencyCode] ?? 0) + facts.amountTotal,
  };
  const customer: Customer = {
    id: previous?.id ?? newNumericId(Date.parse(facts.at)),
    company_id: facts.companyId,
    email,
    name,
    phone: cart.phone ?? cart.shipping_address?.phone ?? previous?.phone ?? null,
    addresses: mergeAddresses(previous?.addresses ?? [], [cart.shipping_address, cart.billing_address]),
    orders_count: (previous?.orders_count ?? 0) + 1,
    total_spent: spent[facts.shopCurrency] ?? 0,
    currency_code: facts.shopCurrency,
    spent_by_currency: spent,
    email_marketing: cart.email_marketing,
    sms_marketing: cart.sms_marketing,
    first_order_at: previous?.first_order_at ?? facts.at,
    last_order_at: facts.at,
    last_order_id: facts.orderId,
    created_at: previous?.created_at ?? facts.at,
    updated_at: facts.at,
    search: `${name ?? ''} ${email}`.toLowerCase(),
    version: (previous?.version ?? 0) + 1,
  };
  const stale = () => new StaleWrite();
  const writes: GuardedWrite[] = [
    {
      item: previous
        ? customerEntity.put(customer, {
            condition: { expression: 'version = :seen', values: { ':seen': previous.version } },
          })
        : customerEntity.create(customer),
      refusal: stale,
    },
    ...(previous
      ? []
      : [{ item: customerRefEntity.create({ company_id: facts.companyId, id: customer.id, email }), refusal: stale }]),
    {
      item: outboxPut({
        companyId: facts.companyId,
        resource: 'customer',
        event: previous ? 'updated' : 'created',
        data: presentCustomer(customer),
        occurredAt: new Date(facts.at),
      }),
    },
  ];
  return { customer, writes };
}

/** Addresses seen, newest first, without repeats (compared on every field), at most MAX_ADDRESSES. */
function mergeAddresses(known: Record<string, unknown>[], seen: (Address | null)[]): Record<string, unknown>[] {
  const merged: Record<string, unknown>[] = [];
  // Compared field by field: an address read back from the table has its keys in another order.
  const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    Object.keys({ ...a, ...b }).every((key) => (a[key] ?? null) === (b[key] ?? null));
  for (const address of [...seen.filter((candidate): candidate is Address => candidate !== null), ...known]) {
    if (!merged.some((kept) => same(kept, address))) merged.push(address);
  }
  return merged.slice(0, MAX_ADDRESSES);
}
