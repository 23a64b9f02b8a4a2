import { describe, expect, inject, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { placeOrder, sellable } from '../helpers/orders';
import { autoshipOffer, subscribeThroughCheckout } from '../helpers/subscriptions';

type Mail = { subject: string; text: string };

/** The mails the local mailbox holds for one address, oldest first, once there are `count`. */
async function mailsTo(address: string, count: number): Promise<Mail[]> {
  const read = async () =>
    (
      (await (await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(address)}`)).json()) as {
        messages: Mail[];
      }
    ).messages;
  await expect.poll(async () => (await read()).length, { timeout: 15_000, interval: 200 }).toBe(count);
  return (await read()).reverse();
}

const buyer = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('transactional mail in the language the buyer shopped in', () => {
  it('a cart in Spanish gets the Spanish confirmation (money written the Spanish way); one in English or a language the defaults lack gets English', async () => {
    const shop = await createShop();
    const spanish = buyer('es');
    const order = await placeOrder(shop, [{ product: await sellable(shop, 'Serum'), quantity: 2 }], {
      email: spanish,
      language: 'es',
    });
    const [confirmation] = await mailsTo(spanish, 1);
    expect(confirmation!.subject).toBe(`Pedido ${order.number} confirmado – ${shop.company.name}`);
    expect(confirmation!.text).toContain(`gracias por tu pedido ${order.number} en ${shop.company.name}.`);
    expect(confirmation!.text).toContain('Dirección de envío:');
    // es-US writes the amount with the Spanish number format, not the English one.
    const total = new Intl.NumberFormat('es-US', { style: 'currency', currency: order.currency_code }).format(
      order.amount_total / 100,
    );
    expect(confirmation!.text).toContain(`Total: ${total}`);
    expect(confirmation!.text).not.toContain('thank you');

    for (const language of ['en', 'de']) {
      const email = buyer(language);
      const english = await placeOrder(shop, [{ product: await sellable(shop, `Balm ${language}`), quantity: 1 }], {
        email,
        language,
      });
      const [mail] = await mailsTo(email, 1);
      expect(mail!.subject, language).toBe(`Order ${english.number} confirmed – ${shop.company.name}`);
      expect(mail!.text, language).toContain('thank you for your order');
    }
  });

  it('an autoship bought in Spanish: the order and subscription mails are Spanish; a template the merchant edited is sent as written', async () => {
    const shop = await createShop();
    const email = buyer('autoship-es');
    const offer = await autoshipOffer(shop);
    await subscribeThroughCheckout(shop, [{ product: offer.product, quantity: 1, planId: offer.plan.id }], email, {
      language_iso: 'es',
    });
    const mails = await mailsTo(email, 2);
    const started = mails.find((mail) => mail.subject.startsWith('Tu suscripción'))!;
    expect(started.subject).toBe(`Tu suscripción con ${shop.company.name} ha comenzado`);
    expect(started.text).toContain('Se renueva cada mes; el próximo cargo es el');
    expect(started.text).toContain('Las condiciones que aceptaste:');
    const confirmation = mails.find((mail) => mail.subject.startsWith('Pedido'))!;
    expect(confirmation.text).toContain('Renovación automática: aceptaste estas condiciones el');

    const edited = await api('PUT', '/api/v202604/company/mail_templates/order_confirmation', {
      token: shop.token,
      body: { mail_template: { body: 'Order {{ order.number }} ({{ language }}).' } },
    });
    expect(edited.status, edited.text).toBe(200);
    const again = buyer('edited-es');
    const order = await placeOrder(shop, [{ product: await sellable(shop, 'Tonic'), quantity: 1 }], {
      email: again,
      language: 'es',
    });
    const [mail] = await mailsTo(again, 1);
    // The subject left at its default is the Spanish default; the edited body is the merchant's.
    expect(mail).toMatchObject({
      subject: `Pedido ${order.number} confirmado – ${shop.company.name}`,
      text: `Order ${order.number} (es).`,
    });
  });
});
