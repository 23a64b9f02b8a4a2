import { issueMessage } from '../http/issue-messages';
import { valueAt } from '../http/validation';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { z } from 'zod';
import { acceptAgreementsChange } from '../../domains/checkout/cart-agreements';
import { updateDetailsChange } from '../../domains/checkout/cart-details';
import { applyDiscountChange, removeDiscountChange } from '../../domains/checkout/cart-discounts';
import { CART_RETENTION_DAYS, type Cart } from '../../domains/checkout/cart-entity';
import {
  addItemsChange,
  MAX_LINE_QUANTITY,
  removeItemChange,
  updateItemChange,
} from '../../domains/checkout/cart-lines';
import { cartCompleted } from '../../domains/checkout/cart-store';
import { subscribeItemChange } from '../../domains/checkout/cart-subscribe';
import { completeCart } from '../../use-cases/complete-cart';
import { createCart } from '../../domains/checkout/create-cart';
import { chainChanges, mutateCart, type CartChange } from '../../domains/checkout/mutate-cart';
import { DomainError, ValidationFailed } from '../../platform/errors/domain-error';
import { errorStatus } from '../http/error-statuses';
import { shoppingCountry } from './catalog-objects';
import { cartCookie, clearedCartCookie } from './cart-cookie';
import { renderErrorPage } from './error-page';
import { renderThemePage } from './render-theme-page';
import { resolvePage } from './resolve-page';
import type { SiteContext } from './site-context';
import { matchSitePath } from './site-paths';
import { redirectResponse, type SiteResponse } from './site-response';
import { findShopCart, orderPath } from './shop-pages';
import { emailAddress } from '../../platform/schema/email';

const COOKIE_AGE = CART_RETENTION_DAYS * 86_400;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const quantity = z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY);
const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), id.optional());
/** The total a checkout page showed (`shown_total` hidden field, minor units); absent: the cart's as last saved. */
const optionalAmount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
);
const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null),
    z.string().max(max).nullable(),
  );

/** A form field's value, or null when absent. */
const field = (form: URLSearchParams, name: string) => form.get(name);

/**
 * The storefront's cart and checkout forms: each maps its fields to the SAME domain changes the
 * checkout API makes, so prices, stock, codes and agreements follow one set of rules. Success
 * redirects (POST/redirect/GET); a refusal re-renders the page with the current cart and its
 * messages in `form_errors`, never a 5xx. Undefined for a path that is not a cart or checkout page.
 */
export async function submitShopForm(
  context: SiteContext,
  form: URLSearchParams,
  now: Date,
): Promise<SiteResponse | undefined> {
  const match = matchSitePath(context.visitor.path);
  if (match?.page !== 'cart' && match?.page !== 'checkout') return undefined;
  try {
    return match.page === 'cart'
      ? await submitCartForm(context, form)
      : await submitCheckoutForm(context, match.params.cart_token!, form);
  } catch (error) {
    if (!(error instanceof DomainError) || errorStatus(error) >= 500) throw error;
    if (match.page === 'checkout' && errorStatus(error) === 409 && error.message === cartCompleted().message)
      return redirectResponse(orderPath(match.params.cart_token!));
    const outcome = await resolvePage(context, match);
    if (outcome.kind !== 'render')
      return outcome.kind === 'redirect' ? redirectResponse(outcome.location) : renderErrorPage(context, 'not_found');
    return renderThemePage(
      context,
      outcome,
      now,
      { form_errors: formErrors(error) },
      errorStatus(error) === 409 ? 409 : 422,
    );
  }
}

/** The messages a page shows for a refusal: a stale cart says so; otherwise each field message, else the summary. */
function formErrors(error: DomainError): string[] {
  if (errorStatus(error) === 409)
    return ['Your cart changed in another tab or window. This is the cart as it is now; review it and try again.'];
  const messages = Object.values(error.errors ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string');
  return messages.length > 0 ? messages : [error.message];
}

/** The revision the page showed (`state_revision` hidden field): a cart changed since is a 409, shown as a stale-cart message. */
function scope(context: SiteContext, form: URLSearchParams) {
  const revision = field(form, 'state_revision');
  return {
    companyId: context.company.id,
    expectedRevision: revision && /^\d{1,15}$/.test(revision) ? Number(revision) : undefined,
  };
}

function parse<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!parsed.success)
    throw new ValidationFailed({ [name]: [issue ? issueMessage(issue, valueAt(value, issue.path)) : 'is invalid'] });
  return parsed.data;
}

/** `/cart` forms: add (from a product page), update a line's quantity (0 removes it), remove, apply or remove a code. */
async function submitCartForm(context: SiteContext, form: URLSearchParams): Promise<SiteResponse> {
  const action = field(form, 'action');
  const token = context.visitor.cartToken;
  if (action === 'add') return addToCart(context, form);
  const found = await findShopCart(context, token);
  if (found?.cart.state !== 'open') return redirectResponse('/cart');
  const change = cartChange(action, form);
  await mutateCart(token!, change, scope(context, form));
  return redirectResponse('/cart');
}

