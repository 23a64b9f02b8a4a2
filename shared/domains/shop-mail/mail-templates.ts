/** What a template is about: the resource its variables describe and where a send is recorded. */
export type MailSubject = 'order' | 'subscription';

/** One transactional mail the platform sends on a shop's behalf, with its default template. */
export interface MailTemplateDefinition {
  readonly key: string;
  readonly subject: MailSubject;
  /** When it is sent, in words (the templates list and docs/commerce.md). */
  readonly trigger: string;
  readonly defaultSubject: string;
  readonly defaultBody: string;
}

// Liquid over plain text: `{%- -%}` trims the tags' own line breaks so the mail keeps its layout.
const ORDER_LINES = `{%- for line in order.items %}
  {{ line.quantity }} × {{ line.product_title }} ({{ line.title }}): {{ line.total | money: order.currency_code, locale }}
{%- endfor %}`;

const ADDRESS = (name: string) => `{%- if ${name} %}
{{ ${name}.name }}
{{ ${name}.address1 }}{% if ${name}.address2 %}, {{ ${name}.address2 }}{% endif %}
{{ ${name}.postal_code }} {{ ${name}.city }}{% if ${name}.state %}, {{ ${name}.state }}{% endif %}
{{ ${name}.country_code }}
{%- endif %}`;

const SIGNATURE = `{{ shop.name }}
{{ shop.url }}`;

const MANAGE = `To change or cancel your subscription, write to {{ shop.name }} at {{ shop.email }} before the next charge; a cancellation stops every later charge.`;

/**
 * Every transactional mail, by template key: the merchant edits, resets and switches each off
 * (`/api/v202604/company/mail_templates`); the default is what an untouched shop sends.
 */
