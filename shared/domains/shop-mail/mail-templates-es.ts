import type { MailTemplateKey } from './mail-templates';

// The Spanish defaults, line for line the English ones (mail-templates.ts), with the same variables.
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

const GREETING = `Hola{% if order.shipping_address.name %} {{ order.shipping_address.name }}{% endif %}:`;

const MANAGE = `Para cambiar o cancelar tu suscripción, escribe a {{ shop.name }} a {{ shop.email }} antes del próximo cargo; una cancelación detiene todos los cargos posteriores.`;

/** A subscription's cadence in words (`cada mes`, `cada 2 semanas`), captured as `cadence` before the text. */
const CADENCE = `{%- capture cadence -%}
{%- assign every = subscription.billing_interval -%}
{%- case subscription.billing_interval_unit -%}
{%- when 'day' -%}{% if every == 1 %}cada día{% else %}cada {{ every }} días{% endif %}
{%- when 'week' -%}{% if every == 1 %}cada semana{% else %}cada {{ every }} semanas{% endif %}
{%- when 'month' -%}{% if every == 1 %}cada mes{% else %}cada {{ every }} meses{% endif %}
{%- when 'year' -%}{% if every == 1 %}cada año{% else %}cada {{ every }} años{% endif %}
{%- else -%}{{ subscription.frequency }}
{%- endcase -%}
{%- endcapture -%}`;

/** The default subject and body of each template in Spanish. */
export const spanishMailTemplates: Record<MailTemplateKey, { subject: string; body: string }> = {
  order_confirmation: {
    subject: 'Pedido {{ order.number }} confirmado – {{ shop.name }}',
    body: `${GREETING}

gracias por tu pedido {{ order.number }} en {{ shop.name }}.
${ORDER_LINES}

Subtotal: {{ order.sub_total | money: order.currency_code, locale }}
{%- if order.discount_total > 0 %}
Descuentos: -{{ order.discount_total | money: order.currency_code, locale }}
{%- endif %}
Envío: {{ order.shipping_total | money: order.currency_code, locale }}
{%- if order.price_inclusive_of_tax %}
Total: {{ order.amount_total | money: order.currency_code, locale }} (incluye {{ order.tax_total | money: order.currency_code, locale }} de impuestos)
{%- else %}
Impuestos: {{ order.tax_total | money: order.currency_code, locale }}
Total: {{ order.amount_total | money: order.currency_code, locale }}
{%- endif %}

Dirección de envío:
${ADDRESS('order.shipping_address')}

Dirección de facturación:
${ADDRESS('order.billing_address')}
{%- if order.recurring_consent %}

Renovación automática: aceptaste estas condiciones el {{ order.recurring_consent.accepted_at | slice: 0, 10 }}:
{{ order.recurring_consent.terms }}
{%- endif %}

${SIGNATURE}`,
  },
  order_refund: {
    subject: 'Reembolso del pedido {{ order.number }} – {{ shop.name }}',
    body: `${GREETING}

te reembolsamos {{ refund.amount | money: order.currency_code, locale }} de tu pedido {{ order.number }}.
Vuelve al medio de pago con el que pagaste.
{%- if refund.note %}

{{ refund.note }}
{%- endif %}

Reembolsado hasta ahora: {{ order.ledger.refunded | money: order.currency_code, locale }} de {{ order.ledger.captured | money: order.currency_code, locale }}.

${SIGNATURE}`,
  },
  order_cancellation: {
    subject: 'Pedido {{ order.number }} cancelado – {{ shop.name }}',
    body: `${GREETING}

tu pedido {{ order.number }} en {{ shop.name }} ha sido cancelado.
{%- if refund %}
Te reembolsamos {{ refund.amount | money: order.currency_code, locale }} al medio de pago con el que pagaste.
{%- endif %}

${SIGNATURE}`,
  },
  subscription_started: {
    subject: 'Tu suscripción con {{ shop.name }} ha comenzado',
    body: `${CADENCE}Hola:

tu suscripción con {{ shop.name }} ha comenzado:
{%- for line in subscription.lines %}
  {{ line.quantity }} × {{ line.title }}
{%- endfor %}

Se renueva {{ cadence }}{% if subscription.next_charge_date %}; el próximo cargo es el {{ subscription.next_charge_date }}{% endif %}.
{%- if terms %}

Las condiciones que aceptaste:
{{ terms }}
{%- endif %}

${MANAGE}

${SIGNATURE}`,
  },
  subscription_renewal_reminder: {
    subject: 'Tu suscripción con {{ shop.name }} se renueva el {{ subscription.next_charge_date }}',
    body: `Hola:

te recordamos que tu suscripción con {{ shop.name }} se renueva automáticamente el {{ subscription.next_charge_date }}.
{%- for line in subscription.lines %}
  {{ line.quantity }} × {{ line.title }}
{%- endfor %}
{%- if terms %}

Las condiciones que aceptaste:
{{ terms }}
{%- endif %}

${MANAGE}

${SIGNATURE}`,
  },
  subscription_payment_failed: {
    subject: 'No pudimos cobrar tu suscripción con {{ shop.name }}',
    body: `Hola:

el pago de tu suscripción con {{ shop.name }} fue rechazado{% if subscription.status_message %} ({{ subscription.status_message }}){% endif %}.
{%- if subscription.dunning.next_retry_at %}
Lo intentaremos de nuevo el {{ subscription.dunning.next_retry_at | slice: 0, 10 }}.
{%- endif %}

Para actualizar tu medio de pago, escribe a {{ shop.name }} a {{ shop.email }}.

${SIGNATURE}`,
  },
  subscription_payment_action_required: {
    subject: 'Confirma el pago de tu suscripción con {{ shop.name }}',
    body: `Hola:

tu banco te pide confirmar el pago de tu suscripción con {{ shop.name }}{% if subscription.payment_action %} ({{ subscription.payment_action.amount | money: subscription.payment_action.currency_code, locale }}){% endif %}.
No se cobrará nada más hasta que lo hagas. Confírmalo aquí:
{{ action_url }}

${SIGNATURE}`,
  },
  subscription_cancelled: {
    subject: 'Tu suscripción con {{ shop.name }} está cancelada',
    body: `Hola:

tu suscripción con {{ shop.name }} está cancelada; no se te cobrará nada más.
{%- for line in subscription.lines %}
  {{ line.quantity }} × {{ line.title }}
{%- endfor %}

${SIGNATURE}`,
  },
};