function cartChange(action: string | null, form: URLSearchParams): CartChange {
  switch (action) {
    case 'update': {
      const lineId = parse(id, field(form, 'line_id'), 'line_id');
      const units = parse(quantity, field(form, 'quantity'), 'quantity');
      return units === 0 ? removeItemChange(lineId) : updateItemChange(lineId, { quantity: units });
    }
    case 'remove':
      return removeItemChange(parse(id, field(form, 'line_id'), 'line_id'));
    case 'apply_discount':
      return applyDiscountChange(
        parse(
          z.string().trim().min(1, 'Enter a discount code').max(64),
          field(form, 'discount_code') ?? '',
          'discount_code',
        ),
      );
    case 'remove_discount':
      return removeDiscountChange(parse(z.string().min(1).max(64), field(form, 'discount_code'), 'discount_code'));
    default:
      throw new ValidationFailed({ action: ['is not a cart action'] });
  }
}

/**
 * The product page's "Add to cart": into the shopper's open cart (the `cart_token` cookie), else a
 * new cart in the shopping country, whose token the cookie then keeps. With a plan, the variant's
 * one-time line is then subscribed on it (the checkout API's subscribe rules).
 */
async function addToCart(context: SiteContext, form: URLSearchParams): Promise<SiteResponse> {
  const item = {
    variant_id: parse(id, field(form, 'variant_id'), 'variant_id'),
    product_id: parse(optionalId, field(form, 'product_id'), 'product_id'),
    quantity: parse(quantity.min(1), field(form, 'quantity') ?? '1', 'quantity'),
  };
  const planId = parse(optionalId, field(form, 'subscription_plan_id'), 'subscription_plan_id');
  const found = await findShopCart(context, context.visitor.cartToken);
  let token = context.visitor.cartToken;
  let cart: Cart;
  if (found && found.cart.state === 'open') {
    cart = (await mutateCart(token!, addItemsChange([item]), { companyId: context.company.id })).cart;
  } else {
    const created = await createCart(context.company.id, {
      country_code: shoppingCountry(context),
      language_iso: context.visitor.language,
      items: [item],
    });
    token = created.token;
    cart = created.cart;
  }
  const cookies = [cartCookie(token!, context.baseUrl, COOKIE_AGE)];
  if (planId !== undefined) {
    const line = cart.lines.find(
      (candidate) =>
        candidate.variant_id === item.variant_id && candidate.subscription_plan_id === null && !candidate.enrollment,
    );
    if (line) {
      try {
        await mutateCart(token!, subscribeItemChange(line.id, planId), { companyId: context.company.id });
      } catch (error) {
        // The cart exists now: keep the cookie whatever the subscription's answer.
        if (error instanceof DomainError && errorStatus(error) < 500)
          return redirectResponse('/cart?subscribe_failed=1', cookies);
        throw error;
      }
    }
  }
  return redirectResponse('/cart', cookies);
}

/**
 * `/checkout/<cart_token>` forms: `save` the buyer details, shipping method and agreements; `place` saves them and
 * completes the cart, refused (the page re-rendered with the new total) when its total is not the `shown_total` posted.
 */
async function submitCheckoutForm(context: SiteContext, token: string, form: URLSearchParams): Promise<SiteResponse> {
  const found = await findShopCart(context, token);
  if (!found) throw new ValidationFailed({ cart: ['This checkout no longer exists'] });
  if (found.cart.state === 'completed') return redirectResponse(orderPath(token));
  const email = parse(
    z.preprocess((value) => (value === '' ? null : value), emailAddress('Enter a valid email address').nullable()),
    field(form, 'email'),
    'email',
  );
  const address = {
    name: parse(text(200), field(form, 'name'), 'name'),
    address1: parse(text(200), field(form, 'address1'), 'address1'),
    address2: parse(text(200), field(form, 'address2'), 'address2'),
    address3: null,
    city: parse(text(100), field(form, 'city'), 'city'),
    state: parse(text(100), field(form, 'state'), 'state'),
    postal_code: parse(text(20), field(form, 'postal_code'), 'postal_code'),
    country_code: found.cart.country_code,
    subdivision_code: null,
    phone: parse(text(32), field(form, 'phone'), 'phone'),
  };
  const method = parse(text(64), field(form, 'shipping_method_id'), 'shipping_method_id');
  const shown = form.getAll('agreement_shown').map((value) => parse(id, value, 'agreement_shown'));
  const checked = new Set(form.getAll('agreement'));
  const details = updateDetailsChange({
    email,
    shipping_address: address.address1 ? address : null,
    ...(method ? { shipping_method_id: method } : {}),
  });
  const choices = shown.map((agreementId) => ({ id: agreementId, accepted: checked.has(String(agreementId)) }));
  const change = choices.length > 0 ? chainChanges(details, acceptAgreementsChange(choices, new Date())) : details;
  await mutateCart(token, change, scope(context, form));
  if (field(form, 'action') !== 'place') return redirectResponse(`/checkout/${token}`);
  // The details just saved can move the total (a shipping method adds shipping): the API's
  // moved-total refusal then re-renders the page with the new total instead of charging it.
  const shownTotal = parse(optionalAmount, field(form, 'shown_total'), 'shown_total');
  await completeCart(
    token,
    { method: { type: 'test', outcome: 'approve' } },
    {
      companyId: context.company.id,
      shownTotals: { ...found.priced.totals, amount_total: shownTotal ?? found.priced.totals.amount_total },
      recurringTermsAccepted: field(form, 'recurring_terms_accepted') === 'true',
    },
  );
  const cookies = context.visitor.cartToken === token ? [clearedCartCookie(context.baseUrl)] : undefined;
  return redirectResponse(orderPath(token), cookies);
}

/** The request body of a form POST as fields. */
export function formFields(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): URLSearchParams {
  return new URLSearchParams(
    event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? ''),
  );
}