export const mailTemplates = [
  {
    key: 'order_confirmation',
    subject: 'order',
    trigger: '`order_created`: a checkout or a subscription renewal placed an order',
    defaultSubject: 'Order {{ order.number }} confirmed – {{ shop.name }}',
    defaultBody: `Hello{% if order.shipping_address.name %} {{ order.shipping_address.name }}{% endif %},

thank you for your order {{ order.number }} from {{ shop.name }}.
${ORDER_LINES}

Subtotal: {{ order.sub_total | money: order.currency_code, locale }}
{%- if order.discount_total > 0 %}
Discounts: -{{ order.discount_total | money: order.currency_code, locale }}
{%- endif %}
Shipping: {{ order.shipping_total | money: order.currency_code, locale }}
{%- if order.price_inclusive_of_tax %}
Total: {{ order.amount_total | money: order.currency_code, locale }} (includes {{ order.tax_total | money: order.currency_code, locale }} tax)
{%- else %}
Tax: {{ order.tax_total | money: order.currency_code, locale }}
Total: {{ order.amount_total | money: order.currency_code, locale }}
{%- endif %}

Shipping to:
${ADDRESS('order.shipping_address')}

Billing address:
${ADDRESS('order.billing_address')}
{%- if order.recurring_consent %}

Automatic renewal: you agreed to these terms on {{ order.recurring_consent.accepted_at | slice: 0, 10 }}:
{{ order.recurring_consent.terms }}
{%- endif %}

${SIGNATURE}`,
  },
  {
    key: 'order_refund',
    subject: 'order',
    trigger: '`order_refunded` of a refund (a cancellation’s refund is told by the cancellation mail)',
    defaultSubject: 'Refund for order {{ order.number }} – {{ shop.name }}',
    defaultBody: `Hello{% if order.shipping_address.name %} {{ order.shipping_address.name }}{% endif %},

we refunded {{ refund.amount | money: order.currency_code, locale }} on your order {{ order.number }}.
It goes back to the payment method you paid with.
{%- if refund.note %}

{{ refund.note }}
{%- endif %}

Refunded so far: {{ order.ledger.refunded | money: order.currency_code, locale }} of {{ order.ledger.captured | money: order.currency_code, locale }}.

${SIGNATURE}`,
  },
  {
    key: 'order_cancellation',
    subject: 'order',
    trigger: '`order_cancelled`: the merchant cancelled the order',
    defaultSubject: 'Order {{ order.number }} cancelled – {{ shop.name }}',
    defaultBody: `Hello{% if order.shipping_address.name %} {{ order.shipping_address.name }}{% endif %},

your order {{ order.number }} from {{ shop.name }} was cancelled.
{%- if refund %}
We refunded {{ refund.amount | money: order.currency_code, locale }} to the payment method you paid with.
{%- endif %}

${SIGNATURE}`,
  },
  {
    key: 'subscription_started',
    subject: 'subscription',
    trigger: '`subscription_created`: checkout created an autoship subscription',
    defaultSubject: 'Your subscription with {{ shop.name }} has started',
    defaultBody: `Hello,

your subscription with {{ shop.name }} has started:
{%- for line in subscription.lines %}
  {{ line.quantity }} × {{ line.title }}
{%- endfor %}

It renews {{ subscription.frequency }}{% if subscription.next_charge_date %}; the next charge is on {{ subscription.next_charge_date }}{% endif %}.
{%- if terms %}

The terms you agreed to:
{{ terms }}
{%- endif %}

${MANAGE}

${SIGNATURE}`,
  },
  {
    key: 'subscription_renewal_reminder',
    subject: 'subscription',
    trigger:
      'the renewal reminder schedule: `days_before` days before a renewal that ends a trial or renews a yearly plan (every renewal with `every_renewal`)',
    defaultSubject: 'Your subscription with {{ shop.name }} renews on {{ subscription.next_charge_date }}',
    defaultBody: `Hello,

a reminder: your subscription with {{ shop.name }} renews automatically on {{ subscription.next_charge_date }}.
{%- for line in subscription.lines %}
  {{ line.quantity }} × {{ line.title }}
{%- endfor %}
{%- if terms %}

The terms you agreed to:
{{ terms }}
{%- endif %}

${MANAGE}

${SIGNATURE}`,
  },
  {
    key: 'subscription_payment_failed',
    subject: 'subscription',
    trigger: '`subscription_payment_failed`: a renewal payment was declined',
    defaultSubject: 'We could not charge your subscription with {{ shop.name }}',
    defaultBody: `Hello,

the payment for your subscription with {{ shop.name }} was declined{% if subscription.status_message %} ({{ subscription.status_message }}){% endif %}.
{%- if subscription.dunning.next_retry_at %}
We will try again on {{ subscription.dunning.next_retry_at | slice: 0, 10 }}.
{%- endif %}

To update your payment method, write to {{ shop.name }} at {{ shop.email }}.

${SIGNATURE}`,
  },
  {
    key: 'subscription_payment_action_required',
    subject: 'subscription',
    trigger:
      '`subscription_payment_failed` with status `action_required`: the card’s bank asks the customer to confirm a renewal payment (3-D Secure); `action_url` is the page where they do',
    defaultSubject: 'Please confirm your subscription payment to {{ shop.name }}',
    defaultBody: `Hello,

your bank asks you to confirm the payment for your subscription with {{ shop.name }}{% if subscription.payment_action %} ({{ subscription.payment_action.amount | money: subscription.payment_action.currency_code, locale }}){% endif %}.
Nothing will be charged again until you do. Confirm it here:
{{ action_url }}

${SIGNATURE}`,
  },
  {
    key: 'subscription_cancelled',
    subject: 'subscription',
    trigger: '`subscription_cancelled`: the merchant, the period end or the last dunning retry cancelled it',
    defaultSubject: 'Your subscription with {{ shop.name }} is cancelled',
    defaultBody: `Hello,

your subscription with {{ shop.name }} is cancelled; nothing more will be charged.
{%- for line in subscription.lines %}
  {{ line.quantity }} × {{ line.title }}
{%- endfor %}

${SIGNATURE}`,
  },
] as const satisfies readonly MailTemplateDefinition[];

/** A template key. */
export type MailTemplateKey = (typeof mailTemplates)[number]['key'];

/** Every template key, in listing order. */
export const mailTemplateKeys = mailTemplates.map((template) => template.key) as [
  MailTemplateKey,
  ...MailTemplateKey[],
];

/** The definition of a key. */
export function mailTemplate(key: MailTemplateKey): MailTemplateDefinition {
  return mailTemplates.find((template) => template.key === key)!;
}

/** The renewal reminder's defaults: how many days before, and whether every renewal is reminded. */
export const REMINDER_DEFAULTS = { days_before: 7, every_renewal: false } as const;
