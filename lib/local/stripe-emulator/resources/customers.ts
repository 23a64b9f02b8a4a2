import type { EmulatorRoute } from '../context';
import { newId, randomToken, unixNow } from '../ids';
import { listPage } from '../lists';
import { find, store } from '../lookup';
import { allowOnly, mergedMetadata, optionalHash, optionalString, type Params } from '../params';
import { objectsOfType, type StripeObject } from '../state';
import { invalidRequest } from '../stripe-error';
import { attachPaymentMethod } from './payment-methods';

const FIELDS = ['email', 'name', 'description', 'phone', 'metadata', 'invoice_settings'];

/** Customers: create, retrieve, update, delete, list (by email) and their payment methods. */
export const customerRoutes: EmulatorRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    handle(context) {
      const { account, params } = context;
      allowOnly(params, [...FIELDS, 'payment_method']);
      const customer = store(account, {
        id: newId('cus'),
        object: 'customer',
        address: null,
        balance: 0,
        created: unixNow(),
        currency: null,
        default_source: null,
        delinquent: false,
        description: null,
        discount: null,
        email: null,
        invoice_prefix: randomToken(8).toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: {},
        name: null,
        next_invoice_sequence: 1,
        phone: null,
        preferred_locales: [],
        shipping: null,
        tax_exempt: 'none',
        test_clock: null,
      });
      applyFields(context.account, customer, params);
      context.emit('customer.created', customer);
      const paymentMethod = optionalString(params, 'payment_method');
      if (paymentMethod) attachPaymentMethod(context, paymentMethod, customer.id);
      return customer;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers',
    handle({ account, params }) {
      const email = optionalString(params, 'email');
      const customers = objectsOfType(account, 'customer').filter((customer) => !email || customer.email === email);
      return listPage('/v1/customers', customers, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    handle: ({ account, pathParams }) => find(account, 'customer', pathParams[0]!),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    handle(context) {
      const { account, params, pathParams } = context;
      allowOnly(params, FIELDS);
      const customer = find(account, 'customer', pathParams[0]!);
      const before = structuredClone(customer);
      applyFields(account, customer, params);
      context.emit('customer.updated', customer, changedAttributes(before, customer));
      return customer;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    handle(context) {
      const { account, pathParams } = context;
      const customer = find(account, 'customer', pathParams[0]!);
      account.objects.delete(customer.id);
      for (const paymentMethod of objectsOfType(account, 'payment_method'))
        if (paymentMethod.customer === customer.id) paymentMethod.customer = null;
      context.emit('customer.deleted', customer);
      return { id: customer.id, object: 'customer', deleted: true };
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    handle({ account, params, pathParams }) {
      const customer = find(account, 'customer', pathParams[0]!);
      const type = optionalString(params, 'type');
      const methods = objectsOfType(account, 'payment_method').filter(
        (method) => method.customer === customer.id && (!type || method.type === type),
      );
      return listPage(`/v1/customers/${customer.id}/payment_methods`, methods, params);
    },
  },
];

function applyFields(account: Parameters<typeof find>[0], customer: StripeObject, params: Params): void {
  for (const field of ['email', 'name', 'description', 'phone']) {
    const value = optionalString(params, field);
    if (value !== undefined) customer[field] = value === '' ? null : value;
  }
  customer.metadata = mergedMetadata(customer.metadata, params);
  const invoiceSettings = optionalHash(params, 'invoice_settings');
  if (invoiceSettings) {
    const defaultMethod = optionalString(invoiceSettings, 'default_payment_method');
    if (defaultMethod) {
      const method = find(account, 'payment_method', defaultMethod, 'invoice_settings[default_payment_method]');
      if (method.customer !== customer.id)
        throw invalidRequest(
          `No such PaymentMethod: '${defaultMethod}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
          'invoice_settings[default_payment_method]',
          'resource_missing',
        );
    }
    if (defaultMethod !== undefined) customer.invoice_settings.default_payment_method = defaultMethod || null;
  }
}

/** The top-level fields of `before` that differ in `after`, as an event's `previous_attributes`. */
export function changedAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => [key, before[key] ?? null]),
  );
}
