import { transactWrite } from '../platform/db/transact';
import { Conflict, NotFound } from '../platform/errors/domain-error';
import { recordDispute, recordProcessorRefunds } from '../domains/orders/processor-changes';
import { cartPaymentEntity } from '../domains/payments/cart-payment-entity';
import { getCartPayment } from '../domains/payments/cart-payment-store';
import { gatewayCompanyOf } from '../domains/payments/gateway-pointer';
import type { Gateway } from '../domains/payments/gateway-entity';
import { getGateway } from '../domains/payments/gateway-store';
import { readProcessorEvent, receivesEvents, type ProcessorEvent } from '../domains/payments/processor-events';
import {
  AlreadyReceived,
  receivedEventPut,
  receivedEventWrite,
  wasReceived,
  type ReceivedEventRef,
} from '../domains/payments/received-event';
import { getTransaction, transactionIdOf } from '../domains/payments/transaction-store';

/** What the events route answers the processor. */
export interface EventReceipt {
  id: string;
  type: string;
  /** Received before (a redelivery or a replay): nothing changed. */
  duplicate: boolean;
  /** The order the event changed; null when it changed none (a cart's payment, or an event that concerns nothing here). */
  order_id: number | null;
}

/** Cart payment states a late result of an asynchronous payment method settles. */
const IN_FLIGHT = ['processing', 'requires_action', 'requires_confirmation'];

/**
 * One event from a gateway's processor (`POST /api/payment/v2026-04/gateways/{id}/events`): the
 * gateway is found by its id alone (its pointer), so the company is the gateway's, never the
 * request's; the payload is verified with the gateway's own signing secret; then the event is acted
 * on once, by its id: the change and the event's record commit in one transaction, and a
 * redelivery finds the record and changes nothing.
 */
export async function receiveProcessorEvent(
  gatewayId: string,
  payload: string,
  headers: Record<string, string | undefined>,
  now = new Date(),
): Promise<EventReceipt> {
  const companyId = await gatewayCompanyOf(gatewayId);
  const gateway = companyId === undefined ? undefined : await getGateway(companyId, gatewayId);
  if (!gateway || !receivesEvents(gateway)) throw new NotFound('Payment gateway');
  const event = await readProcessorEvent(gateway, payload, headers);
  const ref: ReceivedEventRef = { companyId: gateway.company_id, gatewayId, eventId: event.id, type: event.type };
  const receipt = { id: event.id, type: event.type };
  if (await wasReceived(ref)) return { ...receipt, duplicate: true, order_id: null };
  try {
    const orderId = await apply(gateway, event, ref, now);
    return { ...receipt, duplicate: false, order_id: orderId };
  } catch (error) {
    if (error instanceof AlreadyReceived) return { ...receipt, duplicate: true, order_id: null };
    throw error;
  }
}

/** Acts on the event; answers the order it changed. */
async function apply(
  gateway: Gateway,
  event: ProcessorEvent,
  ref: ReceivedEventRef,
  now: Date,
): Promise<number | null> {
  switch (event.kind) {
    case 'payment_succeeded':
    case 'payment_failed':
      await settleCartPayment(gateway, event, ref, now);
      return null;
    case 'refunded': {
      const orderId = await orderOfPayment(gateway.company_id, event.paymentId);
      if (orderId === null) {
        await awaitOrder(gateway, event);
        break;
      }
      const { changed } = await recordProcessorRefunds(
        gateway.company_id,
        orderId,
        event.refunds,
        receivedEventWrite(ref, now),
      );
      if (!changed) break;
      return orderId;
    }
    case 'dispute': {
      const orderId = await orderOfPayment(gateway.company_id, event.paymentId);
      if (orderId === null) {
        await awaitOrder(gateway, event);
        break;
      }
      await recordDispute(gateway.company_id, orderId, event.dispute, receivedEventWrite(ref, now));
      return orderId;
    }
    case 'ignored':
      break;
  }
  await recordOnly(ref, now);
  return null;
}

/**
 * The order a processor payment paid for, in the gateway's company: its authorization row's id
 * derives from the payment (ledger-rows.ts), so one GetItem finds it; a payment of another company
 * finds nothing.
 */
async function orderOfPayment(companyId: number, paymentId: string): Promise<number | null> {
  const row = await getTransaction(companyId, transactionIdOf(companyId, paymentId, 'authorize'));
  return row?.order_id ?? null;
}

/**
 * An event about a payment whose cart is completing right now (the processor can report a
 * dispute or a refund of a charge before the order that took it commits): answered 409 and not
 * recorded, so the processor delivers it again once the order exists. A payment no order will
 * take (no cart payment, or one cancelled) is recorded and ignored.
 */
async function awaitOrder(
  gateway: Gateway,
  event: Extract<ProcessorEvent, { kind: 'refunded' | 'dispute' }>,
): Promise<void> {
  const payment = event.cartId === null ? undefined : await getCartPayment(gateway.company_id, event.cartId);
  if (payment?.processor_payment_id === event.paymentId && payment.status !== 'canceled')
    throw new Conflict('The payment’s order is not placed yet; the processor retries the event');
}

/**
 * A late result of an asynchronous payment method on a cart's payment not yet taken by an order:
 * succeeded, the cart can complete; failed, the buyer must pay another way (the decline is shown
 * as verify shows one). A payment an order took is final and left alone.
 */
async function settleCartPayment(
  gateway: Gateway,
  event: Extract<ProcessorEvent, { kind: 'payment_succeeded' | 'payment_failed' }>,
  ref: ReceivedEventRef,
  now: Date,
): Promise<void> {
  const payment = event.cartId === null ? undefined : await getCartPayment(gateway.company_id, event.cartId);
  if (
    !payment ||
    payment.gateway_id !== gateway.id ||
    payment.processor_payment_id !== event.paymentId ||
    payment.order_id !== null ||
    !IN_FLIGHT.includes(payment.status)
  )
    return recordOnly(ref, now);
  const set =
    event.kind === 'payment_succeeded'
      ? { status: event.captured ? ('captured' as const) : ('authorized' as const), decline_code: null }
      : { status: 'requires_payment_method' as const, decline_code: event.decline.code };
  const { failedIndex } = await transactWrite([
    cartPaymentEntity.update(
      payment,
      { set: { ...set, next_action: null, updated_at: now.toISOString() } },
      {
        // Only from the state read, and never once an order took it.
        condition: {
          expression: '#status = :read AND (attribute_not_exists(order_id) OR order_id = :none)',
          names: { '#status': 'status' },
          values: { ':read': payment.status, ':none': null },
        },
      },
    ),
    receivedEventPut(ref, now),
  ]);
  if (failedIndex === 1) throw new AlreadyReceived();
  // The payment moved on meanwhile (verify or complete read it first): that state stands.
  if (failedIndex === 0) await recordOnly(ref, now);
}

/** Records an event that changes nothing here, so its redelivery is answered as a duplicate. */
async function recordOnly(ref: ReceivedEventRef, now: Date): Promise<void> {
  const { failedIndex } = await transactWrite([receivedEventPut(ref, now)]);
  if (failedIndex !== undefined) throw new AlreadyReceived();
}
